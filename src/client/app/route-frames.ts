import type { AdminIntroPage } from "@/client/features/admin/components/admin-page-intro";
import { apiPaths, paths } from "@/shared/routes";

type PageKey =
  | "login"
  | "register"
  | "forgotPassword"
  | "resetPassword"
  | "privacy"
  | "imprint"
  | "legal"
  | "contact"
  | "onboarding"
  | "payment"
  | "dashboard"
  | "community"
  | "week"
  | "profile"
  | "admin"
  | "adminCommunity"
  | "adminImpulses"
  | "adminPosts"
  | "adminEvents"
  | "adminUsers";

/**
 * What the server knows of each route of `router.tsx` before the SPA runs (decision 200): the heading
 * its frame shows (`pages.<key>` in `common`) and the modules the route loads first, so the answer can
 * list their chunks with the entry (decision 222). Every route of the table has one (`route-frames.test.ts`):
 * an address without one gets the not-found page's first screen.
 */
export type RouteFrame = {
  pattern: string;
  heading?: PageKey;
  modules: string[];
  /**
   * The route's first screen, rendered in the frame from the page's own components instead of the bare
   * heading (decision 205): the static, non-personal text at the top of the page, which is its largest
   * paint on a phone. `auth` names the `auth` namespace's section (`login.title`, `login.intro`).
   */
  screen?:
    | { kind: "dashboard" }
    | { kind: "community" }
    | { kind: "onboarding" }
    | { kind: "payment" }
    | { kind: "contact" }
    | { kind: "privacy" }
    | { kind: "imprint" }
    | { kind: "legal" }
    | { kind: "notFound" }
    | { kind: "notifications" }
    | { kind: "linkAction"; title: LinkActionTitle; action: LinkAction; endpoint: string }
    | { kind: "week" }
    | { kind: "auth"; section: AuthSection }
    | { kind: "admin"; page: AdminIntroPage };
  /** The member's own API answer the route's page answer carries (decision 216), read by the server. */
  data?:
    | "dashboard"
    | "week"
    | "communityToday"
    | "profileSettings"
    | "resetToken"
    | "adminOverview"
    | "adminAnnouncements";
  /**
   * i18n namespaces the route renders first: inlined in the answer, so the SPA does not fetch them first.
   * Inlined where the frame shows the route's first screen, or the member's own (`data`, decision 223).
   */
  namespaces?: FrameNamespace[];
};

/** A page a mail's link opens: which action it does (its states' markup, decision 224). */
export type LinkAction =
  | "reminderConfirm"
  | "reminderUnsubscribe"
  | "memberReminderOff"
  | "notificationMailOff";

/** The heading of a page a mail's link opens, by its namespace and key. */
export type LinkActionTitle =
  | {
      ns: "landing";
      key: "reminderPages.confirmTitle" | "reminderPages.unsubscribeTitle" | "memberReminderPage.title";
    }
  | { ns: "notifications"; key: "mailOff.title" };

export type AuthSection = "login" | "register" | "forgot";
export type FrameNamespace =
  | "admin"
  | "auth"
  | "community"
  | "contact"
  | "dashboard"
  | "landing"
  | "legal"
  | "notifications"
  | "onboarding"
  | "payment"
  | "plans"
  | "profile"
  | "week";

const feature = (name: string) => `src/client/features/${name}.tsx`;
/**
 * An admin route: the layout's and the page's modules (`admin/admin-<page>-page.tsx`), its intro in the
 * frame (decision 219).
 */
const admin = (
  pattern: string,
  page: AdminIntroPage,
  heading?: PageKey,
  data?: RouteFrame["data"],
): RouteFrame => ({
  pattern,
  heading,
  modules: [feature("admin/admin-layout"), feature(`admin/admin-${page}-page`)],
  screen: { kind: "admin", page },
  namespaces: ["admin"],
  data,
});

/** A legal page: its heading and first paragraph in the frame (decision 221). */
const legal = (page: "privacy" | "imprint" | "legal"): RouteFrame => ({
  pattern: paths[page],
  heading: page,
  modules: [feature(`legal/${page}-page`)],
  screen: { kind: page },
  namespaces: ["legal"],
});

/**
 * A page a mail's link opens to do one thing (`LinkActionShell`): its heading in the frame (decision
 * 223), with its waiting and done states and the API path its token goes to, which the frame's script
 * posts to as the page paints (decision 224).
 */
