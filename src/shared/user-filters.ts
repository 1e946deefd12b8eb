// Without zod, for the admin users page's filters; admin.ts validates the query with them.
import { PLANS } from "@/shared/plans";

/** The users list's plan filter: a plan, or "none" for members who have not chosen one (decision 192). */
export const USER_PLAN_FILTERS = [...PLANS, "none"] as const;
export type UserPlanFilter = (typeof USER_PLAN_FILTERS)[number];
