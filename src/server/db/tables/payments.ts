/** Tables added by migration 0004-payments (issue: Onboarding, plans, checkout, dashboard). */

/** One checkout attempt: a plan activation, paid through a provider or free. */
export interface PaymentTable {
  id: string;
  user_id: string;
  plan: "free" | "core" | "deep";
  amount_cents: number;
  currency: string;
  /** Which PaymentProvider handled it ("test-mode", "none" for the free plan). */
  provider: string;
  provider_reference: string | null;
  /** pending → succeeded or failed; the profile changes only together with "succeeded". */
  status: "pending" | "succeeded" | "failed";
  /** One key per attempt, chosen by the client: the same key twice never activates twice. */
  idempotency_key: string;
  created_at: string;
  completed_at: string | null;
}

export type PaymentsTables = {
  payments: PaymentTable;
};
