/**
 * The journey's stored fields, per week: which fields exist and which task ids each week has. The
 * week content in src/content uses these ids, and the server accepts nothing else.
 */
export const WEEK_TASK_IDS = {
  1: ["life-line", "energy-moments", "patterns"],
  2: ["values-reflection", "strengths-mirror", "values-in-action"],
  3: [],
  4: [],
  5: [],
} as const satisfies Record<number, readonly string[]>;

export type WeekNumber = keyof typeof WEEK_TASK_IDS;
export type TaskId<W extends WeekNumber> = (typeof WEEK_TASK_IDS)[W][number];

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Limits of what a user may store (spec section 9: at most 5 values; the rest are our own bounds). */
export const REFLECTION_MAX_LENGTH = 20_000;
export const MAX_VALUES = 5;
export const MAX_STRENGTHS = 50;
export const CHOICE_MAX_LENGTH = 60;

/** Fields each week stores; weeks 3 to 5 gain their own fields with their content. */
export const WEEK_FIELDS = {
  1: ["reflection", "tasks"],
  2: ["reflection", "tasks", "values", "strengths", "valuesChallenge"],
  3: ["reflection", "tasks"],
  4: ["reflection", "tasks"],
  5: ["reflection", "tasks"],
} as const satisfies Record<WeekNumber, readonly string[]>;

export type JourneyField = (typeof WEEK_FIELDS)[WeekNumber][number];

export function isWeekField(week: number, field: string): field is JourneyField {
  const fields = WEEK_FIELDS[week as WeekNumber] as readonly string[] | undefined;
  return fields?.includes(field) ?? false;
}

/** Values and strengths compare without case and surrounding spaces: "Mut" and " mut" are one choice. */
export function choiceKey(value: string): string {
  return value.trim().toLocaleLowerCase();
}