const linkAction = (
  action: LinkAction,
  module: string,
  title: LinkActionTitle,
  endpoint: string,
): RouteFrame => ({
  pattern: paths[action],
  modules: [feature(module)],
  screen: { kind: "linkAction", title, action, endpoint },
  namespaces: [title.ns],
});

export const ROUTE_FRAMES: RouteFrame[] = [
  {
    pattern: paths.login,
    heading: "login",
    modules: [feature("auth/login-page")],
    screen: { kind: "auth", section: "login" },
    namespaces: ["auth"],
  },
  {
    pattern: paths.register,
    heading: "register",
    modules: [feature("auth/register-page")],
    screen: { kind: "auth", section: "register" },
    namespaces: ["auth"],
  },
  {
    pattern: paths.forgotPassword,
    heading: "forgotPassword",
    modules: [feature("auth/forgot-password-page")],
    screen: { kind: "auth", section: "forgot" },
    namespaces: ["auth"],
  },
  {
    pattern: paths.resetPassword,
    heading: "resetPassword",
    modules: [feature("auth/reset-password-page")],
    // The link's token is checked with the page, which renders the result (decision 223).
    data: "resetToken",
    namespaces: ["auth"],
  },
  legal("privacy"),
  legal("imprint"),
  legal("legal"),
  linkAction(
    "reminderConfirm",
    "landing/reminder-pages",
    { ns: "landing", key: "reminderPages.confirmTitle" },
    apiPaths.reminderConfirm,
  ),
  linkAction(
    "reminderUnsubscribe",
    "landing/reminder-pages",
    { ns: "landing", key: "reminderPages.unsubscribeTitle" },
    apiPaths.reminderUnsubscribe,
  ),
  linkAction(
    "memberReminderOff",
    "landing/member-reminder-page",
    { ns: "landing", key: "memberReminderPage.title" },
    apiPaths.memberReminderUnsubscribe,
  ),
  linkAction(
    "notificationMailOff",
    "notifications/notification-mail-off-page",
    { ns: "notifications", key: "mailOff.title" },
    apiPaths.notificationUnsubscribe,
  ),
  {
    pattern: paths.contact,
    heading: "contact",
    modules: [feature("contact/contact-page")],
    screen: { kind: "contact" },
    namespaces: ["contact"],
  },
  {
    pattern: paths.onboarding,
    heading: "onboarding",
    modules: [feature("onboarding/onboarding-page")],
    screen: { kind: "onboarding" },
    namespaces: ["onboarding"],
  },
  {
    pattern: paths.payment,
    heading: "payment",
    modules: [feature("payment/payment-page")],
    screen: { kind: "payment" },
    namespaces: ["payment", "plans"],
  },
  {
    pattern: paths.dashboard,
    heading: "dashboard",
    modules: [feature("dashboard/dashboard-page")],
    screen: { kind: "dashboard" },
    data: "dashboard",
    namespaces: ["dashboard"],
  },
  {
    pattern: paths.community,
    heading: "community",
    modules: [feature("community/community-page")],
    screen: { kind: "community" },
    data: "communityToday",
    namespaces: ["community"],
  },
  {
    pattern: paths.notifications,
    modules: [feature("notifications/notifications-page")],
    screen: { kind: "notifications" },
    namespaces: ["notifications"],
  },
  {
    pattern: paths.week(":weekNumber"),
    heading: "week",
    modules: [feature("week/week-page")],
    screen: { kind: "week" },
    data: "week",
    namespaces: ["week"],
  },
  {
    pattern: paths.profile,
    heading: "profile",
    modules: [feature("profile/profile-page")],
    data: "profileSettings",
    // Its first screen is the member's own, rendered with the answer (decision 223).
    namespaces: ["profile"],
  },
  // The overview's counts and charts, the announcements' first page, come with the page (decision 223).
  admin(paths.admin, "overview", "admin", "adminOverview"),
  admin(paths.adminCommunity, "community", "adminCommunity"),
  admin(paths.adminImpulses, "impulses", "adminImpulses"),
  admin(paths.adminPosts, "posts", "adminPosts"),
  admin(paths.adminEvents, "events", "adminEvents"),
  admin(paths.adminUsers, "users", "adminUsers"),
  admin(paths.adminAnnouncements, "announcements", undefined, "adminAnnouncements"),
  admin(paths.adminAudit, "audit"),
  admin(paths.adminReports, "reports"),
];
