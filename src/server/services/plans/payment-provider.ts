import { SIMULATED_CHECKOUT_MS } from "@/shared/checkout";
import type { Plan } from "@/shared/plans";

export type ChargeRequest = {
  /** Our payment id; a real provider receives it as its idempotency key. */
  paymentId: string;
  userId: string;
  plan: Plan;
  amountCents: number;
  currency: "EUR";
};

export type ChargeResult = { reference: string };

/** A provider declined or failed the charge; the checkout answers with the payment error. */
export class PaymentDeclinedError extends Error {}

/**
 * Where a real payment provider plugs in later (decisions.md, "Plans, prices, pacing"). `charge`
 * resolves once the money is secured, or throws PaymentDeclinedError.
 */
export interface PaymentProvider {
  readonly name: string;
  /** In test mode nothing is charged: every plan is activated without payment. */
  readonly testMode: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The test phase's simulated checkout: takes 1.5 s and always succeeds (spec sections 4 and 9). */
export class TestModeProvider implements PaymentProvider {
  readonly name = "test-mode";
  readonly testMode = true;
  constructor(private readonly delayMs: number = SIMULATED_CHECKOUT_MS) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    return { reference: `test_${request.paymentId}` };
  }
}
