import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { type GuardHandle, RequireAdmin, RequireAuth, RequireVisitor } from "@/client/app/guards";
import { LandingFallback, landingLoader } from "@/client/app/landing-route";
import { NotFoundPage } from "@/client/app/not-found-page";
import { RouteError } from "@/client/app/route-error";
import { SiteLayout } from "@/client/app/site-layout";
import { paths } from "@/shared/routes";

/** A lazily loaded route component: each page's code loads when its route is first visited. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject["lazy"] {
  return async () => ({ Component: pick(await load()) });
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: paths.home, loader: landingLoader, Component: LandingFallback },
      {
        element: <SiteLayout />,
        children: [
          {
            element: <RequireVisitor />,
            children: [
              {
                path: paths.login,
                lazy: page(
                  () => import("@/client/features/auth/login-page"),
                  (m) => m.LoginPage,
                ),
              },
              {
                path: paths.register,
                lazy: page(
                  () => import("@/client/features/auth/register-page"),
                  (m) => m.RegisterPage,
                ),
              },
            ],
          },
          {
            path: paths.forgotPassword,
            lazy: page(
              () => import("@/client/features/auth/forgot-password-page"),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: paths.resetPassword,
            lazy: page(
              () => import("@/client/features/auth/reset-password-page"),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: paths.privacy,
            lazy: page(
              () => import("@/client/features/legal/privacy-page"),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: paths.imprint,
            lazy: page(
              () => import("@/client/features/legal/imprint-page"),
              (m) => m.ImprintPage,
            ),
          },
          {
            path: paths.legal,
            lazy: page(
              () => import("@/client/features/legal/legal-page"),
              (m) => m.LegalPage,
            ),
          },
          {
            path: paths.reminderConfirm,
            lazy: async () => (await import("@/client/features/landing/reminder-pages")).reminderConfirmRoute,
          },
          {
            path: paths.reminderUnsubscribe,
            lazy: async () =>
              (await import("@/client/features/landing/reminder-pages")).reminderUnsubscribeRoute,
          },
          {
            path: paths.memberReminderOff,
            lazy: async () =>
              (await import("@/client/features/landing/member-reminder-page")).memberReminderOffRoute,
          },
          {
            path: paths.notificationMailOff,
            lazy: async () =>
              (await import("@/client/features/notifications/notification-mail-off-page"))
                .notificationMailOffRoute,
          },
          {
            path: paths.contact,
            lazy: page(
              () => import("@/client/features/contact/contact-page"),
              (m) => m.ContactPage,
            ),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.onboarding,
                lazy: page(
                  () => import("@/client/features/onboarding/onboarding-page"),
                  (m) => m.OnboardingPage,
                ),
              },
              {
                path: paths.payment,
                handle: { visitorNotice: "guard.paymentLoginRequired" } satisfies GuardHandle,
                lazy: page(
                  () => import("@/client/features/payment/payment-page"),
                  (m) => m.PaymentPage,
                ),
              },
              {
                path: paths.dashboard,
                lazy: page(
                  () => import("@/client/features/dashboard/dashboard-page"),
                  (m) => m.DashboardPage,
                ),
              },
              {
                path: paths.community,
                lazy: page(
                  () => import("@/client/features/community/community-page"),
                  (m) => m.CommunityPage,
                ),
              },
              {
                path: paths.notifications,
                lazy: page(
                  () => import("@/client/features/notifications/notifications-page"),
                  (m) => m.NotificationsPage,
                ),
              },
              {
                path: paths.week(":weekNumber"),
                // The route waits for the week's own code and texts (decision 223).
                lazy: async () => {
                  const { WeekPage, weekLoader } = await import("@/client/features/week/week-page");
                  return { Component: WeekPage, loader: weekLoader };
                },
              },
              {
                path: paths.profile,
                lazy: page(
                  () => import("@/client/features/profile/profile-page"),
                  (m) => m.ProfilePage,
                ),
              },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                path: paths.admin,
                lazy: page(
                  () => import("@/client/features/admin/admin-layout"),
                  (m) => m.AdminLayout,
                ),
                children: [
                  {
                    index: true,
                    lazy: page(
                      () => import("@/client/features/admin/admin-overview-page"),
                      (m) => m.AdminOverviewPage,
                    ),
                  },
                  {
                    path: paths.adminCommunity,
                    lazy: page(
                      () => import("@/client/features/admin/admin-community-page"),
                      (m) => m.AdminCommunityPage,
                    ),
                  },
                  {
                    path: paths.adminImpulses,
                    lazy: page(
                      () => import("@/client/features/admin/admin-impulses-page"),
                      (m) => m.AdminImpulsesPage,
                    ),
                  },
                  {
                    path: paths.adminPosts,
                    lazy: page(
                      () => import("@/client/features/admin/admin-posts-page"),
                      (m) => m.AdminPostsPage,
                    ),
                  },
                  {
                    path: paths.adminEvents,
                    lazy: page(
                      () => import("@/client/features/admin/admin-events-page"),
                      (m) => m.AdminEventsPage,
                    ),
                  },
                  {
                    path: paths.adminAnnouncements,
                    lazy: page(
                      () => import("@/client/features/admin/admin-announcements-page"),
                      (m) => m.AdminAnnouncementsPage,
                    ),
                  },
                  {
                    path: paths.adminUsers,
                    lazy: page(
                      () => import("@/client/features/admin/admin-users-page"),
                      (m) => m.AdminUsersPage,
                    ),
                  },
                  {
                    path: paths.adminAudit,
                    lazy: page(
                      () => import("@/client/features/admin/admin-audit-page"),
                      (m) => m.AdminAuditPage,
                    ),
                  },
                  {
                    path: paths.adminReports,
                    lazy: page(
                      () => import("@/client/features/admin/admin-reports-page"),
                      (m) => m.AdminReportsPage,
                    ),
                  },
                ],
              },
            ],
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The app's router; made once, by `startApp` (app-start.tsx), in a task of its own. */
export const createAppRouter = () => createBrowserRouter(routes);
