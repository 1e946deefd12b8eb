import { Quote as QuoteIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AiCompanion } from "@/client/features/week/components/ai-companion";
import { ChoicePicker } from "@/client/features/week/components/choice-picker";
import { ConflictNotice } from "@/client/features/week/components/conflict-notice";
import { JournalingCard } from "@/client/features/week/components/journaling-card";
import { TaskList } from "@/client/features/week/components/task-list";
import { emptyChallenge, ValuesChallenge } from "@/client/features/week/components/values-challenge";
import { WeekIntro } from "@/client/features/week/components/week-intro";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import { week2 } from "@/content/weeks/week-2";
import { MAX_STRENGTHS, MAX_VALUES, WEEKDAYS, type Weekday } from "@/shared/journey-fields";
import type { Language } from "@/shared/languages";

/** Week 2 – Werte & Stärken. */
export function Week2Content({ language, autosave }: { language: Language; autosave: WeekAutosave }) {
  const { t } = useTranslation("week");
  const content = week2[language];
  const values = autosave.value<string[]>("values", []);
  const strengths = autosave.value<string[]>("strengths", []);
  const challenge = {
    ...emptyChallenge,
    ...autosave.value<Record<Weekday, boolean>>("valuesChallenge", emptyChallenge),
  };
  const valuesConflict = autosave.conflict("values");
  const strengthsConflict = autosave.conflict("strengths");
  const challengeConflict = autosave.conflict("valuesChallenge");
  return (
    <div className="space-y-10">
      <WeekIntro paragraphs={content.intro} />
      {valuesConflict ? (
        <ConflictNotice
          conflict={valuesConflict}
          onResolve={(value) => autosave.resolve("values", value)}
          canMerge={(merged) => Array.isArray(merged) && merged.length <= MAX_VALUES}
        />
      ) : null}
      <ChoicePicker
        kind="values"
        title={content.values.title}
        description={content.values.description}
        suggestions={content.valueWords}
        selected={values}
        onChange={(next) => autosave.set("values", next)}
        max={MAX_VALUES}
        limitHint={t("values.limitHint")}
      />
      {strengthsConflict ? (
        <ConflictNotice
          conflict={strengthsConflict}
          onResolve={(value) => autosave.resolve("strengths", value)}
        />
      ) : null}
      <ChoicePicker
        kind="strengths"
        title={content.strengths.title}
        description={content.strengths.description}
        suggestions={content.strengthWords}
        selected={strengths}
        onChange={(next) => autosave.set("strengths", next)}
        max={MAX_STRENGTHS}
        limitHint={t("strengths.tooMany", { max: MAX_STRENGTHS })}
      />
      <TaskList tasks={content.tasks} autosave={autosave} />
      {challengeConflict ? (
        <ConflictNotice
          conflict={challengeConflict}
          onResolve={(value) => autosave.resolve("valuesChallenge", value)}
          labels={Object.fromEntries(WEEKDAYS.map((day) => [day, t(`challenge.days.${day}`)]))}
        />
      ) : null}
      <ValuesChallenge
        title={content.challenge.title}
        description={content.challenge.description}
        days={challenge}
        onChange={(next) => autosave.set("valuesChallenge", next)}
      />
      <JournalingCard content={content.journaling} autosave={autosave} />
      <AiCompanion />
      <figure className="rounded-lg bg-surface-muted px-6 py-8 text-center">
        <QuoteIcon aria-hidden className="mx-auto text-accent" size={28} />
        <blockquote className="mt-3 font-serif text-xl leading-relaxed sm:text-2xl">
          {language === "de" ? `„${content.quote.text}“` : `“${content.quote.text}”`}
        </blockquote>
        <figcaption className="mt-3 text-sm text-muted">— {content.quote.author}</figcaption>
      </figure>
    </div>
  );
}
