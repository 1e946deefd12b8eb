import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumeRateLimits } from "@/server/services/reminders/form-rate-limit";
import { createTestApp, type TestApp } from "@/server/test/test-app";
import { sixMonthsAfter } from "@/shared/public-forms";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("consumeRateLimits", () => {
  it("allows max attempts inside the window per identifier, and again once they slide out", async () => {
    const rule = { max: 2, windowMs: 60_000 };
    const start = new Date("2030-01-01T10:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    const one = [{ identifier: "test_ip:1", rule }];
    expect(await consumeRateLimits(t.deps, one, at(0))).toBe(true);
    expect(await consumeRateLimits(t.deps, one, at(1000))).toBe(true);
    expect(await consumeRateLimits(t.deps, one, at(2000))).toBe(false);
    expect(await consumeRateLimits(t.deps, [{ identifier: "test_ip:2", rule }], at(2000))).toBe(true);
    // Any exhausted limit blocks, even when another still has room.
    expect(await consumeRateLimits(t.deps, [{ identifier: "test_ip:3", rule }, ...one], at(3000))).toBe(
      false,
    );
    expect(await consumeRateLimits(t.deps, one, at(70_000))).toBe(true);
  });

  it("forgets every attempt after 24 hours, as the privacy policy says", async () => {
    const old = new Date("2030-02-01T00:00:00Z");
    await consumeRateLimits(t.deps, [{ identifier: "test_old", rule: { max: 5, windowMs: 60_000 } }], old);
    const later = new Date(old.getTime() + 24 * 60 * 60 * 1000 + 1000);
    await consumeRateLimits(
      t.deps,
      [{ identifier: "test_other", rule: { max: 5, windowMs: 60_000 } }],
      later,
    );
    const rows = await t.db
      .selectFrom("rate_limit_attempts")
      .select("identifier")
      .where("identifier", "=", "test_old")
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("sixMonthsAfter", () => {
  it("adds six calendar months and clamps to the month's end", () => {
    expect(sixMonthsAfter("2027-06-30")).toBe("2027-12-30");
    expect(sixMonthsAfter("2027-08-31")).toBe("2028-02-29");
    expect(sixMonthsAfter("2027-12-31")).toBe("2028-06-30");
  });
});
