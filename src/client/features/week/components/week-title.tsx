import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { weekTitles } from "@/content/week-titles";
import type { Language } from "@/shared/languages";
import { TOTAL_WEEKS } from "@/shared/plans";

/**
 * A week's label, title and tagline: the top of `WeekHeader`, and of the week page while the week's
 * answer is not there yet.
 */
export function WeekTitle({ week, language }: { week: 1 | 2 | 3 | 4 | 5; language: Language }) {
  const { t } = useTranslation("week");
  const title = weekTitles[language][week];
  return (
    <div>
      <p className="text-sm font-medium tracking-wide text-primary uppercase">
        {t("weekOf", { n: week, total: TOTAL_WEEKS })}
      </p>
      <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{title.title}</h1>
      <p className="mt-2 text-lg text-muted">{title.tagline}</p>
    </div>
  );
}

/** The wrappers around a week's header. */
export const WEEK_SECTION = "mx-auto max-w-3xl px-4 pt-8 pb-20 sm:px-6 sm:pt-12";

/**
 * A week page's title in the page's wrappers, with its loading state below (`children`) while the week's
 * answer is not there yet (offline the page starts without it): the title stays where the week shows it.
 */
export function WeekFirstScreen({
  week,
  language,
  children,
}: {
  week: 1 | 2 | 3 | 4 | 5;
  language: Language;
  children?: ReactNode;
}) {
  return (
    <section className={WEEK_SECTION}>
      <div className="space-y-10">
        <header className="space-y-6">
          <WeekTitle week={week} language={language} />
        </header>
        {children}
      </div>
    </section>
  );
}
