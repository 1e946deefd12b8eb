/**
 * The client's TanStack Query keys of the answers a page's loader brings along (decision 236,
 * `lib/page-answer.server.ts`), named here once for the loaders and the queries that read them.
 */
export const PAGE_DATA_KEYS = {
  /** GET /api/me */
  session: ["session"],
  /** GET /api/consent: the viewer's privacy and terms consent (onboarding). */
  consent: ["consent"],
  /** GET /api/notifications/count: the header's unread count. */
  unreadCount: ["notifications", "count"],
  /** GET /api/site: the operator and the test phase's dates (legal and contact pages). */
  siteInfo: ["site-info"],
  /** GET /api/dashboard?lang=: the signed-in member's overview in the page's language. */
  dashboard: (language: string) => ["dashboard", language] as const,
  /** GET /api/community/today?lang=: the day's and the week's impulses on /community. */
  communityToday: (language: string) => ["community", "today", language] as const,
  /** GET /api/journey/weeks/:week: the signed-in member's week. */
  week: (week: number) => ["journey", "week", week] as const,
  /** GET /api/profile: the member's own settings on /profile. */
  profileSettings: ["profile-settings"],
  /** GET /api/admin/overview: the admin overview's counts and usage. */
  adminOverview: ["admin", "overview"],
  /** GET /api/admin/announcements?page=: a page of the team's announcements. */
  adminAnnouncements: (page: number) => ["admin", "announcements", page] as const,
  /** GET /api/account/reset-token/:token: whether a password reset link's token is valid. */
  resetToken: (token: string) => ["reset-token", token] as const,
} as const;
