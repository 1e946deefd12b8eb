import type { ReactNode } from "react";
import { WeekHeader } from "@/client/features/week/components/week-header";
import { WEEK_SECTION } from "@/client/features/week/components/week-title";
import type { WeekStateResponse } from "@/shared/journey-schemas";
import type { Language } from "@/shared/languages";
import type { Plan } from "@/shared/plans";

/** An open week's wrappers and header with the member's status panel, above the week's content. */
export function OpenWeekTop({
  data,
  language,
  plan,
  children,
}: {
  data: WeekStateResponse;
  language: Language;
  plan: Plan | null;
  children: ReactNode;
}) {
  const { week } = data;
  return (
    <section className={WEEK_SECTION}>
      <div className="space-y-10">
        <WeekHeader
          week={week}
          language={language}
          plan={plan}
          weeks={data.weeks}
          progress={data.progress}
          completedWeeks={
            data.progress.completedAt
              ? [...new Set([...data.completedWeeks, week])]
              : data.completedWeeks.filter((n) => n !== week)
          }
        />
        {children}
      </div>
    </section>
  );
}
