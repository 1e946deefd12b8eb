import Lightbulb from "lucide-react/icons/lightbulb";
import { useTranslation } from "react-i18next";
import { AnswerCard, TextAnswerCard } from "@/client/features/week/components/answer-card";
import { EditableItem, useListEditing } from "@/client/features/week/components/editable-item";
import { ListAdder } from "@/client/features/week/components/list-adder";
import { OptionCards } from "@/client/features/week/components/option-cards";
import { QuoteFigure } from "@/client/features/week/components/quote-figure";
import { TaskList } from "@/client/features/week/components/task-list";
import { AiCompanionSlot, JournalingCardSlot } from "@/client/features/week/components/week-end-slots";
import { WEEK_CONTENT, WeekIntro } from "@/client/features/week/components/week-intro";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import { useWeekTexts } from "@/client/features/week/hooks/use-week-texts";
import {
  IMPACT_CIRCLES,
  IMPACT_STYLES,
  type ImpactCircle,
  type ImpactStyle,
  VISION_TITLE_MAX_LENGTH,
} from "@/shared/journey-fields";
import type { Language } from "@/shared/languages";

const ideaIcon = <Lightbulb aria-hidden className="text-accent" size={22} />;

/** Week 3 – Beitrag & Wirkung. */
export function Week3Content({ language, autosave }: { language: Language; autosave: WeekAutosave }) {
  const { t } = useTranslation("week");
  const content = useWeekTexts(3, language);
  const circles = autosave.value<Partial<Record<ImpactCircle, boolean>>>("impactCircles", {});
  const style = autosave.value<ImpactStyle | null>("impactStyle", null);
  const ideas = autosave.value<string[]>("actionIdeas", []);
  const editing = useListEditing(ideas.length);
  const circleLabels = Object.fromEntries(
    IMPACT_CIRCLES.map((key) => [key, content.circles.options[key].label]),
  );
  const styleLabels = Object.fromEntries(
    IMPACT_STYLES.map((key) => [key, content.styles.options[key].label]),
  );
  return (
    <div className={WEEK_CONTENT}>
      <WeekIntro paragraphs={content.intro} />
      <TaskList tasks={content.tasks} autosave={autosave} />

      <TextAnswerCard
        week={3}
        field="visionTitle"
        content={content.vision}
        autosave={autosave}
        max={VISION_TITLE_MAX_LENGTH}
        multiline={false}
      />

      <AnswerCard week={3} field="impactCircles" autosave={autosave} labels={circleLabels}>
        <OptionCards
          legend={content.circles.title}
          description={content.circles.description}
          multiple
          columns={3}
          options={IMPACT_CIRCLES.map((key) => ({ key, ...content.circles.options[key] }))}
          selected={IMPACT_CIRCLES.filter((key) => circles[key])}
          onChange={(next) =>
            autosave.set(
              "impactCircles",
              Object.fromEntries(IMPACT_CIRCLES.map((key) => [key, next.includes(key)])),
            )
          }
        />
      </AnswerCard>

      <AnswerCard week={3} field="impactStyle" autosave={autosave} labels={styleLabels}>
        <OptionCards
          legend={content.styles.title}
          description={content.styles.description}
          multiple={false}
          options={IMPACT_STYLES.map((key) => ({ key, ...content.styles.options[key] }))}
          selected={style ? [style] : []}
          onChange={(next) => autosave.set("impactStyle", next[0] ?? null)}
        />
      </AnswerCard>

      <AnswerCard week={3} field="actionIdeas" autosave={autosave} heading={content.ideas} icon={ideaIcon}>
        {ideas.length > 0 ? (
          <ul aria-label={content.ideas.title} className="mb-4 space-y-2">
            {ideas.map((idea, index) => (
              // Ideas may repeat and have no ids; the edit state lives with the list (useListEditing).
              // biome-ignore lint/suspicious/noArrayIndexKey: a list of plain texts without ids
              <li key={index} className="flex items-start gap-2 rounded-md bg-surface-muted p-3">
                <EditableItem
                  index={index}
                  text={idea}
                  editing={editing}
                  editLabel={t("lists.editIdea", { n: index + 1 })}
                  textClassName="min-w-0 flex-1 break-words whitespace-pre-wrap"
                  onSave={(text) =>
                    autosave.set(
                      "actionIdeas",
                      ideas.map((item, i) => (i === index ? text : item)),
                    )
                  }
                  onRemove={() =>
                    autosave.set(
                      "actionIdeas",
                      ideas.filter((_, i) => i !== index),
                    )
                  }
                />
              </li>
            ))}
          </ul>
        ) : null}
        <ListAdder
          label={content.ideas.label}
          placeholder={content.ideas.placeholder}
          count={ideas.length}
          onAdd={(text) => autosave.set("actionIdeas", [...ideas, text])}
        />
      </AnswerCard>

      <JournalingCardSlot content={content.journaling} autosave={autosave} />
      <AiCompanionSlot />
      <QuoteFigure quote={content.quote} language={language} />
    </div>
  );
}
