import Award from "lucide-react/icons/award";
import MessageCircleHeart from "lucide-react/icons/message-circle-heart";
import PenLine from "lucide-react/icons/pen-line";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import { AnswerCard } from "@/client/features/week/components/answer-card";
import { EditableItem, useListEditing } from "@/client/features/week/components/editable-item";
import { ListAdder } from "@/client/features/week/components/list-adder";
import { QuoteFigure } from "@/client/features/week/components/quote-figure";
import { StarRating } from "@/client/features/week/components/star-rating";
import { TaskList } from "@/client/features/week/components/task-list";
import { TextAnswer } from "@/client/features/week/components/text-answer";
import { AiCompanionSlot, JournalingCardSlot } from "@/client/features/week/components/week-end-slots";
import { WEEK_CONTENT, WeekIntro } from "@/client/features/week/components/week-intro";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import { useWeekTexts } from "@/client/features/week/hooks/use-week-texts";
import { cn } from "@/client/lib/cn";
import { quoted } from "@/client/lib/format";
import {
  LIST_ITEM_MAX_LENGTH,
  MAX_LIST_ITEMS,
  PURPOSE_TEST_ITEMS,
  type PurposeDraft,
  type PurposeFormula,
  type PurposeTestItem,
  SHORT_TEXT_MAX_LENGTH,
} from "@/shared/journey-fields";
import type { Language } from "@/shared/languages";
import type { Plan } from "@/shared/plans";
import { favouriteDraft } from "@/shared/purpose-statement";

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

const formulaIcon = <PenLine aria-hidden className="text-primary" size={22} />;

