import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { StaticRouter } from "react-router";
import { LandingPage } from "@/client/features/landing/landing-page";
import { staticI18n } from "@/client/i18n/static-i18n";
import { sessionQuery } from "@/client/lib/session";
import type { Language } from "@/shared/languages";
import { paths } from "@/shared/routes";
import type { MeResponse } from "@/shared/session";

/**
 * The landing page as HTML for one visitor: their language and session decide the header, the hero's
 * button, the pricing link and the footer's admin link. Rendered on the server, so the page is complete
 * before any script runs (decision 025); a visitor's page depends on the language alone and is kept
 * once per language (`server/routes/landing.ts`), a member's once per week and role.
 */
export function renderLandingMarkup({ language, session }: { language: Language; session: MeResponse }) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQuery.queryKey, session);
  return renderToString(
    <I18nextProvider i18n={staticI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={paths.home}>
          <LandingPage />
        </StaticRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
