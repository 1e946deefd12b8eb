import { z } from "zod";
import {
  CHOICE_MAX_LENGTH,
  choiceKey,
  isWeekField,
  MAX_STRENGTHS,
  MAX_VALUES,
  REFLECTION_MAX_LENGTH,
  WEEK_TASK_IDS,
  WEEKDAYS,
  type WeekNumber,
} from "@/shared/journey-fields";
import type { WeekAccess } from "@/shared/plan-access";
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

function tasksSchema(week: WeekNumber) {
  const known: readonly string[] = WEEK_TASK_IDS[week];
  return z
    .record(z.string(), z.boolean())
    .refine((tasks) => Object.keys(tasks).every((id) => known.includes(id)), journeyErrorCodes.unknownTask);
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
    default:
      return null;
  }
}

/** The first problem with a field's value as an error code, or null when it may be stored. */
export function journeyValueError(week: number, field: string, value: unknown): string | null {
  const schema = journeyFieldSchema(week, field);
  if (!schema) return "unknown_field";
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
