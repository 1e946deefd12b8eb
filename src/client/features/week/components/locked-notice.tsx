import Lock from "lucide-react/icons/lock";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { useDates } from "@/client/lib/page-clock";
import type { Language } from "@/shared/languages";
import type { WeekAccess } from "@/shared/plan-access";
import { paths } from "@/shared/routes";

/** A week the plan or the schedule does not open yet: what happens, and how to open it. */
export function LockedNotice({ access, language }: { access: WeekAccess; language: Language }) {
  const { longDate } = useDates();
  const { t } = useTranslation("week");
  return (
    <Card className="text-center">
      <Lock aria-hidden size={32} className="mx-auto text-primary" />
      <h2 className="mt-3 text-2xl font-semibold">{t("locked.title")}</h2>
      <p className="mx-auto mt-2 max-w-prose text-muted">
        {access.lockedBy === "schedule"
          ? t("locked.schedule", { n: access.week })
          : t("locked.plan", { n: access.week })}
        {access.lockedBy === "schedule" && access.recommendedFrom
          ? ` ${t("locked.scheduleFrom", { date: longDate(access.recommendedFrom, language) })}`
          : ""}
      </p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        {access.lockedBy === "plan" ? (
          <Link to={paths.payment} className={buttonClasses("primary")}>
            {t("locked.upgrade")}
          </Link>
        ) : null}
        <Link to={paths.week(1)} className={buttonClasses("secondary")}>
          {t("locked.back")}
        </Link>
      </div>
    </Card>
  );
}
