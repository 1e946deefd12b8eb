import { z } from "zod";
import { LANGUAGES } from "@/shared/languages";
import { PLANS } from "@/shared/plans";

export const dashboardQuerySchema = z.strictObject({ lang: z.enum(LANGUAGES).optional() });

const weekSchema = z.object({
  week: z.number().int(),
  accessible: z.boolean(),
  lockedBy: z.enum(["plan", "schedule"]).nullable(),
  recommendedFrom: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Tasks the user ticked as done in this week (true values of the journey field "tasks"). */
  tasksDone: z.number().int(),
});
export type DashboardWeek = z.infer<typeof weekSchema>;

const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  eventDate: z.string(),
  /** Until then the event stays listed (decision 197). */
  endsAt: z.string(),
  eventLink: z.string().nullable(),
});
export type DashboardEvent = z.infer<typeof eventSchema>;

/** GET /api/dashboard: everything the member's overview shows, in one answer. */
export const dashboardResponseSchema = z.object({
  fullName: z.string(),
  plan: z.enum(PLANS).nullable(),
  hasPaid: z.boolean(),
  subscriptionStartDate: z.string().nullable(),
  currentWeek: z.number().int(),
  consentComplete: z.boolean(),
  weeks: z.array(weekSchema),
  accessibleWeeks: z.array(z.number().int()),
  /** The highest-rated week 4 draft with at least one star, else null. */
  purposeStatement: z.string().nullable(),
  events: z.array(eventSchema),
  isGraduate: z.boolean(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** How many upcoming events the dashboard lists. */
export const DASHBOARD_EVENT_LIMIT = 3;

/** Tasks done in a week: the number of true values of the journey field "tasks". */
export function countTasksDone(tasks: unknown): number {
  if (!tasks || typeof tasks !== "object" || Array.isArray(tasks)) return 0;
  return Object.values(tasks).filter((value) => value === true).length;
}
