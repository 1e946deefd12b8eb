import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { fromBool } from "@/server/db/schema";
import type { PaymentTable } from "@/server/db/tables/payments";
import { ConflictError, NotFoundError, PaymentFailedError } from "@/server/services/errors";
import type { PaymentProvider } from "@/server/services/plans/payment-provider";
import { getProfile } from "@/server/services/profiles/profile-service";
import type { CheckoutResponse } from "@/shared/checkout";
import { currentWeekAfterPlanChange, paysFor } from "@/shared/plan-access";
import { PLAN_PRICE_CENTS, type Plan } from "@/shared/plans";

/** A pending attempt older than this was cut off (a restart mid-checkout) and no longer blocks new ones. */
const STALE_PENDING_MS = 2 * 60 * 1000;

export type CheckoutInput = {
  userId: string;
  plan: Plan;
  idempotencyKey: string;
  now?: () => Date;
};

/**
 * Activates a plan for the user. The server decides everything but the plan: price, has_paid, start
 * date, current week. Repeating an attempt (same key) or choosing the active plan again changes
 * nothing; a failed charge leaves the profile as it was.
 */
export async function checkout(
  db: Db,
  provider: PaymentProvider,
  input: CheckoutInput,
): Promise<CheckoutResponse> {
  const now = input.now ?? currentTime;
  const replay = await findAttempt(db, input.userId, input.idempotencyKey);
  if (replay) return answerReplay(db, provider, replay, input.plan);

  const profile = await getProfile(db, input.userId);
  if (!profile) throw new NotFoundError("No profile for this account.");
  if (profile.subscriptionType === input.plan) return current(db, provider, input.userId, true);

  await db
    .updateTable("payments")
    .set({ status: "failed", completed_at: now().toISOString() })
    .where("user_id", "=", input.userId)
    .where("status", "=", "pending")
    .where("created_at", "<", new Date(now().getTime() - STALE_PENDING_MS).toISOString())
    .execute();

  const paymentId = crypto.randomUUID();
  const amountCents = provider.testMode || !paysFor(input.plan) ? 0 : PLAN_PRICE_CENTS[input.plan];
  try {
    // The unique indexes (user + key; one pending attempt per user) turn a double click or a second
    // tab into a clear answer instead of a second activation.
    await db
      .insertInto("payments")
      .values({
        id: paymentId,
        user_id: input.userId,
        plan: input.plan,
        amount_cents: amountCents,
        currency: "EUR",
        provider: paysFor(input.plan) ? provider.name : "none",
        provider_reference: null,
        status: "pending",
        idempotency_key: input.idempotencyKey,
        created_at: now().toISOString(),
        completed_at: null,
      })
      .execute();
  } catch (err) {
    const raced = await findAttempt(db, input.userId, input.idempotencyKey);
    if (raced) return answerReplay(db, provider, raced, input.plan);
    const inFlight = await db
      .selectFrom("payments")
      .select("id")
      .where("user_id", "=", input.userId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (!inFlight) throw err;
    throw new ConflictError("Another checkout for this account is still running.", {
      code: "checkout_in_progress",
    });
  }

  let reference: string | null = null;
  if (paysFor(input.plan)) {
    try {
      ({ reference } = await provider.charge({
        paymentId,
        userId: input.userId,
        plan: input.plan,
        amountCents,
        currency: "EUR",
      }));
    } catch (err) {
      await db
        .updateTable("payments")
        .set({ status: "failed", completed_at: now().toISOString() })
        .where("id", "=", paymentId)
        .execute();
      throw new PaymentFailedError(`The payment could not be processed: ${(err as Error).message}`);
    }
  }

  const activated = await db.transaction().execute(async (trx) => {
    const completedAt = now().toISOString();
    const settled = await trx
      .updateTable("payments")
      .set({ status: "succeeded", provider_reference: reference, completed_at: completedAt })
      .where("id", "=", paymentId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(settled.numUpdatedRows) !== 1) return false;
    const row = await trx
      .selectFrom("profiles")
      .select("current_week")
      .where("id", "=", input.userId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("profiles")
      .set({
        subscription_type: input.plan,
        has_paid: fromBool(paysFor(input.plan)),
        subscription_start_date: completedAt,
        current_week: currentWeekAfterPlanChange(row.current_week, input.plan),
        updated_at: completedAt,
      })
      .where("id", "=", input.userId)
      .execute();
    return true;
  });
  if (!activated) {
    throw new PaymentFailedError("The checkout took too long and was cancelled.");
  }
  return current(db, provider, input.userId, false);
}

async function findAttempt(db: Db, userId: string, key: string): Promise<PaymentTable | undefined> {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("user_id", "=", userId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

async function answerReplay(
  db: Db,
  provider: PaymentProvider,
  attempt: PaymentTable,
  plan: Plan,
): Promise<CheckoutResponse> {
  if (attempt.plan !== plan) {
    throw new ConflictError("This checkout key was already used for another plan.");
  }
  if (attempt.status === "pending") {
    throw new ConflictError("This checkout is still being processed.", { code: "checkout_in_progress" });
  }
  if (attempt.status === "failed") {
    throw new PaymentFailedError("This checkout attempt failed; start a new one.");
  }
  return current(db, provider, attempt.user_id, true);
}

async function current(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  unchanged: boolean,
): Promise<CheckoutResponse> {
  const profile = await getProfile(db, userId);
  if (!profile?.subscriptionType || !profile.subscriptionStartDate) {
    // Cannot happen after a successful activation; an unexpected state is a 500, not a domain answer.
    throw new Error("The plan could not be read back.");
  }
  return {
    plan: profile.subscriptionType,
    hasPaid: profile.hasPaid,
    subscriptionStartDate: profile.subscriptionStartDate,
    currentWeek: profile.currentWeek,
    unchanged,
    testMode: provider.testMode,
  };
}
