/** Every client route path, in one place (spec section 2). */
export const paths = {
  home: "/",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  privacy: "/datenschutz",
  imprint: "/impressum",
  legal: "/datenschutz-impressum",
  contact: "/kontakt",
  /** Opened from the reminder mails (double opt-in and one-click unsubscribe). */
  reminderConfirm: "/erinnerungen/bestaetigen",
  reminderUnsubscribe: "/erinnerungen/abmelden",
  /** Opened from a member's weekly reminder: switches it off without signing in. */
  memberReminderOff: "/erinnerungen/wochenmail-abbestellen",
  onboarding: "/onboarding",
  payment: "/payment",
  dashboard: "/dashboard",
  community: "/community",
  profile: "/profile",
  week: (n: number | string) => `/week/${n}`,
  admin: "/admin",
  adminCommunity: "/admin/community",
  adminImpulses: "/admin/impulses",
  adminPosts: "/admin/posts",
  adminEvents: "/admin/events",
  adminUsers: "/admin/users",
  adminAnnouncements: "/admin/announcements",
  adminAudit: "/admin/audit",
} as const;

/**
 * API paths that leave the app: links and headers in mails. Calls from the client go through the typed
 * client (`client/lib/api-client.ts`) instead, which takes its paths from the server's route types.
 */
export const apiPaths = {
  /** RFC 8058 one-click POST target of a landing subscriber's reminder mails. */
  reminderUnsubscribe: "/api/reminders/unsubscribe",
  /** RFC 8058 one-click POST target of a member's weekly reminder mails. */
  memberReminderUnsubscribe: "/api/member-reminders/unsubscribe",
} as const;

/** The query parameter that carries the page a visitor was sent away from. */
export const REDIRECT_PARAM = "redirectTo";

/**
 * Only same-site paths are followed after sign-in, never another origin. Browsers drop tab, CR and LF
 * from URLs and treat "\\" like "/", so "/%09/evil.example" decodes to "/\t/evil.example" and becomes
 * "//evil.example": the target is checked after decoding, and any control character, backslash or
 * undecodable escape refuses it.
 */
export function safeRedirectTarget(value: string | null | undefined, fallback: string = paths.home): string {
  if (!value?.startsWith("/")) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  for (const candidate of [value, decoded]) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters.
    if (/[\u0000-\u001F\u007F\\]/.test(candidate) || candidate.startsWith("//")) return fallback;
  }
  return value;
}
