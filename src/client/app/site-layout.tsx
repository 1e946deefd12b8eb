import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { AppFooter, AppHeader } from "@/client/app/site-frame";
import { LoadingState } from "@/client/components/ui/spinner";
import { useReportPageViews } from "@/client/lib/usage-beacon";

/** Header, main landmark and footer around every page but the landing page, which brings its own header. */
export function SiteLayout() {
  const { t } = useTranslation();
  useReportPageViews();
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<LoadingState label={t("loading")} />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}
