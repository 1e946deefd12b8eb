import { useQuery } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { InstallAppEntry } from "@/client/components/install-app-entry";
import { PageHeading } from "@/client/components/page-heading";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { OfflineNotice } from "@/client/components/ui/offline-notice";
import { LoadingState } from "@/client/components/ui/spinner";
import { profileSettingsQuery } from "@/client/features/profile/api/profile-api";
import { DataExport } from "@/client/features/profile/components/data-export";
import { DeleteAccount } from "@/client/features/profile/components/delete-account";
import { DetailsFields } from "@/client/features/profile/components/details-fields";
import { DevicesSection } from "@/client/features/profile/components/devices-section";
import { NotificationMailSettings } from "@/client/features/profile/components/notification-mail-settings";
import { PasswordFields } from "@/client/features/profile/components/password-fields";
import { ReminderSetting } from "@/client/features/profile/components/reminder-setting";
import { TwoFactorSection } from "@/client/features/profile/components/two-factor-section";
import { longDate } from "@/client/lib/format";
import { lazyNamed } from "@/client/lib/lazy-named";
import { isNetworkFailure } from "@/client/lib/offline-copy";
import { useOnline } from "@/client/lib/online";
import { paths } from "@/shared/routes";

// The two forms on screen load right after the page rendered, behind the same fields disabled: their
// react-hook-form (~14 KB gzip) is not needed to paint the page (decision 202).
const DetailsForm = lazyNamed(
  () => import("@/client/features/profile/components/details-form"),
  "DetailsForm",
);
const PasswordForm = lazyNamed(
  () => import("@/client/features/profile/components/password-form"),
  "PasswordForm",
);

/** /profile: details, reminders, password, data export, account deletion. */
export function ProfilePage() {
  const { t, i18n } = useTranslation("profile");
  const settings = useQuery(profileSettingsQuery);
  const online = useOnline();

  if (settings.isPending) return <LoadingState label={t("loading", { ns: "common" })} />;
  if (settings.isError) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-10">
        <PageHeading title={t("title")} />
        {online && !isNetworkFailure(settings.error) ? (
          <Alert tone="danger" role="alert" title={t("loadError")}>
            <Button variant="link" onClick={() => void settings.refetch()}>
              {t("retry")}
            </Button>
          </Alert>
        ) : online ? (
          <OfflineNotice />
        ) : null}
      </section>
    );
  }
  const data = settings.data;
  const since = longDate(data.createdAt, i18n.resolvedLanguage);

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <PageHeading title={t("title")}>{t("intro")}</PageHeading>
      <div className="-mt-4 mb-8 flex flex-col items-start gap-1.5 text-sm text-muted sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-3">
        <span className="font-medium text-foreground">{data.fullName}</span>
        <span aria-hidden className="hidden sm:inline">
          ·
        </span>
        <span>{data.email}</span>
        <span aria-hidden className="hidden sm:inline">
          ·
        </span>
        <span>{t("memberSince", { date: since })}</span>
        {data.isAdmin ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
            <ShieldCheck aria-hidden size={14} />
            {t("adminBadge")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-6">
        <InstallAppEntry />
        {data.isAdmin ? (
          <Alert tone="info" title={t("adminHint")}>
            <Link to={paths.admin} className="font-medium text-primary hover:underline">
              {t("toAdmin")}
            </Link>
          </Alert>
        ) : null}
        <Suspense fallback={<DetailsFields settings={data} />}>
          <DetailsForm settings={data} />
        </Suspense>
        <ReminderSetting weeklyReminder={data.weeklyReminder} />
        <NotificationMailSettings />
        <Suspense fallback={<PasswordFields />}>
          <PasswordForm />
        </Suspense>
        <TwoFactorSection />
        <DevicesSection />
        <DataExport />
        <DeleteAccount />
      </div>
    </section>
  );
}
