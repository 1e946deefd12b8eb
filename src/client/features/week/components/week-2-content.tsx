import QuoteIcon from "lucide-react/icons/quote";
import { useTranslation } from "react-i18next";
import { ChoicePicker, type ChoicePickerProps } from "@/client/features/week/components/choice-picker";
import { ConflictNoticeSlot } from "@/client/features/week/components/conflict-notice-slot";
import { TaskList } from "@/client/features/week/components/task-list";
import { emptyChallenge, ValuesChallenge } from "@/client/features/week/components/values-challenge";
import { AiCompanionSlot, JournalingCardSlot } from "@/client/features/week/components/week-end-slots";
import { WEEK_CONTENT, WeekIntro } from "@/client/features/week/components/week-intro";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import { useWeekTexts } from "@/client/features/week/hooks/use-week-texts";
import { quoted } from "@/client/lib/format";
import { MAX_STRENGTHS, MAX_VALUES, WEEKDAYS, type Weekday } from "@/shared/journey-fields";
import type { Language } from "@/shared/languages";

/** Week 2 – Werte & Stärken. */
export function Week2Content({ language, autosave }: { language: Language; autosave: WeekAutosave }) {
  const { t } = useTranslation("week");
  const content = useWeekTexts(2, language);
  const challenge = {
    ...emptyChallenge,
    ...autosave.value<Record<Weekday, boolean>>("valuesChallenge", emptyChallenge),
  };
  const challengeConflict = autosave.conflict("valuesChallenge");
  return (
    <div className={WEEK_CONTENT}>
      <WeekIntro paragraphs={content.intro} />
      <ChoiceField
        autosave={autosave}
        kind="values"
        title={content.values.title}
        description={content.values.description}
        suggestions={content.valueWords}
        max={MAX_VALUES}
        limitHint={t("values.limitHint", { max: MAX_VALUES })}
        // Merging both versions must not go past the limit of chosen values.
        canMerge={(merged) => Array.isArray(merged) && merged.length <= MAX_VALUES}
      />
      <ChoiceField
        autosave={autosave}
        kind="strengths"
        title={content.strengths.title}
        description={content.strengths.description}
        suggestions={content.strengthWords}
        max={MAX_STRENGTHS}
        limitHint={t("strengths.tooMany", { max: MAX_STRENGTHS })}
      />
      <TaskList tasks={content.tasks} autosave={autosave} />
      {challengeConflict ? (
        <ConflictNoticeSlot
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
      <JournalingCardSlot content={content.journaling} autosave={autosave} />
      <AiCompanionSlot />
      <figure className="rounded-lg bg-surface-muted px-6 py-8 text-center">
        <QuoteIcon aria-hidden className="mx-auto text-accent" size={28} />
        <blockquote className="mt-3 font-serif text-xl leading-relaxed sm:text-2xl">
          {quoted(content.quote.text, language)}
        </blockquote>
        <figcaption className="mt-3 text-sm text-muted">— {content.quote.author}</figcaption>
      </figure>
    </div>
  );
}

/** A choice list with its conflict notice above it, both on the autosaved field named by `kind`. */
function ChoiceField({
  autosave,
  canMerge,
  ...picker
}: Omit<ChoicePickerProps, "selected" | "onChange"> & {
  autosave: WeekAutosave;
  canMerge?: (merged: unknown) => boolean;
}) {
  const conflict = autosave.conflict(picker.kind);
  return (
    <>
      {conflict ? (
        <ConflictNoticeSlot
          conflict={conflict}
          onResolve={(value) => autosave.resolve(picker.kind, value)}
          canMerge={canMerge}
        />
      ) : null}
      <ChoicePicker
        {...picker}
        selected={autosave.value<string[]>(picker.kind, [])}
        onChange={(next) => autosave.set(picker.kind, next)}
      />
    </>
  );
}
