import type { z } from "zod";
import type { WeekNumber } from "@/shared/journey-fields";
import {
  type actionIdeasSchema,
  type commitmentSchema,
  type draftsSchema,
  type examplesSchema,
  type formulaSchema,
  type impactCirclesSchema,
  type impactStyleSchema,
  journeyFieldSchema,
  type lifeAreasSchema,
  type purposeTestSchema,
  type reflectionSchema,
  type shortTextSchema,
  type strengthsSchema,
  type valuesChallengeSchema,
  type valuesSchema,
  type visionTitleSchema,
} from "@/shared/journey-schemas";

/** What each journey field holds once its stored value has passed the field's own schema. */
export type FieldValues = {
  reflection: z.infer<typeof reflectionSchema>;
  tasks: Record<string, boolean>;
  values: z.infer<typeof valuesSchema>;
  strengths: z.infer<typeof strengthsSchema>;
  valuesChallenge: z.infer<typeof valuesChallengeSchema>;
  visionTitle: z.infer<typeof visionTitleSchema>;
  impactCircles: z.infer<typeof impactCirclesSchema>;
  impactStyle: z.infer<typeof impactStyleSchema>;
  actionIdeas: z.infer<typeof actionIdeasSchema>;
  formula: z.infer<typeof formulaSchema>;
  drafts: z.infer<typeof draftsSchema>;
  purposeTest: z.infer<typeof purposeTestSchema>;
  examples: z.infer<typeof examplesSchema>;
  commitment: z.infer<typeof commitmentSchema>;
  lifeAreas: z.infer<typeof lifeAreasSchema>;
  gratitude: z.infer<typeof shortTextSchema>;
  purposeCheck: z.infer<typeof shortTextSchema>;
  goals: z.infer<typeof shortTextSchema>;
};

/** A member's answers, week by week; a field is absent when never stored or no longer valid. */
export type StoredAnswers = Partial<Record<WeekNumber, Partial<FieldValues>>>;

/**
 * Reads stored rows through the same schemas the journey route writes with, so the document never
 * renders a value of the wrong shape (an answer stored before a schema change is left out, not cast).
 */
export function parseStoredAnswers(
  rows: ReadonlyArray<{ week_number: number; field: string; value: string }>,
): StoredAnswers {
  const answers: StoredAnswers = {};
  for (const row of rows) {
    const schema = journeyFieldSchema(row.week_number, row.field);
    if (!schema) continue;
    let raw: unknown;
    try {
      raw = JSON.parse(row.value);
    } catch {
      continue;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) continue;
    const week = row.week_number as WeekNumber;
    // journeyFieldSchema(week, field) is the schema FieldValues[field] is inferred from.
    answers[week] = { ...answers[week], [row.field]: parsed.data } as Partial<FieldValues>;
  }
  return answers;
}
