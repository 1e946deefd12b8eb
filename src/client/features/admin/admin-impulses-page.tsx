import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";
import { DailyImpulsesList, WeeklyImpulsesList } from "@/client/features/admin/components/impulse-lists";

/** /admin/impulses: daily impulses by date and weekly impulses by period, ten of each to a page. */
export function AdminImpulsesPage() {
  const { t } = useTranslation("admin");
  return (
    <div>
      <PageHeading title={t("nav.impulses")}>{t("impulses.intro")}</PageHeading>
      <div className="flex flex-col gap-12">
        <DailyImpulsesList />
        <WeeklyImpulsesList />
      </div>
    </div>
  );
}
