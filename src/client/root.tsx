import { type ReactNode, useContext, useEffect } from "react";
import { I18nContext, useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { Providers, useAnswerTexts, usePageAnswers } from "@/client/app/providers";
import { Button } from "@/client/components/ui/button";
import { LoadingState } from "@/client/components/ui/spinner";
import { useNonce } from "@/client/lib/nonce";
import type { PageLoaderArgs } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";
import { PageClockProvider } from "@/client/lib/page-clock";
import { takeRootAnswerStale } from "@/client/lib/root-answer";
import { toast } from "@/client/lib/toast";
import { translateCode } from "@/client/lib/translate-code";
import stylesheet from "@/client/styles.css?url";
import { DEFAULT_LANGUAGE, type Language } from "@/shared/languages";
import { PAGE_DATA_KEYS } from "@/shared/page-data";

/** A route that renders on the server only: the landing page ships its own small script (decision 025). */
export type PageHandle = { hydrate?: false };

/**
 * Every page's answer starts here: the session (header, guards), the unread count in the header, the
 * site's public facts (legal pages) and the texts every page uses, in the page's language.
 */
export async function loader({ context }: PageLoaderArgs) {
  const page = {
    language: context.language,
    notice: context.notice,
    landingScript: context.landingScript,
    clock: context.clock,
  };
  // The offline shell's root: the texts only. The browser then starts from the member's copies.
  if (context.offlineShell) {
    return { ...pageAnswer(context, { namespaces: ["common"] }), ...page, offlineShell: true };
  }
  const [session, unread] = await Promise.all([context.data.session(), context.data.unreadCount()]);
  return {
    ...pageAnswer(context, {
      namespaces: ["common"],
      queries: [
        [PAGE_DATA_KEYS.session, session],
        [PAGE_DATA_KEYS.siteInfo, context.data.site()],
        [PAGE_DATA_KEYS.unreadCount, unread],
      ],
    }),
    ...page,
    offlineShell: false,
  };
}

/**
 * The root's answer changes only with a write (a form's action), an explicit revalidation at the same
 * address (the language switch) or a change of session (a sign-in, `lib/root-answer.ts`); a plain
 * navigation keeps it and asks only the page's own loader.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate;
  return takeRootAnswerStale() || currentUrl.href === nextUrl.href;
}

export const links = () => [
  { rel: "icon", type: "image/svg+xml", href: "/favicon.svg" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  // The i18next instance without waiting for texts: the answers' texts go in here, before anything
  // below translates (app/providers.tsx).
  const { i18n } = useContext(I18nContext);
  useAnswerTexts(i18n, usePageAnswers());
  const nonce = useNonce();
  const language = (i18n.language as Language | undefined) ?? root?.language ?? DEFAULT_LANGUAGE;
  const serverOnly = useMatches().some(
    (match) => (match.handle as PageHandle | undefined)?.hydrate === false,
  );
  return (
    <html lang={language} data-offline-shell={root?.offlineShell ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A stylesheet with a precedence is one of React's resources: it goes out ahead of the
            scripts' modulepreloads, which React hoists into the head, so the first paint waits for it
            alone. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#faf7f2" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#15191b" media="(prefers-color-scheme: dark)" />
        <link
          rel="manifest"
          href={language === "en" ? "/manifest.en.webmanifest" : "/manifest.webmanifest"}
        />
        <Meta />
        {/* No nonce on links: same-origin stylesheets and preloads need none, and a link's nonce stays
            visible in the DOM, where the browser's copy of the page has no nonce to match it. */}
        <Links nonce="" />
      </head>
      <body>
        {children}
        {serverOnly && root ? (
          <script type="module" src={root.landingScript} nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <PageClockProvider value={root?.clock}>
      <Providers>
        <RedirectNotice notice={root?.notice ?? null} />
        <Outlet />
      </Providers>
    </PageClockProvider>
  );
}

/** A notice a redirect brought along (why one must sign in first), shown once. */
function RedirectNotice({ notice }: { notice: string | null }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (notice) toast.error(translateCode(t, notice), { id: notice });
  }, [notice, t]);
  return null;
}

/** What the offline shell (`app-shell.html`) shows until the page has rendered from the member's copies. */
export function HydrateFallback() {
  const { t } = useTranslation();
  return <LoadingState label={t("loading")} />;
}

/** A page that failed to render or to load (a lost connection while fetching its code, say). */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{t("errors.pageCrashed")}</h1>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t("errors.reload")}
      </Button>
    </section>
  );
}
