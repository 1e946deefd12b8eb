import ShieldCheck from "lucide-react/icons/shield-check";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeading } from "@/client/components/page-heading";
import { Alert } from "@/client/components/ui/alert";
import { useDates } from "@/client/lib/page-clock";
import type { Language } from "@/shared/languages";
import type { ProfileSettings } from "@/shared/profile-schemas";
import { paths } from "@/shared/routes";

/** The top of the profile: its heading, who is signed in, and the sections below (`children`). */
export function ProfileTop({
  settings,
  language,
  children,
}: {
  settings: ProfileSettings;
  language: Language;
  children: ReactNode;
}) {
  const { longDate } = useDates();
  const { t } = useTranslation("profile");
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <PageHeading title={t("title")}>{t("intro")}</PageHeading>
      <div className="-mt-4 mb-8 flex flex-col items-start gap-1.5 text-sm text-muted sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-3">
        <span className="font-medium text-foreground">{settings.fullName}</span>
        <span aria-hidden className="hidden sm:inline">
          ·
        </span>
        <span>{settings.email}</span>
        <span aria-hidden className="hidden sm:inline">
          ·
        </span>
        <span>{t("memberSince", { date: longDate(settings.createdAt, language) })}</span>
        {settings.isAdmin ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
            <ShieldCheck aria-hidden size={14} />
            {t("adminBadge")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-6">{children}</div>
    </section>
  );
}

/** The admin's way to the admin area, above the details. */
export function AdminHint() {
  const { t } = useTranslation("profile");
  return (
    <Alert tone="info" title={t("adminHint")}>
      <Link to={paths.admin} className="font-medium text-primary hover:underline">
        {t("toAdmin")}
      </Link>
    </Alert>
  );
}
