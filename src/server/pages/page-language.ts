import type { Viewer } from "@/server/services/viewer";
import { type LandingView, VISITOR_VIEW } from "@/shared/landing-view";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@/shared/languages";

/**
 * A page's language: ?lang= (a mail's or a shared link), then the browser's choice (the cookie the
 * language selector sets), then the signed-in member's profile, else German (decision 160). Never
 * Accept-Language: the page must not change language between two visits of the same browser.
 */
export function pageLanguage(query: unknown, cookie: unknown, profile: unknown): Language {
  for (const candidate of [query, cookie, profile]) if (isLanguage(candidate)) return candidate;
  return DEFAULT_LANGUAGE;
}

/**
 * What the landing page shows differently per visitor (header, hero button, pricing link, footer's
 * admin link): signed in or not, the current week, the admin flag — nothing personal.
 */
export function landingView(viewer: Viewer | null): LandingView {
  if (!viewer) return VISITOR_VIEW;
  return { signedIn: true, currentWeek: viewer.profile?.currentWeek ?? 1, isAdmin: viewer.isAdmin };
}
