import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { InstallAppEntry } from "@/client/components/install-app-entry";
import { ReflectionDownloadCard } from "@/client/components/reflection-download-card";
import { Alert } from "@/client/components/ui/alert";
import { Button, buttonClasses } from "@/client/components/ui/button";
import { OfflineNotice } from "@/client/components/ui/offline-notice";
import { LoadingState } from "@/client/components/ui/spinner";
import { keepWeeksForOffline, useDashboard } from "@/client/features/dashboard/api/dashboard";
import { CurrentWeekCard, continueWeek } from "@/client/features/dashboard/components/current-week-card";
import { DASHBOARD_SECTION, DashboardIntro } from "@/client/features/dashboard/components/dashboard-intro";
import { EventsCard } from "@/client/features/dashboard/components/events-card";
import { GraduateCard } from "@/client/features/dashboard/components/graduate-card";
import { HouseBanner } from "@/client/features/dashboard/components/house-banner";
import { PlanSummary } from "@/client/features/dashboard/components/plan-summary";
import { PurposeCard } from "@/client/features/dashboard/components/purpose-card";
import { QuickLinks } from "@/client/features/dashboard/components/quick-links";
import { WeekProgressList } from "@/client/features/dashboard/components/week-progress-list";
import { errorMessage } from "@/client/lib/error-message";
import { useOnline } from "@/client/lib/online";
import { whenIdle } from "@/client/lib/when-idle";
import { isLanguage } from "@/shared/languages";
import { GRADUATE_DOWNLOAD_ANCHOR, paths } from "@/shared/routes";

export function DashboardPage() {
  const { t, i18n } = useTranslation("dashboard");
  const language = isLanguage(i18n.language) ? i18n.language : "de";
  const dashboard = useDashboard(language);
  const online = useOnline();
  const { hash } = useLocation();
  const graduate = dashboard.data?.isGraduate === true;
  // The graduation mail links to the download card: scroll to it once the dashboard has loaded.
  useEffect(() => {
    if (graduate && hash === `#${GRADUATE_DOWNLOAD_ANCHOR}`) {
      document.getElementById(GRADUATE_DOWNLOAD_ANCHOR)?.scrollIntoView();
    }
  }, [graduate, hash]);

  const weeks = dashboard.data?.weeks;
  useEffect(() => {
    if (weeks) whenIdle(() => keepWeeksForOffline(weeks));
  }, [weeks]);

  // While the overview is not there yet (offline the page starts without it): the page's top, so it
  // stays in place when the cards arrive.
  if (dashboard.isPending) {
    return (
      <section className={DASHBOARD_SECTION}>
        <DashboardIntro />
        <LoadingState label={t("loading", { ns: "common" })} />
      </section>
    );
  }
  if (dashboard.isLoadingError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-2xl font-semibold">{t("pages.dashboard", { ns: "common" })}</h1>
        {online ? (
          <p role="alert" className="mt-4 text-danger">
            {t("loadFailed")} {errorMessage(t, dashboard.error)}
          </p>
        ) : (
          <OfflineNotice className="mt-4 text-left" />
        )}
        <Button className="mt-6" variant="secondary" onClick={() => void dashboard.refetch()}>
          {t("retry")}
        </Button>
      </section>
    );
  }

  const data = dashboard.data;
  const week = continueWeek(data);
  const showBanner = data.plan === null || data.plan === "free";
  return (
    <section className={DASHBOARD_SECTION}>
      <DashboardIntro
        greeting={data.fullName ? t("greeting", { name: data.fullName }) : t("greetingFallback")}
      />

      {!data.consentComplete ? (
        <Alert
          tone="warning"
          className="mb-6"
          title={t("consentTitle")}
          action={
            <Link to={paths.onboarding} className={buttonClasses("secondary", "md")}>
              {t("consentLink")}
            </Link>
          }
        >
          {t("consentText")}
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {data.isGraduate ? <GraduateCard /> : null}
          <CurrentWeekCard data={data} language={language} />
          {showBanner ? <HouseBanner /> : null}
          <WeekProgressList data={data} language={language} />
          <PurposeCard statement={data.purposeStatement} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <PlanSummary data={data} language={language} />
          <QuickLinks week={week} />
          <EventsCard events={data.events} language={language} />
          {/* The offer comes when the browser makes it, after the page: at the column's end it moves
              nothing above it (at the top it moved the cards by 0.08 of the screen). */}
          {data.isGraduate ? <ReflectionDownloadCard /> : null}
          <InstallAppEntry />
        </div>
      </div>
    </section>
  );
}
