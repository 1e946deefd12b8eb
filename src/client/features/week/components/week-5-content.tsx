import { usePrefetchQuery, useQuery } from "@tanstack/react-query";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import Flag from "lucide-react/icons/flag";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { calendarInfoQuery, graduateBadgeQuery } from "@/client/features/week/api/journey-api";
import { AnswerCard, TextAnswerCard } from "@/client/features/week/components/answer-card";
import { OptionCards } from "@/client/features/week/components/option-cards";
import { QuoteFigure } from "@/client/features/week/components/quote-figure";
import { TaskList } from "@/client/features/week/components/task-list";
import { AiCompanionSlot, JournalingCardSlot } from "@/client/features/week/components/week-end-slots";
import { WEEK_CONTENT, WeekIntro } from "@/client/features/week/components/week-intro";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import { useWeekTexts } from "@/client/features/week/hooks/use-week-texts";
import { lazyNamed } from "@/client/lib/lazy-named";
import type { Week5Content as Week5Texts } from "@/content/weeks/week-5-shape";
import {
  COMMITMENT_LEVELS,
  type CommitmentLevel,
  DAILY_EXAMPLES,
  type DailyExample,
  DEFAULT_COMMITMENT,
  LIFE_AREAS,
  type LifeArea,
} from "@/shared/journey-fields";
import type { Language } from "@/shared/languages";
import { paths } from "@/shared/routes";

const CalendarReminderForms = lazyNamed(
  () => import("@/client/features/week/components/calendar-reminders"),
  "CalendarReminderForms",
);

/** Week 5 – Integration & Alltag. */
export function Week5Content({ language, autosave }: { language: Language; autosave: WeekAutosave }) {
  const content = useWeekTexts(5, language);
  const examples = autosave.value<DailyExample[]>("examples", []);
  const commitment = autosave.value<CommitmentLevel>("commitment", DEFAULT_COMMITMENT);
  const areas = autosave.value<LifeArea[]>("lifeAreas", []);
  const commitmentLabels = Object.fromEntries(
    COMMITMENT_LEVELS.map((key) => [key, content.commitment.options[key].label]),
  );
  return (
    <div className={WEEK_CONTENT}>
      <WeekIntro paragraphs={content.intro} />

      <AnswerCard week={5} field="examples" autosave={autosave} labels={content.examples.items}>
        <OptionCards
          legend={content.examples.title}
          description={content.examples.description}
          multiple
          columns={1}
          options={DAILY_EXAMPLES.map((key) => ({ key, label: content.examples.items[key] }))}
          selected={examples}
          onChange={(next) => autosave.set("examples", next)}
        />
      </AnswerCard>

      <AnswerCard week={5} field="commitment" autosave={autosave} labels={commitmentLabels}>
        <OptionCards
          legend={content.commitment.title}
          description={content.commitment.description}
          multiple={false}
          columns={3}
          options={COMMITMENT_LEVELS.map((key) => ({ key, ...content.commitment.options[key] }))}
          selected={[commitment]}
          onChange={(next) => autosave.set("commitment", next[0] ?? DEFAULT_COMMITMENT)}
        />
      </AnswerCard>

      <AnswerCard week={5} field="lifeAreas" autosave={autosave} labels={content.lifeAreas.options}>
        <OptionCards
          legend={content.lifeAreas.title}
          description={content.lifeAreas.instruction}
          multiple
          options={LIFE_AREAS.map((key) => ({ key, label: content.lifeAreas.options[key] }))}
          selected={areas}
          onChange={(next) => autosave.set("lifeAreas", next)}
        />
      </AnswerCard>

      <TaskList tasks={content.tasks} autosave={autosave} />

      <TextAnswerCard week={5} field="gratitude" content={content.gratitude} autosave={autosave} />
      <TextAnswerCard
        week={5}
        field="purposeCheck"
        content={content.purposeCheck}
        autosave={autosave}
        details={
          <ul className="mt-2 mb-4 list-disc space-y-1 pl-5">
            {content.purposeCheck.questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        }
      />

      <CalendarReminders content={content} language={language} />

      <TextAnswerCard week={5} field="goals" content={content.goals} autosave={autosave} />

      <JournalingCardSlot content={content.journaling} autosave={autosave} />
      <AiCompanionSlot />
      <QuoteFigure quote={content.quote} language={language} />
    </div>
  );
}

/**
 * The calendar card: its heading at once, its forms from their own module with their data (decision
 * 131), both asked for when the week renders; the forms' place is held so nothing below them jumps.
 */
function CalendarReminders({ content, language }: { content: Week5Texts; language: Language }) {
  usePrefetchQuery(calendarInfoQuery);
  return (
    <Card>
      <div className="flex items-center gap-3">
        <CalendarPlus aria-hidden className="text-primary" size={22} />
        <h2 className="text-2xl font-semibold">{content.calendar.title}</h2>
      </div>
      <p className="mt-1 text-muted">{content.calendar.description}</p>
      <div className="mt-5">
        <Suspense fallback={<div className="min-h-[37rem] sm:min-h-64" />}>
          <CalendarReminderForms content={content} language={language} />
        </Suspense>
      </div>
    </Card>
  );
}

/**
 * The journey's closing card. It says "you have completed your Purpose Journey", so the week page
 * shows it only once week 5 is marked complete (decision 165), right below the completion card.
 */
/**
 * The closing card: once week 5 is complete, and already once all its tasks are ticked (decision 194),
 * saying plainly what completing the week does — it finishes the journey and, with
 * GRADUATE_BADGE=auto, unlocks the reflection download (decision 194).
 */
export function Week5Closing({
  language,
  autosave,
  completed,
}: {
  language: Language;
  autosave: WeekAutosave;
  completed: boolean;
}) {
  const { t } = useTranslation("week");
  const texts = useWeekTexts(5, language);
  const closing = texts.closing;
  const tasks = autosave.value<Record<string, boolean>>("tasks", {});
  const allTicked = texts.tasks.every((task) => tasks[task.id] === true);
  const mode = useQuery(graduateBadgeQuery).data;
  if (!completed && !allTicked) return null;
  const auto = mode === "auto";
  return (
    <Card className="border-primary/40 bg-primary-soft text-center">
      <Flag aria-hidden className="mx-auto text-primary" size={30} />
      <h2 className="mt-3 text-2xl font-semibold">{closing.title}</h2>
      {completed ? null : (
        <p className="mx-auto mt-2 max-w-prose font-medium">
          {auto ? t("closing.pendingAuto") : t("closing.pendingManual")}
        </p>
      )}
      <p className="mx-auto mt-2 max-w-prose leading-relaxed">{closing.text}</p>
      {completed && auto ? <p className="mx-auto mt-2 max-w-prose">{t("closing.unlocked")}</p> : null}
      <Link to={paths.community} className={`${buttonClasses("primary")} mt-5`}>
        {closing.action}
      </Link>
    </Card>
  );
}
