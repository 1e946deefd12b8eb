import Gem from "lucide-react/icons/gem";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { useDates } from "@/client/lib/page-clock";
import type { DashboardResponse } from "@/shared/dashboard";
import type { Language } from "@/shared/languages";
import { paths } from "@/shared/routes";

/** The member's plan, with the way to upgrade for free members and to change for everyone else. */
export function PlanSummary({ data, language }: { data: DashboardResponse; language: Language }) {
  const { longDate } = useDates();
  const { t } = useTranslation(["dashboard", "plans"]);
  const plan = data.plan;
  return (
    <Card aria-labelledby="plan-title">
      <h2
        id="plan-title"
        className="flex items-center gap-2 font-sans text-sm font-medium tracking-wide text-muted uppercase"
      >
        <Gem aria-hidden size={16} />
        {t("plan.title")}
      </h2>
      {plan ? (
        <>
          <p className="mt-2 font-serif text-2xl font-semibold">
            {t("plan.name", { plan: t(`names.${plan}`, { ns: "plans" }) })}
          </p>
          <p className="mt-1 text-muted">{t("plan.weeks", { count: data.accessibleWeeks.length })}</p>
          {data.subscriptionStartDate ? (
            <p className="text-sm text-muted">
              {t("plan.since", { date: longDate(data.subscriptionStartDate, language) })}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="mt-2 font-serif text-2xl font-semibold">{t("plan.none")}</p>
          <p className="mt-1 text-muted">{t("plan.noneText")}</p>
        </>
      )}
      <div className="mt-4">
        {plan === "free" || plan === null ? (
          <Link to={paths.payment} className={buttonClasses("primary", "md")}>
            {plan === null ? t("plan.choose") : t("plan.upgrade")}
          </Link>
        ) : (
          <Link to={paths.payment} className={buttonClasses("secondary", "sm")}>
            {t("plan.change")}
          </Link>
        )}
      </div>
    </Card>
  );
}
