import { z } from "zod";
import {
  CHOICE_MAX_LENGTH,
  COMMITMENT_LEVELS,
  choiceKey,
  DAILY_EXAMPLES,
  IMPACT_CIRCLES,
  IMPACT_STYLES,
  isWeekField,
  LIFE_AREAS,
  LIST_ITEM_MAX_LENGTH,
  MAX_DRAFT_RATING,
  MAX_LIST_ITEMS,
  MAX_STRENGTHS,
  MAX_VALUES,
  PURPOSE_TEST_ITEMS,
  REFLECTION_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  VISION_TITLE_MAX_LENGTH,
  WEEK_TASK_IDS,
  WEEKDAYS,
  type WeekNumber,
} from "@/shared/journey-fields";
import type { WeekAccess } from "@/shared/plan-access";
import { FORBIDDEN_KEYS, hasForbiddenKey, withSafeKeys } from "@/shared/text-rules";
import { parseWeekNumber } from "@/shared/weeks";

/** Error codes the field schemas report; the client translates them. */
export const journeyErrorCodes = {
  tooLong: "too_long",
  tooMany: "too_many",
  duplicate: "duplicate",
  empty: "empty",
  unknownTask: "unknown_task",
  invalid: "invalid",
} as const;

const choice = z
  .string()
  .refine((value) => value.trim().length > 0, journeyErrorCodes.empty)
  .refine((value) => value.trim() === value, journeyErrorCodes.invalid)
  .refine((value) => value.length <= CHOICE_MAX_LENGTH, journeyErrorCodes.tooLong);

function choiceList(max: number) {
  return z
    .array(choice)
    .max(max, journeyErrorCodes.tooMany)
    .refine((list) => new Set(list.map(choiceKey)).size === list.length, journeyErrorCodes.duplicate);
}

export const reflectionSchema = z.string().max(REFLECTION_MAX_LENGTH, journeyErrorCodes.tooLong);
export const valuesSchema = choiceList(MAX_VALUES);
export const strengthsSchema = choiceList(MAX_STRENGTHS);
export const valuesChallengeSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.boolean()])) as Record<
    (typeof WEEKDAYS)[number],
    z.ZodBoolean
  >,
);

function flags<const K extends string>(keys: readonly K[]) {
  return z.strictObject(
    Object.fromEntries(keys.map((key) => [key, z.boolean().optional()])) as Record<
      K,
      z.ZodOptional<z.ZodBoolean>
    >,
  );
}

function uniqueList<T extends string>(items: readonly [T, ...T[]]) {
  return z
    .array(z.enum(items))
    .refine((list) => new Set(list).size === list.length, journeyErrorCodes.duplicate);
}

/** A list entry as the client stores it: trimmed and not blank (blank ones are never added). */
const listText = z
  .string()
  .max(LIST_ITEM_MAX_LENGTH, journeyErrorCodes.tooLong)
  .refine((value) => value.trim().length > 0, journeyErrorCodes.empty)
  .refine((value) => value.trim() === value, journeyErrorCodes.invalid);

export const visionTitleSchema = z
  .string()
  .max(VISION_TITLE_MAX_LENGTH, journeyErrorCodes.tooLong)
  .refine((value) => !/[\r\n]/.test(value), journeyErrorCodes.invalid);
export const impactCirclesSchema = flags(IMPACT_CIRCLES);
export const impactStyleSchema = z.enum(IMPACT_STYLES).nullable();
export const actionIdeasSchema = z.array(listText).max(MAX_LIST_ITEMS, journeyErrorCodes.tooMany);
export const formulaSchema = z.strictObject({
  effect: z.string().max(SHORT_TEXT_MAX_LENGTH, journeyErrorCodes.tooLong),
  way: z.string().max(SHORT_TEXT_MAX_LENGTH, journeyErrorCodes.tooLong),
});
export const draftsSchema = z
  .array(
    z.strictObject({
      id: z.string().min(1).max(64),
      text: listText,
      rating: z.number().int().min(0).max(MAX_DRAFT_RATING),
      chosen: z.boolean().optional(),
    }),
  )
  .max(MAX_LIST_ITEMS, journeyErrorCodes.tooMany)
  .refine(
    (drafts) => new Set(drafts.map((draft) => draft.id)).size === drafts.length,
    journeyErrorCodes.duplicate,
  )
  .refine((drafts) => drafts.filter((draft) => draft.chosen).length <= 1, journeyErrorCodes.invalid);
