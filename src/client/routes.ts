import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { paths } from "../shared/routes";

/**
 * The app's one route table (decision 236): every page is a route module in ./routes/ — its loader
 * (the data it renders from, read on the server), its meta (title) and its component.
 */
export default [
  index("routes/landing.tsx"),
  layout("routes/site-layout.tsx", [
    layout("routes/visitors.tsx", [
      route(paths.login, "routes/login.tsx"),
      route(paths.register, "routes/register.tsx"),
    ]),
    route(paths.forgotPassword, "routes/forgot-password.tsx"),
    route(paths.resetPassword, "routes/reset-password.tsx"),
    route(paths.privacy, "routes/privacy.tsx"),
    route(paths.imprint, "routes/imprint.tsx"),
    route(paths.legal, "routes/legal.tsx"),
    route(paths.reminderConfirm, "routes/reminder-confirm.tsx"),
    route(paths.reminderUnsubscribe, "routes/reminder-unsubscribe.tsx"),
    route(paths.memberReminderOff, "routes/member-reminder-off.tsx"),
    route(paths.notificationMailOff, "routes/notification-mail-off.tsx"),
    route(paths.contact, "routes/contact.tsx"),
    layout("routes/members.tsx", [
      route(paths.onboarding, "routes/onboarding.tsx"),
      route(paths.payment, "routes/payment.tsx"),
      route(paths.dashboard, "routes/dashboard.tsx"),
      route(paths.community, "routes/community.tsx"),
      route(paths.notifications, "routes/notifications.tsx"),
      ...[1, 2, 3, 4, 5].map((week) => route(paths.week(week), `routes/week-${week}.tsx`)),
      route(paths.week(":weekNumber"), "routes/week.tsx"),
      route(paths.profile, "routes/profile.tsx"),
    ]),
    route(paths.admin, "routes/admin.tsx", [
      index("routes/admin-overview.tsx"),
      route(paths.adminCommunity, "routes/admin-community.tsx"),
      route(paths.adminImpulses, "routes/admin-impulses.tsx"),
      route(paths.adminPosts, "routes/admin-posts.tsx"),
      route(paths.adminEvents, "routes/admin-events.tsx"),
      route(paths.adminAnnouncements, "routes/admin-announcements.tsx"),
      route(paths.adminUsers, "routes/admin-users.tsx"),
      route(paths.adminAudit, "routes/admin-audit.tsx"),
      route(paths.adminReports, "routes/admin-reports.tsx"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
