import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { renderLandingMarkup } from "@/client/features/landing/render-landing";
import { loadViewer } from "@/server/auth/session-middleware";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { landingDocument } from "@/server/http/landing-document";
import { sessionSummary } from "@/server/services/profiles/session-summary";
import { countUsage } from "@/server/services/usage/usage-counters";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from "@/shared/languages";
import { paths } from "@/shared/routes";

/** ?lang= (a shared link), then the browser's choice (cookie), then the profile, then German. */
export function landingLanguage(query: unknown, cookie: unknown, profile: unknown): Language {
  for (const candidate of [query, cookie, profile]) if (isLanguage(candidate)) return candidate;
  return DEFAULT_LANGUAGE;
}

/** GET /: the landing page, rendered for this visitor (language, signed in, admin). */
export function landingRoutes(deps: AppDeps, shells: Record<Language, string>) {
  // A visitor's page depends on the language alone: rendered once per language, not per request.
  const visitorPages = new Map<Language, string>();
  return (
    new Hono<AppEnv>()
      // The reminder form posts here only without JavaScript (the script sends JSON to /api/reminders).
      // Its method is POST so the address never lands in a URL; nothing is stored, the visitor is taken
      // back to the form (decision 145).
      .post("/", (c) => c.redirect(`${paths.home}#reminders`, 303))
      .get("/", async (c) => {
        const viewer = await loadViewer(deps.auth, deps.db, c.req.raw.headers, c.var.log);
        // The server-rendered page counts its own view; the SPA reports the other routes.
        await countUsage(deps.db, "page_view", paths.home, { logger: c.var.log });
        const session = await sessionSummary(deps.db, viewer);
        const language = landingLanguage(
          c.req.query("lang"),
          getCookie(c, LANGUAGE_COOKIE),
          viewer?.profile?.language,
        );
        // Signed in, the page is personal (name in the header, admin link): not kept in any cache. A
        // visitor's page is the same for everyone with that language.
        c.header("Cache-Control", viewer ? "no-store" : "private, no-cache");
        c.header("Vary", "Cookie");
        if (!viewer) {
          let page = visitorPages.get(language);
          if (!page) {
            page = landingDocument(shells[language], renderLandingMarkup({ language, session }));
            visitorPages.set(language, page);
          }
          return c.html(page);
        }
        return c.html(landingDocument(shells[language], renderLandingMarkup({ language, session })));
      })
  );
}
