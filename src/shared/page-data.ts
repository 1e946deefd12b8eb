/**
 * Query answers the server puts into an SPA page's first answer (decision 200), so the page starts
 * from them instead of asking the API after its script has run: `[queryKey, data]` pairs in a JSON block
 * with this id. The keys are the client's TanStack Query keys, named here once for both sides.
 */
export const PAGE_DATA_ID = "pj-data";

export const PAGE_DATA_KEYS = {
  /** GET /api/me */
  session: ["session"],
  /** GET /api/site: the operator and the test phase's dates (legal and contact pages). */
  siteInfo: ["site-info"],
  /** GET /api/dashboard?lang=: the signed-in member's overview in the page's language (decision 216). */
  dashboard: (language: string) => ["dashboard", language] as const,
  /** GET /api/community/today?lang=: the day's and the week's impulses on /community (decision 216). */
  communityToday: (language: string) => ["community", "today", language] as const,
  /** GET /api/journey/weeks/:week: the signed-in member's week (decision 216). */
  week: (week: number) => ["journey", "week", week] as const,
  /** GET /api/profile: the member's own settings on /profile (decision 219). */
  profileSettings: ["profile-settings"],
  /** GET /api/admin/overview: the admin overview's counts and usage (decision 223). */
  adminOverview: ["admin", "overview"],
  /** GET /api/admin/announcements?page=: a page of the team's announcements (decision 223). */
  adminAnnouncements: (page: number) => ["admin", "announcements", page] as const,
  /** GET /api/account/reset-token/:token: whether a password reset link's token is valid (decision 223). */
  resetToken: (token: string) => ["reset-token", token] as const,
} as const;

export type PageData = [key: readonly (string | number)[], data: unknown][];

/**
 * The i18n namespaces a route renders first, inlined next to the query answers (decision 205): a JSON
 * block with this id, `{ language, namespaces: { <ns>: texts } }`, which the SPA's i18n starts with
 * instead of fetching them after the route's chunk.
 */
export const PAGE_I18N_ID = "pj-i18n";

export type PageI18n = { language: string; namespaces: Record<string, unknown> };

/**
 * A page a mail's link opens (decision 224): the frame holds its waiting and done states in a template
 * with this id, and the API path it posts the link's token to (`data-endpoint`). The page's inline
 * script sends that request while the page paints and leaves it under this `window` property, where
 * the SPA takes it over instead of sending it again.
 */
export const LINK_ACTION_ID = "pj-link-action";
export const LINK_ACTION_GLOBAL = "pjLinkAction";
