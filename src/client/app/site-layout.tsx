import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { AppFooter, AppHeader } from "@/client/app/site-frame";
import { OfflineNotice } from "@/client/components/ui/offline-notice";
import { LoadingState } from "@/client/components/ui/spinner";
import { useOfflineSignInNeeded, useOnline } from "@/client/lib/online";
import { useReportPageViews } from "@/client/lib/usage-beacon";
import { paths } from "@/shared/routes";

/** Header, main landmark and footer around every page but the landing page, which brings its own header. */
export function SiteLayout() {
  const { t } = useTranslation();
  useReportPageViews();
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main id="main" className="min-h-dvh flex-1">
        <OfflineBanner />
        <Suspense fallback={<LoadingState label={t("loading")} />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}

/**
 * Offline, every page but the journey's (the dashboard and the weeks, which work from their last
 * known answers) needs the server: one calm notice on top instead of errors (decision 212). Once the
 * member's copies were removed as too old, every page says that signing in again is needed (254).
 */
function OfflineBanner() {
  const online = useOnline();
  const signInNeeded = useOfflineSignInNeeded();
  const { pathname } = useLocation();
  if (online) return null;
  if (!signInNeeded && (pathname === paths.dashboard || pathname.startsWith("/week/"))) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
      <OfflineNotice signInNeeded={signInNeeded} />
    </div>
  );
}
