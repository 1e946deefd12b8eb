import { addZonedDays } from "@/shared/dates";
import { type Plan, TOTAL_WEEKS } from "@/shared/plans";

/** Days after a week was first opened from which the next week is recommended (spec section 9). */
export const RECOMMENDED_GAP_DAYS = 7;

export type WeekAccessInput = {
  /** null: no plan chosen yet, treated like free. */
  plan: Plan | null;
  /** Operator setting: turns Core's "recommended from" guideline into a real lock. */
  coreWeekLock: boolean;
  /** Week number to the ISO instant it was first opened (user_week_progress.started_at). */
  firstOpened: Partial<Record<number, string | null>>;
  /** The member's zone (their own, else the operator's): "7 days later" is 7 days on their calendar. */
  timeZone: string;
  now: Date;
};

export type WeekAccess = {
  week: number;
  accessible: boolean;
  /** Why a week is closed: the plan does not include it, or Core's schedule lock has not reached it. */
  lockedBy: "plan" | "schedule" | null;
  /** ISO instant from which the week is recommended; null for week 1 or while the previous week is unopened. */
  recommendedFrom: string | null;
};

/** Weeks a plan includes at all: free gets week 1, Core and Deep the whole journey. */
export function planWeekCount(plan: Plan | null): number {
  return plan === "core" || plan === "deep" ? TOTAL_WEEKS : 1;
}

/** The same time of day on the member's clock, RECOMMENDED_GAP_DAYS after the previous week was opened. */
export function recommendedFrom(
  week: number,
  firstOpened: WeekAccessInput["firstOpened"],
  timeZone: string,
): string | null {
  if (week <= 1) return null;
  const previous = firstOpened[week - 1];
  if (!previous) return null;
  return addZonedDays(new Date(previous), RECOMMENDED_GAP_DAYS, timeZone).toISOString();
}

export function weekAccess(week: number, input: WeekAccessInput): WeekAccess {
  const recommended = recommendedFrom(week, input.firstOpened, input.timeZone);
  if (week < 1 || week > TOTAL_WEEKS || week > planWeekCount(input.plan)) {
    return { week, accessible: false, lockedBy: "plan", recommendedFrom: recommended };
  }
  // Deep always has full access; Core follows the schedule only when the operator turned the lock on.
  if (input.plan === "core" && input.coreWeekLock && week > 1) {
    const reached = recommended !== null && Date.parse(recommended) <= input.now.getTime();
    if (!reached) return { week, accessible: false, lockedBy: "schedule", recommendedFrom: recommended };
  }
  return { week, accessible: true, lockedBy: null, recommendedFrom: recommended };
}

export function allWeekAccess(input: WeekAccessInput): WeekAccess[] {
  return Array.from({ length: TOTAL_WEEKS }, (_, index) => weekAccess(index + 1, input));
}

/** The weeks the week selector lists. */
export function accessibleWeeks(input: WeekAccessInput): number[] {
  return allWeekAccess(input)
    .filter((access) => access.accessible)
    .map((access) => access.week);
}

/** has_paid after a plan is activated: true for Core and Deep, false for free (spec section 4). */
export function paysFor(plan: Plan): boolean {
  return plan !== "free";
}

/**
 * The current week after a plan change: a first plan starts at week 1; a later change keeps the
 * user's place, but never beyond what the new plan includes (a switch to free goes back to week 1).
 */
export function currentWeekAfterPlanChange(previousWeek: number, plan: Plan): number {
  return Math.min(Math.max(1, previousWeek), planWeekCount(plan));
}
