import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { StaticRouter } from "react-router";
import { LandingPage } from "@/client/features/landing/landing-page";
import { staticI18n } from "@/client/i18n/static-i18n";
import type { LandingView } from "@/shared/landing-view";
import type { Language } from "@/shared/languages";
import { paths } from "@/shared/routes";

/**
 * The one module through which the server uses client code (checked by `server/layering.test.ts`):
 * `main.ts` hands `serverRenderer` to `createApp`, and the routes call it. It renders with data given
 * as props — no client hook, no query client, no API client in the server bundle.
 */
export type ServerRenderer = {
  /**
   * The landing page as HTML for one view: language, signed in or not, current week, admin. Rendered on
   * the server, so the page is complete before any script runs (decision 025); the server keeps one
   * rendering per language and view (`server/routes/landing.ts`).
   */
  landing(language: Language, view: LandingView): string;
};

export const serverRenderer: ServerRenderer = {
  landing: (language, view) =>
    renderToString(
      <I18nextProvider i18n={staticI18n(language)}>
        <StaticRouter location={paths.home}>
          <LandingPage view={view} />
        </StaticRouter>
      </I18nextProvider>,
    ),
};
