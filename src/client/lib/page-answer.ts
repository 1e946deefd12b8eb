import type { DehydratedState } from "@tanstack/react-query";
import type { LoaderFunctionArgs, MetaDescriptor } from "react-router";
import type { PageContext } from "@/server/pages/page-context";
import type { Language } from "@/shared/languages";
import { SITE_META } from "@/shared/site-meta";

/**
 * What a page's loader answers (decision 236), built on the server by `pageAnswer`
 * (`page-answer.server.ts`): the query answers the page renders from, in TanStack Query's dehydrated
 * form under the client's own query keys (`app/providers.tsx` hydrates them, so components keep
 * reading their queries), the texts it renders with in the page's language, and its title.
 */
export type PageAnswer = {
  queries?: DehydratedState;
  texts?: { language: Language; namespaces: Record<string, Record<string, unknown>> };
  title?: string;
  /** Not for search engines: the members' and the admin area (robots.txt keeps crawlers out too). */
  noindex?: boolean;
};

/** A page loader's arguments, with the load context the server builds (`server/pages/page-context.ts`). */
export type PageLoaderArgs = LoaderFunctionArgs<PageContext>;

/** The document title of every page: "Purpose Journey – <title>", the tagline where a page has none. */
export function documentTitle(language: Language, title?: string): string {
  return title ? `Purpose Journey – ${title}` : SITE_META[language].title;
}

/**
 * A route module's `meta` (its `<title>`, description and Open Graph tags) from its own answer and the
 * root's language; used as `export const meta = pageMeta`.
 */
export function pageMeta({
  data,
  matches,
}: {
  data: unknown;
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.data as { language?: Language } | undefined;
  const language = root?.language ?? "de";
  const answer = (data ?? {}) as PageAnswer;
  const site = SITE_META[language];
  return [
    { title: documentTitle(language, answer.title) },
    { name: "description", content: site.description },
    { property: "og:site_name", content: "Purpose Journey" },
    { property: "og:title", content: site.title },
    { property: "og:description", content: site.ogDescription },
    { property: "og:type", content: "website" },
    { property: "og:image", content: "/journey-path.svg" },
    { property: "og:locale", content: site.locale },
    { property: "og:locale:alternate", content: site.altLocale },
    ...(answer.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
