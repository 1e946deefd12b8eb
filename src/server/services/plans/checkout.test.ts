import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout } from "@/server/services/plans/checkout-service";
import {
  type ChargeRequest,
  PaymentDeclinedError,
  type PaymentProvider,
  TestModeProvider,
} from "@/server/services/plans/payment-provider";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";
import { checkoutResponseSchema, SIMULATED_CHECKOUT_MS } from "@/shared/checkout";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const member = () => t.member("plan");

const key = () => crypto.randomUUID();

async function profileRow(userId: string) {
  return t.db.selectFrom("profiles").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
}

async function payments(userId: string) {
  return t.db
    .selectFrom("payments")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
}

class DecliningProvider implements PaymentProvider {
  readonly name = "declining";
  readonly testMode = false;
  calls: ChargeRequest[] = [];
  async charge(request: ChargeRequest): Promise<never> {
    this.calls.push(request);
    throw new PaymentDeclinedError("card declined");
  }
}

describe(`plan checkout API on ${testDialectName}`, () => {
  it("activates Core after the simulated 1.5 s checkout and sets the profile on the server", async () => {
    const { c, userId } = await member();
    const started = Date.now();
    const res = await c.json("/api/plans/checkout", { body: { plan: "core", idempotencyKey: key() } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SIMULATED_CHECKOUT_MS - 20);
    expect(res.status).toBe(200);
    expect(checkoutResponseSchema.parse(res.body)).toMatchObject({
      plan: "core",
      hasPaid: true,
      currentWeek: 1,
      unchanged: false,
      testMode: true,
    });

    const row = await profileRow(userId);
    expect(row.subscription_type).toBe("core");
    expect(Boolean(row.has_paid)).toBe(true);
    expect(row.subscription_start_date).toBe(res.body.subscriptionStartDate);
    expect(Date.parse(row.subscription_start_date!)).toBeLessThanOrEqual(Date.now());

    const [payment] = await payments(userId);
    expect(payment).toMatchObject({
      plan: "core",
      status: "succeeded",
      provider: "test-mode",
      amount_cents: 0,
    });
    expect(payment!.provider_reference).toMatch(/^test_/);

    const me = await c.json("/api/me");
    expect(me.body.profile).toMatchObject({ subscriptionType: "core", hasPaid: true, currentWeek: 1 });
  });

  it("activates free at once, without a provider and without has_paid", async () => {
    const { c, userId } = await member();
    const started = Date.now();
    const res = await c.json("/api/plans/checkout", { body: { plan: "free", idempotencyKey: key() } });
    expect(Date.now() - started).toBeLessThan(SIMULATED_CHECKOUT_MS);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plan: "free", hasPaid: false, currentWeek: 1 });
    expect(Boolean((await profileRow(userId)).has_paid)).toBe(false);
    expect((await payments(userId))[0]).toMatchObject({
      plan: "free",
      provider: "none",
      status: "succeeded",
    });
  });

  it("rejects a forged has_paid, an unknown plan, another user's id and a missing key, changing nothing", async () => {
    const { c, userId } = await member();
    const other = await member();
    for (const body of [
      { plan: "free", idempotencyKey: key(), hasPaid: true },
      { plan: "free", idempotencyKey: key(), has_paid: true },
      { plan: "premium", idempotencyKey: key() },
      { plan: "CORE", idempotencyKey: key() },
      { plan: "core", idempotencyKey: key(), userId: other.userId },
      { plan: "core", idempotencyKey: key(), currentWeek: 5 },
      { plan: "core" },
      { plan: "core", idempotencyKey: "not-a-uuid" },
      {},
    ]) {
      const res = await c.json("/api/plans/checkout", { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
    }
    for (const id of [userId, other.userId]) {
      const row = await profileRow(id);
      expect(row.subscription_type).toBeNull();
      expect(Boolean(row.has_paid)).toBe(false);
      expect(await payments(id)).toEqual([]);
    }
  });

  it("refuses visitors", async () => {
    const res = await t
      .client()
      .json("/api/plans/checkout", { body: { plan: "core", idempotencyKey: key() } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthorized");
  });

  it("answers a repeated attempt and a parallel double click without activating twice", async () => {
    const { c, userId } = await member();
    const attempt = key();
    const [first, second] = await Promise.all([
      c.json("/api/plans/checkout", { body: { plan: "deep", idempotencyKey: attempt } }),
      c.json("/api/plans/checkout", { body: { plan: "deep", idempotencyKey: attempt } }),
    ]);
    const statuses = [first.status, second.status].sort();
    // One request activates; its twin either sees the finished attempt or is told it is still running.
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const replay = await c.json("/api/plans/checkout", { body: { plan: "deep", idempotencyKey: attempt } });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ plan: "deep", unchanged: true });
    expect((await payments(userId)).filter((p) => p.status === "succeeded")).toHaveLength(1);

    // Choosing the active plan again with a new key changes nothing either.
    const startDate = (await profileRow(userId)).subscription_start_date;
    const again = await c.json("/api/plans/checkout", { body: { plan: "deep", idempotencyKey: key() } });
    expect(again.body).toMatchObject({ plan: "deep", unchanged: true, subscriptionStartDate: startDate });
    expect(await payments(userId)).toHaveLength(1);
  });

  it("keeps one checkout in flight per user: a second tab with another key is told to wait", async () => {
    const { c, userId } = await member();
    const [a, b] = await Promise.all([
      c.json("/api/plans/checkout", { body: { plan: "core", idempotencyKey: key() } }),
      c.json("/api/plans/checkout", { body: { plan: "deep", idempotencyKey: key() } }),
    ]);
    const codes = [a, b].map((res) => res.status).sort();
    expect(codes).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.error.code).toBe("checkout_in_progress");
    expect((await payments(userId)).filter((p) => p.status === "succeeded")).toHaveLength(1);
  });

  it("reuses a key only for the same plan", async () => {
    const { c } = await member();
    const attempt = key();
    expect(
      (await c.json("/api/plans/checkout", { body: { plan: "free", idempotencyKey: attempt } })).status,
    ).toBe(200);
    const res = await c.json("/api/plans/checkout", { body: { plan: "deep", idempotencyKey: attempt } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("conflict");
  });
});

describe(`plan changes on ${testDialectName}`, () => {
  const fast = new TestModeProvider(0);

  it("upgrades free to Deep and keeps the user's place; a switch to free goes back to week 1", async () => {
    const { userId } = await member();
    await checkout(t.db, fast, { userId, plan: "free", idempotencyKey: key() });
    await checkout(t.db, fast, { userId, plan: "core", idempotencyKey: key() });
    await t.db.updateTable("profiles").set({ current_week: 3 }).where("id", "=", userId).execute();
    const deep = await checkout(t.db, fast, { userId, plan: "deep", idempotencyKey: key() });
    expect(deep).toMatchObject({ plan: "deep", hasPaid: true, currentWeek: 3, unchanged: false });
    const free = await checkout(t.db, fast, { userId, plan: "free", idempotencyKey: key() });
    expect(free).toMatchObject({ plan: "free", hasPaid: false, currentWeek: 1 });
    expect((await payments(userId)).map((p) => p.plan)).toEqual(["free", "core", "deep", "free"]);
  });

  it("leaves the profile untouched when the provider declines, and records the failed attempt", async () => {
    const { userId } = await member();
    await checkout(t.db, fast, { userId, plan: "free", idempotencyKey: key() });
    const before = await profileRow(userId);
    const declining = new DecliningProvider();
    const attempt = key();
    await expect(
      checkout(t.db, declining, { userId, plan: "core", idempotencyKey: attempt }),
    ).rejects.toMatchObject({
      kind: "payment_failed",
      code: "payment_failed",
    });
    expect(declining.calls).toHaveLength(1);
    expect(declining.calls[0]).toMatchObject({ plan: "core", amountCents: 1999, currency: "EUR" });
    expect(await profileRow(userId)).toEqual(before);
    expect((await payments(userId)).map((p) => p.status)).toEqual(["succeeded", "failed"]);

    // The same attempt stays failed; a new attempt may succeed, and no pending row blocks it.
    await expect(
      checkout(t.db, fast, { userId, plan: "core", idempotencyKey: attempt }),
    ).rejects.toMatchObject({
      code: "payment_failed",
    });
    const retried = await checkout(t.db, fast, { userId, plan: "core", idempotencyKey: key() });
    expect(retried).toMatchObject({ plan: "core", hasPaid: true });
  });

  it("does not let a checkout cut off by a restart block the next one", async () => {
    const { userId } = await member();
    await t.db
      .insertInto("payments")
      .values({
        id: crypto.randomUUID(),
        user_id: userId,
        plan: "core",
        amount_cents: 0,
        currency: "EUR",
        provider: "test-mode",
        provider_reference: null,
        status: "pending",
        idempotency_key: key(),
        created_at: new Date(Date.now() - 10 * 60 * 1000).toISOString(),
        completed_at: null,
      })
      .execute();
    const result = await checkout(t.db, fast, { userId, plan: "deep", idempotencyKey: key() });
    expect(result.plan).toBe("deep");
    expect((await payments(userId)).map((p) => p.status)).toEqual(["failed", "succeeded"]);
  });

  it("deletes a user's payments with the account", async () => {
    const { userId } = await member();
    await checkout(t.db, fast, { userId, plan: "free", idempotencyKey: key() });
    await t.db.deleteFrom("user").where("id", "=", userId).execute();
    expect(await payments(userId)).toEqual([]);
  });
});
