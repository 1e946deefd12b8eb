import type { ReactNode } from "react";
import { Card } from "@/client/components/ui/card";
import { FieldConflict } from "@/client/features/week/components/field-conflict";
import { TextAnswer } from "@/client/features/week/components/text-answer";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import { SHORT_TEXT_MAX_LENGTH } from "@/shared/journey-fields";

/**
 * One stored answer of weeks 3–5 with its conflict notice: a card with heading and description, the
 * field's conflict notice, then the answer's controls (children). Without a title it is a plain block
 * (option cards bring their own legend) or, with `card`, a card whose children name themselves.
 */
export function AnswerCard({
  week,
  field,
  autosave,
  labels,
  heading,
  icon,
  details,
  card = false,
  children,
}: {
  week: number;
  field: string;
  autosave: WeekAutosave;
  /** How the conflict notice names a choice's keys. */
  labels?: Record<string, string>;
  /** The card's heading and the sentence below it; without it, a plain block or a bare card. */
  heading?: { title: string; description: string };
  /** An icon before the heading (aria-hidden, 22 px). */
  icon?: ReactNode;
  /** Shown below the description (week 5's questions), before the conflict notice. */
  details?: ReactNode;
  card?: boolean;
  children: ReactNode;
}) {
  const conflict = <FieldConflict week={week} field={field} autosave={autosave} labels={labels} />;
  if (heading === undefined) {
    return card ? (
      <Card>
        {conflict}
        {children}
      </Card>
    ) : (
      <div className="space-y-3">
        {conflict}
        {children}
      </div>
    );
  }
  const title = <h2 className="text-2xl font-semibold">{heading.title}</h2>;
  return (
    <Card>
      {icon ? (
        <div className="flex items-center gap-3">
          {icon}
          {title}
        </div>
      ) : (
        title
      )}
      <p className={details ? "mt-1 text-muted" : "mt-1 mb-4 text-muted"}>{heading.description}</p>
      {details}
      {conflict}
      {children}
    </Card>
  );
}

/** A card with one text answer: its heading, description, conflict notice and labelled field. */
export function TextAnswerCard({
  week,
  field,
  content,
  autosave,
  max = SHORT_TEXT_MAX_LENGTH,
  multiline = true,
  details,
}: {
  week: number;
  field: string;
  content: { title: string; description: string; label: string; placeholder: string };
  autosave: WeekAutosave;
  max?: number;
  multiline?: boolean;
  details?: ReactNode;
}) {
  return (
    <AnswerCard week={week} field={field} autosave={autosave} heading={content} details={details}>
      <TextAnswer
        field={field}
        label={content.label}
        placeholder={content.placeholder}
        max={max}
        autosave={autosave}
        multiline={multiline}
      />
    </AnswerCard>
  );
}