/** Week 4 – Purpose-Formulierung. */
export function Week4Content({
  language,
  autosave,
  plan,
}: {
  language: Language;
  autosave: WeekAutosave;
  plan: Plan | null;
}) {
  const { t } = useTranslation("week");
  const previewId = useId();
  const content = useWeekTexts(4, language);
  const formula = { effect: "", way: "", ...autosave.value<Partial<PurposeFormula>>("formula", {}) };
  const drafts = autosave.value<PurposeDraft[]>("drafts", []);
  const editing = useListEditing(drafts.length);
  const test = autosave.value<Partial<Record<PurposeTestItem, boolean>>>("purposeTest", {});
  const statement = favouriteDraft(drafts);

  const effect = formula.effect.trim();
  const way = formula.way.trim();
  const sentence = `${content.formula.before} ${effect || content.formula.effectGap} ${content.formula.between} ${way || content.formula.wayGap}`;
  const setDrafts = (next: PurposeDraft[]) => autosave.set("drafts", next);
  const addDraft = (text: string) => setDrafts([...drafts, { id: newId(), text, rating: 0 }]);
  const formulaDraft = `${content.formula.before} ${effect} ${content.formula.between} ${way}.`;
  const canAddFormula =
    effect !== "" &&
    way !== "" &&
    drafts.length < MAX_LIST_ITEMS &&
    formulaDraft.length <= LIST_ITEM_MAX_LENGTH &&
    !drafts.some((draft) => draft.text === formulaDraft);

  return (
    <div className={WEEK_CONTENT}>
      <WeekIntro paragraphs={content.intro} />
      <div className="grid gap-4 sm:grid-cols-2">
        {content.quotes.map((quote) => (
          <figure key={quote.text} className="rounded-lg border-l-4 border-accent bg-surface-muted p-4">
            <blockquote className="font-serif text-lg leading-snug">
              {quoted(quote.text, language)}
            </blockquote>
            <figcaption className="mt-2 text-sm text-muted">— {quote.author}</figcaption>
          </figure>
        ))}
      </div>

      <AnswerCard week={4} field="formula" autosave={autosave} heading={content.formula} icon={formulaIcon}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextAnswer
            field="formula"
            label={content.formula.effectLabel}
            placeholder={content.formula.effectPlaceholder}
            max={SHORT_TEXT_MAX_LENGTH}
            autosave={autosave}
            multiline={false}
            value={formula.effect}
            onChange={(next) => autosave.set("formula", { ...formula, effect: next })}
          />
          <TextAnswer
            field="formula"
            label={content.formula.wayLabel}
            placeholder={content.formula.wayPlaceholder}
            max={SHORT_TEXT_MAX_LENGTH}
            autosave={autosave}
            multiline={false}
            value={formula.way}
            onChange={(next) => autosave.set("formula", { ...formula, way: next })}
          />
        </div>
        <div className="mt-4 rounded-md bg-primary-soft p-4">
          <p id={previewId} className="text-sm font-medium text-muted">
            {content.formula.previewLabel}
          </p>
          <output aria-labelledby={previewId} className="mt-1 block font-serif text-xl leading-snug">
            {sentence}
          </output>
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={!canAddFormula}
          onClick={() => addDraft(formulaDraft)}
        >
          {t("formula.useAsDraft")}
        </Button>
      </AnswerCard>

      <TaskList tasks={content.tasks} autosave={autosave} />

      <AnswerCard week={4} field="drafts" autosave={autosave} heading={content.drafts}>
        {drafts.length > 0 ? (
          <ol aria-label={content.drafts.title} className="mb-4 space-y-3">
            {drafts.map((draft, index) => {
              const isStatement = statement !== null && draft.text === statement;
              return (
                <li
                  key={draft.id}
                  className={cn(
                    "rounded-md border p-3",
                    isStatement ? "border-primary bg-primary-soft" : "border-border bg-surface-muted",
                  )}
                >
                  <div className="flex items-start gap-2">
                    <EditableItem
                      index={index}
                      text={draft.text}
                      editing={editing}
                      editLabel={t("drafts.editLabel", { n: index + 1 })}
                      as="p"
                      textClassName="min-w-0 flex-1 font-serif text-lg break-words whitespace-pre-wrap"
                      onSave={(text) =>
                        setDrafts(drafts.map((item) => (item.id === draft.id ? { ...item, text } : item)))
                      }
                      onRemove={() => setDrafts(drafts.filter((item) => item.id !== draft.id))}
                    />
                  </div>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                    <StarRating
                      label={t("stars.legend", { n: index + 1 })}
                      rating={draft.rating}
                      onChange={(rating) =>
                        setDrafts(drafts.map((item) => (item.id === draft.id ? { ...item, rating } : item)))
                      }
                    />
                    <Button
                      size="sm"
                      variant={draft.chosen ? "primary" : "secondary"}
                      aria-pressed={draft.chosen === true}
                      aria-label={t("drafts.markLabel", { n: index + 1 })}
                      onClick={() =>
                        setDrafts(
                          drafts.map((item) => {
                            const { chosen: _, ...rest } = item;
                            return item.id === draft.id && !draft.chosen ? { ...rest, chosen: true } : rest;
                          }),
                        )
                      }
                    >
                      <Award aria-hidden size={16} />
                      {draft.chosen ? t("drafts.marked") : t("drafts.mark")}
                    </Button>
                  </div>
                  {isStatement && !draft.chosen ? (
                    <p className="mt-2 text-sm text-muted">{t("drafts.highestRated")}</p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        ) : null}
        <ListAdder
          label={content.drafts.label}
          placeholder={content.drafts.placeholder}
          count={drafts.length}
          onAdd={addDraft}
        />
      </AnswerCard>

      <AnswerCard
        week={4}
        field="purposeTest"
        autosave={autosave}
        labels={content.test.items as Record<string, string>}
        card
      >
        <fieldset>
          <legend className="font-serif text-2xl font-semibold">{content.test.title}</legend>
          <p className="mt-1 mb-4 text-muted">{content.test.description}</p>
          <div className="space-y-3">
            {PURPOSE_TEST_ITEMS.map((item) => (
              <Checkbox
                key={item}
                checked={test[item] === true}
                onCheckedChange={(value) => autosave.set("purposeTest", { ...test, [item]: value })}
                label={content.test.items[item]}
              />
            ))}
          </div>
        </fieldset>
      </AnswerCard>

      <JournalingCardSlot content={content.journaling} autosave={autosave} />

      {plan === "deep" ? (
        <Card className="flex gap-3 border-primary/30">
          <MessageCircleHeart aria-hidden className="mt-0.5 shrink-0 text-primary" size={22} />
          <div>
            <h2 className="text-xl font-semibold">{content.coach.title}</h2>
            <p className="mt-1 leading-relaxed text-muted">{content.coach.text}</p>
          </div>
        </Card>
      ) : null}
      <AiCompanionSlot />
      <QuoteFigure quote={content.closingQuote} language={language} />
    </div>
  );
}
