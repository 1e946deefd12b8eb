import ArrowRight from "lucide-react/icons/arrow-right";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { useDates } from "@/client/lib/page-clock";
import { weekTitles } from "@/content/week-titles";
import type { DashboardResponse } from "@/shared/dashboard";
import type { Language } from "@/shared/languages";
import { paths } from "@/shared/routes";

type WeekNumber = 1 | 2 | 3 | 4 | 5;

/** The week to continue with: the profile's current week while accessible, else the last open one. */
export function continueWeek(data: DashboardResponse): number {
  if (data.accessibleWeeks.includes(data.currentWeek)) return data.currentWeek;
  return data.accessibleWeeks.at(-1) ?? 1;
}

/** The current week with its continue button, and the selector listing only accessible weeks. */
export function CurrentWeekCard({ data, language }: { data: DashboardResponse; language: Language }) {
  const { longDate } = useDates();
  const { t } = useTranslation("dashboard");
  const navigate = useNavigate();
  const selectId = useId();
  const week = continueWeek(data);
  const [picked, setPicked] = useState(week);
  const info = data.weeks.find((w) => w.week === week);
  const title = weekTitles[language][week as WeekNumber];
  return (
    <Card aria-labelledby="current-week-title" className="bg-primary-soft/60">
      <h2
        id="current-week-title"
        className="font-sans text-sm font-medium tracking-wide text-muted uppercase"
      >
        {t("current.title")}
      </h2>
      <p className="mt-2 text-sm font-medium text-primary">{t("current.week", { n: week })}</p>
      <p className="font-serif text-2xl font-semibold">{title.title}</p>
      <p className="mt-1 text-muted">{title.tagline}</p>
      {info?.recommendedFrom && !info.startedAt && Date.parse(info.recommendedFrom) > Date.now() ? (
        <p className="mt-2 text-sm text-muted">
          {t("current.recommended", { date: longDate(info.recommendedFrom, language) })}
        </p>
      ) : null}
      <Link to={paths.week(week)} className={`${buttonClasses("primary", "lg")} mt-5 w-full sm:w-auto`}>
        {info?.startedAt ? t("current.continue", { n: week }) : t("current.start", { n: week })}
        <ArrowRight aria-hidden size={18} />
      </Link>

      <form
        method="get"
        className="mt-6 flex flex-col gap-2 border-t border-border pt-5 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(paths.week(picked));
        }}
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium">
            {t("selector.label")}
          </label>
          <select
            id={selectId}
            value={picked}
            onChange={(event) => setPicked(Number(event.target.value))}
            className="h-11 w-full rounded-md border border-control bg-surface px-3 text-base"
          >
            {data.accessibleWeeks.map((n) => (
              <option key={n} value={n}>
                {t("selector.option", { n, title: weekTitles[language][n as WeekNumber].title })}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          {t("selector.open")}
        </Button>
      </form>
    </Card>
  );
}
