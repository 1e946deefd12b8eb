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
  /** The member's notifications (decision 182). */
  notifications: "/notifications",
  /** Opened from a notification mail: switches that kind's mails off without signing in. */
  notificationMailOff: "/benachrichtigungen/abbestellen",
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
  adminReports: "/admin/reports",
} as const;

/** The dashboard's download card: the graduation mail and the graduate card link to it (decision 190). */
export const GRADUATE_DOWNLOAD_ANCHOR = "reflection-download";

/**
 * API paths that leave the app: the one-click unsubscribe targets in mails' headers. Calls from the
 * client go through the typed client (`client/lib/api-client.ts`) instead, which takes its paths from
 * the server's route types.
 */
export const apiPaths = {
  /** RFC 8058 one-click POST target of a landing subscriber's reminder mails. */
  reminderUnsubscribe: "/api/reminders/unsubscribe",
  /** RFC 8058 one-click POST target of a member's weekly reminder mails. */
  memberReminderUnsubscribe: "/api/member-reminders/unsubscribe",
  /** RFC 8058 one-click POST target of the notification mails (the token names the kind). */
  notificationUnsubscribe: "/api/notification-mails/unsubscribe",
} as const;

/** The query parameter that carries the page a visitor was sent away from. */
export const REDIRECT_PARAM = "redirectTo";

/**
 * A notice (a key of the `common` texts) that a redirect carries to the next page, which shows it once:
 * the cookie's name, and the pages that tell a visitor why they must sign in first.
 */
export const NOTICE_COOKIE = "pj_notice";
/** The notice a member without the admin role gets on the landing page after opening an admin page. */
export const ADMIN_DENIED_NOTICE = "guard.accessDenied";
export const VISITOR_NOTICES: Partial<Record<string, string>> = {
  [paths.payment]: "guard.paymentLoginRequired",
};

/** The parameters better-auth redirects to: the query of its GET endpoints, the body of its POST ones. */
export const AUTH_REDIRECT_FIELDS = [
  "callbackURL",
  "redirectTo",
  "errorCallbackURL",
  "newUserCallbackURL",
] as const;

/** A base that no real target can share: only the path, query and hash of a target are kept. */
const REDIRECT_BASE = "http://redirect.invalid";

/**
 * Only same-site paths are followed after sign-in or verification, never another origin. The target
 * is normalised first — decoded once and its dot segments resolved, as a browser would — and only then
 * judged (second security probe, finding 1 in docs/security.md: "/.//evil.example", "/..//evil.example", "/%2e%2e//evil.example" and
 * "/a/../..//evil.example" all became "//evil.example"). Browsers drop tab, CR and LF from URLs and
 * treat "\\" like "/", so any control character, backslash or undecodable escape refuses the target.
 * What is answered is the normalised path (with its query and hash), never the raw input.
 */
export function safeRedirectTarget(value: string | null | undefined, fallback: string = paths.home): string {
  if (!value?.startsWith("/")) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  let normalised = "";
  for (const candidate of [value, decoded]) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters.
    if (/[\u0000-\u001F\u007F\\]/.test(candidate) || candidate.startsWith("//")) return fallback;
    let url: URL;
    try {
      url = new URL(candidate, REDIRECT_BASE);
    } catch {
      return fallback;
    }
    // Resolved, the path must still be one path on this origin: "//host" would be another origin.
    if (url.origin !== REDIRECT_BASE || url.pathname.startsWith("//")) return fallback;
    if (candidate === value) normalised = `${url.pathname}${url.search}${url.hash}`;
  }
  return normalised;
}
