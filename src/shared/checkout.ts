import { z } from "zod";
import { PLANS } from "@/shared/plans";

/** How long the simulated test-mode checkout takes (spec section 9). */
export const SIMULATED_CHECKOUT_MS = 1500;

/**
 * POST /api/plans/checkout. The client names only the plan and one key per attempt; whether the user
 * has paid, the price and the start date are the server's to decide (unknown keys are rejected).
 */
export const checkoutRequestSchema = z.strictObject({
  plan: z.enum(PLANS, { error: "plan.unknown" }),
  idempotencyKey: z.uuid({ error: "idempotencyKey.invalid" }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({
  plan: z.enum(PLANS),
  hasPaid: z.boolean(),
  subscriptionStartDate: z.string(),
  currentWeek: z.number().int(),
  /** true when the plan was already active or this attempt had been processed before: nothing changed. */
  unchanged: z.boolean(),
  testMode: z.boolean(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
