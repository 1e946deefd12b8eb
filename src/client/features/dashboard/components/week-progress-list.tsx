import CircleCheck from "lucide-react/icons/circle-check";
import CircleDashed from "lucide-react/icons/circle-dashed";
import CircleDot from "lucide-react/icons/circle-dot";
import Lock from "lucide-react/icons/lock";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "@/client/components/ui/card";
import { cn } from "@/client/lib/cn";
import { weekTitles } from "@/content/week-titles";
import type { DashboardResponse, DashboardWeek } from "@/shared/dashboard";
import type { Language } from "@/shared/languages";
import { paths } from "@/shared/routes";

function status(week: DashboardWeek) {
  if (!week.accessible) return week.lockedBy === "schedule" ? "lockedSchedule" : "locked";
  if (week.completedAt) return "completed";
  if (week.startedAt) return "opened";
  return "notOpened";
}

const icons = {
  completed: CircleCheck,
  opened: CircleDot,
  notOpened: CircleDashed,
  locked: Lock,
  lockedSchedule: Lock,
} as const;

/** Progress across the five weeks: started, tasks done, completed; locked weeks say why. */
export function WeekProgressList({ data, language }: { data: DashboardResponse; language: Language }) {
  const { t } = useTranslation("dashboard");
  const opened = data.weeks.filter((w) => w.startedAt).length;
  const completed = data.weeks.filter((w) => w.completedAt).length;
  return (
    <Card aria-labelledby="progress-title">
      <h2 id="progress-title" className="text-xl font-semibold">
        {t("progress.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("progress.summary", { opened, completed })}</p>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-surface-muted"
        role="progressbar"
        aria-label={t("progress.title")}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={completed}
        aria-valuetext={t("progress.summary", { opened, completed })}
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${(completed / 5) * 100}%` }} />
      </div>
      <ol className="mt-5 flex flex-col divide-y divide-border">
        {data.weeks.map((week) => {
          const state = status(week);
          const Icon = icons[state];
          const title = weekTitles[language][week.week as 1 | 2 | 3 | 4 | 5].title;
          const label = `${t("progress.week", { n: week.week })}: ${title}`;
          return (
            <li key={week.week} className="flex items-start gap-3 py-3">
              <Icon
                aria-hidden
                size={20}
                className={cn(
                  "mt-0.5 shrink-0",
                  state === "completed" ? "text-success" : state === "opened" ? "text-primary" : "text-muted",
                )}
              />
              <div className="min-w-0 flex-1">
                {week.accessible ? (
                  <Link to={paths.week(week.week)} className="font-medium hover:text-primary hover:underline">
                    {label}
                  </Link>
                ) : (
                  <span className="font-medium text-muted">{label}</span>
                )}
                <p className="text-sm text-muted">
                  {t(`progress.${state}`)}
                  {week.accessible && week.tasksDone > 0
                    ? ` · ${t("progress.tasks", { count: week.tasksDone })}`
                    : null}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
