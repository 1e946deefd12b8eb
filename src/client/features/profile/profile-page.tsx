import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
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
import { AdminHint, ProfileTop } from "@/client/features/profile/components/profile-top";
import { ReminderSetting } from "@/client/features/profile/components/reminder-setting";
import { TwoFactorSection } from "@/client/features/profile/components/two-factor-section";
import { lazyNamed } from "@/client/lib/lazy-named";
import { isNetworkFailure } from "@/client/lib/offline-copy";
import { useOnline } from "@/client/lib/online";
import { isLanguage, type Language } from "@/shared/languages";

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
  if (settings.isLoadingError) {
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
  const language: Language = isLanguage(i18n.language) ? i18n.language : "de";

  return (
    <ProfileTop settings={data} language={language}>
      {data.isAdmin ? <AdminHint /> : null}
      <Suspense fallback={<DetailsFields settings={data} />}>
        <DetailsForm settings={data} />
      </Suspense>
      <ReminderSetting weeklyReminder={data.weeklyReminder} />
      <NotificationMailSettings />
      <Suspense fallback={<PasswordFields />}>
        <PasswordForm />
      </Suspense>
      <TwoFactorSection />
      {/* The offer comes when the browser makes it, after the page: here, below the first screen, it
          moves nothing a member is reading (it moved the settings by 0.07 of the screen at the top). */}
      <InstallAppEntry />
      <DevicesSection />
      <DataExport />
      <DeleteAccount />
    </ProfileTop>
  );
}
