import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { ServerRenderer } from "@/client/server-render";
import { loadViewer } from "@/server/auth/session-middleware";
import { clientIp } from "@/server/http/client-ip";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { landingDocument } from "@/server/http/landing-document";
import { isBrowserNavigation, pageViewGateFor } from "@/server/services/usage/page-view-gate";
import { countPageView } from "@/server/services/usage/usage-counters";
import type { Viewer } from "@/server/services/viewer";
import { type LandingView, VISITOR_VIEW } from "@/shared/landing-view";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from "@/shared/languages";
import { paths } from "@/shared/routes";

/** ?lang= (a shared link), then the browser's choice (cookie), then the profile, then German. */
export function landingLanguage(query: unknown, cookie: unknown, profile: unknown): Language {
  for (const candidate of [query, cookie, profile]) if (isLanguage(candidate)) return candidate;
  return DEFAULT_LANGUAGE;
}

/**
 * What the landing markup depends on (header, hero button, pricing link, footer admin link): signed in
 * or not, the current week, the admin flag. Nothing personal — no name, no e-mail — so one rendering
 * serves every member with the same shape.
 */
export function landingShape(viewer: Viewer | null): { key: string; view: LandingView } {
  if (!viewer) return { key: "visitor", view: VISITOR_VIEW };
  const week = viewer.profile?.currentWeek ?? 1;
  return {
    key: `member:${week}:${viewer.isAdmin ? "admin" : ""}`,
    view: { signedIn: true, currentWeek: week, isAdmin: viewer.isAdmin },
  };
}

/** A bound on the page cache: languages × weeks × admin flag stay far below it. */
const MAX_PAGES = 200;

/**
 * GET /: the landing page for this visitor (language, signed in, week, admin). React renders each
 * shape once per language; later requests are a map lookup (decision 131: rendering per request cost a
 * member ~10 ms of event-loop time).
 */
export function landingRoutes(deps: AppDeps, shells: Record<Language, string>, render: ServerRenderer) {
  const pages = new Map<string, string>();
  return (
    new Hono<AppEnv>()
      // The reminder form posts here only without JavaScript (the script sends JSON to /api/reminders).
      // Its method is POST so the address never lands in a URL; nothing is stored, the visitor is taken
      // back to the form (decision 145).
      .post("/", (c) => c.redirect(`${paths.home}#reminders`, 303))
      .get("/", async (c) => {
        const viewer = await loadViewer(deps.auth, deps.db, c.req.raw.headers, c.var.log);
        // The server-rendered page counts its own view — a browser's navigation, once per client in a few
        // minutes (decision 174); the SPA reports the other routes.
        if (
          isBrowserNavigation(c.req.method, c.req.raw.headers) &&
          pageViewGateFor(deps.db).admit(clientIp(c, deps.config.trustProxy) ?? "unknown", paths.home) ===
            "count"
        ) {
          countPageView(deps.db, paths.home, { logger: c.var.log });
        }
        const language = landingLanguage(
          c.req.query("lang"),
          getCookie(c, LANGUAGE_COOKIE),
          viewer?.profile?.language,
        );
        // Signed in, the page is personal (the way into their week, admin link): not kept in any cache.
        // A visitor's page is the same for everyone with that language.
        c.header("Cache-Control", viewer ? "no-store" : "private, no-cache");
        c.header("Vary", "Cookie");
        const shape = landingShape(viewer);
        const key = `${language}:${shape.key}`;
        let page = pages.get(key);
        if (!page) {
          page = landingDocument(shells[language], render.landing(language, shape.view));
          if (pages.size >= MAX_PAGES) pages.clear();
          pages.set(key, page);
        }
        return c.html(page);
      })
  );
}
