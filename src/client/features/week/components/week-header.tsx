import Check from "lucide-react/icons/check";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/client/components/ui/button";
import { WeekTitle } from "@/client/features/week/components/week-title";
import { cn } from "@/client/lib/cn";
import { useDates } from "@/client/lib/page-clock";
import { weekTitles } from "@/content/week-titles";
import type { WeekProgress } from "@/shared/journey-schemas";
import type { Language } from "@/shared/languages";
import type { WeekAccess } from "@/shared/plan-access";
import type { Plan } from "@/shared/plans";
import { TOTAL_WEEKS } from "@/shared/plans";
import { paths } from "@/shared/routes";

type WeekHeaderProps = {
  week: number;
  language: Language;
  plan: Plan | null;
  weeks: WeekAccess[];
  progress: WeekProgress;
  completedWeeks: number[];
};

/** Status panel, step indicator, week switcher, and the week's title with its tagline. */
export function WeekHeader({ week, language, plan, weeks, progress, completedWeeks }: WeekHeaderProps) {
  const { longDate } = useDates();
  const { t } = useTranslation("week");
  const navigate = useNavigate();
  const titles = weekTitles[language];
  const nextRecommended = weeks[week]?.recommendedFrom ?? null;
  const accessible = weeks.filter((access) => access.accessible).map((access) => access.week);
  const currentLocked = !accessible.includes(week);
  const options = currentLocked ? [...accessible, week].sort((a, b) => a - b) : accessible;
  // The select only picks; "Open" navigates (WCAG 3.2.2: arrow keys on a closed select change it).
  const [picked, setPicked] = useState(week);
  const [pickedFor, setPickedFor] = useState(week);
  if (pickedFor !== week) {
    setPickedFor(week);
    setPicked(week);
  }

  return (
    <header className="space-y-6">
      <WeekTitle week={week as keyof typeof titles} language={language} />

      {/* A list, not a nav landmark: the steps show progress and hold no links. */}
      <div>
        <ol aria-label={t("steps.label")} className="flex items-center">
          {Array.from({ length: TOTAL_WEEKS }, (_, index) => index + 1).map((n) => {
            const done = completedWeeks.includes(n);
            const current = n === week;
            return (
              <li key={n} className={cn("flex items-center", n < TOTAL_WEEKS && "flex-1")}>
                <span
                  aria-current={current ? "step" : undefined}
                  className={cn(
                    "flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold",
                    current
                      ? "border-primary bg-primary text-primary-foreground"
                      : done
                        ? "border-success bg-success-soft text-success"
                        : "border-border bg-surface text-muted",
                  )}
                >
                  {done && !current ? <Check aria-hidden size={16} strokeWidth={3} /> : n}
                  <span className="sr-only">
                    {` ${t("weekLabel", { n })}: ${titles[n as keyof typeof titles].title}`}
                    {current ? ` (${t("steps.current")})` : done ? ` (${t("steps.done")})` : ""}
                  </span>
                </span>
                {n < TOTAL_WEEKS ? (
                  <span
                    aria-hidden
                    className={cn("mx-1 h-0.5 flex-1 rounded", done ? "bg-success/50" : "bg-border")}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>

      <section
        aria-labelledby="status-title"
        className="rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-5"
      >
        <h2 id="status-title" className="font-sans text-sm font-semibold tracking-wide text-muted uppercase">
          {t("status.title")}
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted">{t("status.plan")}</dt>
            <dd className="font-medium">{t(`status.plans.${plan ?? "none"}`)}</dd>
          </div>
          <div>
            <dt className="text-muted">
              {progress.completedAt ? t("status.completed") : t("status.started")}
            </dt>
            <dd className="font-medium">
              {progress.completedAt
                ? longDate(progress.completedAt, language)
                : progress.startedAt
                  ? longDate(progress.startedAt, language)
                  : t("status.notStarted")}
            </dd>
          </div>
          {week < TOTAL_WEEKS && nextRecommended ? (
            <div>
              <dt className="text-muted">{t("status.recommended")}</dt>
              <dd className="font-medium">{longDate(nextRecommended, language)}</dd>
              <dd className="text-xs text-muted">{t("status.recommendedHint")}</dd>
            </div>
          ) : null}
        </dl>
        <form
          method="get"
          className="mt-4 flex flex-col gap-1.5 border-t border-border pt-4 sm:flex-row sm:items-center sm:gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (picked !== week) navigate(paths.week(picked));
          }}
        >
          <label htmlFor="week-switcher" className="text-sm font-medium">
            {t("switcher.label")}
          </label>
          <div className="flex gap-2">
            <select
              id="week-switcher"
              value={picked}
              onChange={(event) => setPicked(Number(event.target.value))}
              className="h-11 min-w-0 flex-1 rounded-md border border-control bg-surface px-3 text-base font-medium sm:min-w-72"
            >
              {options.map((n) => {
                const label = { n, title: titles[n as keyof typeof titles].title };
                const locked = currentLocked && n === week;
                return (
                  <option key={n} value={n} disabled={locked}>
                    {locked ? t("switcher.lockedOption", label) : t("switcher.option", label)}
                  </option>
                );
              })}
            </select>
            <Button type="submit" variant="secondary">
              {t("switcher.open")}
            </Button>
          </div>
        </form>
      </section>
    </header>
  );
}
