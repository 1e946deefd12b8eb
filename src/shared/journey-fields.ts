/**
 * The journey's stored fields, per week: which fields exist and which task ids each week has. The
 * week content in src/content uses these ids, and the server accepts nothing else.
 */
export const WEEK_TASK_IDS = {
  1: ["life-line", "energy-moments", "patterns"],
  2: ["values-reflection", "strengths-mirror", "values-in-action"],
  3: ["impact-moments", "impact-vision", "impact-first-steps"],
  4: ["purpose-questions", "purpose-sharpening"],
  5: ["purpose-in-daily-life", "goals-and-routines"],
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

/** Week 3: the one-line vision title; list items of weeks 3 and 4 (action ideas, drafts). */
export const VISION_TITLE_MAX_LENGTH = 120;
export const MAX_LIST_ITEMS = 20;
export const LIST_ITEM_MAX_LENGTH = 500;
/** Week 4 formula parts and week 5's shorter answers. */
export const SHORT_TEXT_MAX_LENGTH = 2_000;
export const MAX_DRAFT_RATING = 5;

export const IMPACT_CIRCLES = ["self", "others", "world"] as const;
export type ImpactCircle = (typeof IMPACT_CIRCLES)[number];
export const IMPACT_STYLES = ["direct", "scaling", "enabling", "systemic"] as const;
export type ImpactStyle = (typeof IMPACT_STYLES)[number];

/** Week 4's purpose test: one tick per question. */
export const PURPOSE_TEST_ITEMS = ["energy", "authentic", "others", "timeless", "action"] as const;
export type PurposeTestItem = (typeof PURPOSE_TEST_ITEMS)[number];

/** Week 5: the five example sentences, the commitment levels (spec 9) and the seven life areas (spec 9). */
export const DAILY_EXAMPLES = ["morning", "work", "conversation", "decision", "evening"] as const;
export type DailyExample = (typeof DAILY_EXAMPLES)[number];
export const COMMITMENT_LEVELS = ["light", "medium", "deep"] as const;
export type CommitmentLevel = (typeof COMMITMENT_LEVELS)[number];
export const DEFAULT_COMMITMENT: CommitmentLevel = "medium";
export const LIFE_AREAS = [
  "career",
  "family",
  "health",
  "growth",
  "finances",
  "leisure",
  "community",
] as const;
export type LifeArea = (typeof LIFE_AREAS)[number];

/** A week 4 draft: its text, its stars (0 = not rated yet) and whether it is the chosen purpose statement. */
export type PurposeDraft = { id: string; text: string; rating: number; chosen?: boolean };
export type PurposeFormula = { effect: string; way: string };

/** Fields each week stores. */
export const WEEK_FIELDS = {
  1: ["reflection", "tasks"],
  2: ["reflection", "tasks", "values", "strengths", "valuesChallenge"],
  3: ["reflection", "tasks", "visionTitle", "impactCircles", "impactStyle", "actionIdeas"],
  4: ["reflection", "tasks", "formula", "drafts", "purposeTest"],
  5: ["reflection", "tasks", "examples", "commitment", "lifeAreas", "gratitude", "purposeCheck", "goals"],
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