export const purposeTestSchema = flags(PURPOSE_TEST_ITEMS);
export const examplesSchema = uniqueList(DAILY_EXAMPLES);
export const commitmentSchema = z.enum(COMMITMENT_LEVELS);
export const lifeAreasSchema = uniqueList(LIFE_AREAS);
export const shortTextSchema = z.string().max(SHORT_TEXT_MAX_LENGTH, journeyErrorCodes.tooLong);

function tasksSchema(week: WeekNumber) {
  const known: readonly string[] = WEEK_TASK_IDS[week];
  return withSafeKeys(
    z
      .record(z.string(), z.boolean())
      .refine((tasks) => Object.keys(tasks).every((id) => known.includes(id)), journeyErrorCodes.unknownTask),
    journeyErrorCodes.unknownTask,
  );
}

/** The schema of one field's value in one week, or null when the week has no such field. */
export function journeyFieldSchema(week: number, field: string): z.ZodType | null {
  if (!isWeekField(week, field)) return null;
  switch (field) {
    case "reflection":
      return reflectionSchema;
    case "tasks":
      return tasksSchema(week as WeekNumber);
    case "values":
      return valuesSchema;
    case "strengths":
      return strengthsSchema;
    case "valuesChallenge":
      return valuesChallengeSchema;
    case "visionTitle":
      return visionTitleSchema;
    case "impactCircles":
      return impactCirclesSchema;
    case "impactStyle":
      return impactStyleSchema;
    case "actionIdeas":
      return actionIdeasSchema;
    case "formula":
      return formulaSchema;
    case "drafts":
      return draftsSchema;
    case "purposeTest":
      return purposeTestSchema;
    case "examples":
      return examplesSchema;
    case "commitment":
      return commitmentSchema;
    case "lifeAreas":
      return lifeAreasSchema;
    case "gratitude":
    case "purposeCheck":
    case "goals":
      return shortTextSchema;
    default:
      return null;
  }
}

/** The first problem with a field's value as an error code, or null when it may be stored. */
export function journeyValueError(week: number, field: string, value: unknown): string | null {
  if (FORBIDDEN_KEYS.has(field)) return "unknown_field";
  const schema = journeyFieldSchema(week, field);
  if (!schema) return "unknown_field";
  if (hasForbiddenKey(value)) return journeyErrorCodes.invalid;
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? journeyErrorCodes.invalid);
}

export const journeyChangesSchema = z.object({
  changes: z
    .array(
      z.object({
        field: z.string().min(1).max(40),
        value: z.unknown(),
        baseVersion: z.number().int().min(0),
      }),
    )
    .min(1)
    .max(20),
});
export type JourneyChange = z.infer<typeof journeyChangesSchema>["changes"][number];

export type JourneyEntry = { value: unknown; version: number; updatedAt: string };
export type WeekProgress = {
  startedAt: string | null;
  completedAt: string | null;
  unlockedAt: string | null;
  visitedAt: string | null;
};

/** The `:week` path parameter: the same rule as the page's URL (plain integers 1 to 5). */
export const weekParamSchema = z.object({
  week: z.string().transform((value, ctx) => {
    const week = parseWeekNumber(value);
    if (week === null) {
      ctx.addIssue({ code: "custom", message: "not_found" });
      return z.NEVER;
    }
    return week;
  }),
});

/** GET /api/journey/weeks/:week */
export type WeekStateResponse = {
  week: number;
  access: WeekAccess;
  /** Every week's access, for the week switcher. */
  weeks: WeekAccess[];
  progress: WeekProgress;
  /** Weeks the viewer marked complete, for the step indicator. */
  completedWeeks: number[];
  entries: Record<string, JourneyEntry>;
};

/** GET /api/journey */
export type JourneyStateResponse = {
  entries: Array<{ week: number; field: string } & JourneyEntry>;
  progress: Array<{ week: number } & WeekProgress>;
};

export type SaveEntriesResponse = { entries: Record<string, JourneyEntry> };
export type SaveConflictResponse = {
  error: { code: "conflict"; message: string };
  conflicts: Record<string, JourneyEntry | { value: null; version: 0; updatedAt: null }>;
};
