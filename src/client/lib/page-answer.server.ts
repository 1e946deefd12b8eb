import { dehydrate, QueryClient, type QueryKey } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { catalog, serverI18n } from "@/client/i18n/server-i18n";
import type { PageAnswer } from "@/client/lib/page-answer";
import type { PageContext } from "@/server/pages/page-context";

/** An infinite list's first page as TanStack Query keeps it (`useInfiniteQuery` with a null cursor). */
export const firstPage = <T>(page: T) => ({ pages: [page], pageParams: [null] });

/**
 * A loader's answer (decision 236): the query answers under the client's keys, dehydrated as TanStack
 * Query hydrates them; the texts of `namespaces` (and always `common`'s, from the root) in the page's
 * language; the title from the page's language. Server only: loaders run there, and the browser asks
 * for a loader's answer as `<path>.data`.
 */
export function pageAnswer(
  context: PageContext,
  answer: {
    namespaces?: string[];
    queries?: [key: QueryKey, data: unknown][];
    title?: (t: TFunction) => string;
    noindex?: boolean;
  },
): PageAnswer {
  const client = new QueryClient();
  for (const [key, data] of answer.queries ?? []) {
    if (data !== null && data !== undefined) client.setQueryData(key, data);
  }
  const t = serverI18n(context.language).t;
  return {
    queries: dehydrate(client),
    texts: {
      language: context.language,
      namespaces: Object.fromEntries(
        (answer.namespaces ?? []).map((namespace) => [namespace, catalog(context.language, namespace)]),
      ),
    },
    ...(answer.title ? { title: answer.title(t) } : {}),
    ...(answer.noindex ? { noindex: true } : {}),
  };
}
