import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";
import { consentStatusSchema } from "@/shared/consent";
import { POLICY_VERSION } from "@/shared/consent-policy";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const member = () => t.member("consent");

describe(`consent API on ${testDialectName}`, () => {
  it("reports missing consent for a new member and refuses visitors", async () => {
    const { c } = await member();
    const res = await c.json("/api/consent");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      policyVersion: POLICY_VERSION,
      complete: false,
      consents: { privacy: null, terms: null },
    });
    expect((await t.client().json("/api/consent")).status).toBe(401);
    expect((await t.client().json("/api/consent", { body: { privacy: true, terms: true } })).status).toBe(
      401,
    );
  });

  it("stores both consents with the policy version and a timestamp, seen from another session", async () => {
    const { c, userId } = await member();
    const before = Date.now();
    const res = await c.json("/api/consent", { body: { privacy: true, terms: true } });
    expect(res.status).toBe(200);
    expect(consentStatusSchema.parse(res.body).complete).toBe(true);

    const rows = await t.db
      .selectFrom("user_consents")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("consent_type")
      .execute();
    expect(rows.map((row) => [row.consent_type, row.policy_version])).toEqual([
      ["privacy", POLICY_VERSION],
      ["terms", POLICY_VERSION],
    ]);
    for (const row of rows) {
      expect(row.granted_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Date.parse(row.granted_at)).toBeGreaterThanOrEqual(before - 1);
      expect(Date.parse(row.granted_at)).toBeLessThanOrEqual(Date.now());
    }
    expect(res.body.consents).toEqual({ privacy: rows[0]!.granted_at, terms: rows[1]!.granted_at });

    // Another device: a fresh sign-in sees the consent and is not asked again.
    const other = t.client();
    const email = (
      await t.db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirstOrThrow()
    ).email;
    await other.signIn(email);
    expect((await other.json("/api/consent")).body.complete).toBe(true);
  });

  it("keeps the first timestamp when the user agrees again", async () => {
    const { c } = await member();
    const first = await c.json("/api/consent", { body: { privacy: true, terms: true } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await c.json("/api/consent", { body: { privacy: true, terms: true } });
    expect(second.status).toBe(200);
    expect(second.body.consents).toEqual(first.body.consents);
  });

  it("rejects a call missing a box, a false box or extra fields, and stores nothing", async () => {
    const { c, userId } = await member();
    for (const body of [
      { privacy: true },
      { terms: true },
      { privacy: true, terms: false },
      { privacy: "yes", terms: true },
      { privacy: true, terms: true, userId: "someone-else" },
      {},
    ]) {
      const res = await c.json("/api/consent", { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
    }
    const bad = await c.json("/api/consent", { body: "{not json" });
    expect(bad.status).toBe(400);
    const rows = await t.db.selectFrom("user_consents").selectAll().where("user_id", "=", userId).execute();
    expect(rows).toEqual([]);
  });

  it("asks again after the policy version changes", async () => {
    const { c, userId } = await member();
    await t.db
      .insertInto("user_consents")
      .values([
        {
          user_id: userId,
          consent_type: "privacy",
          policy_version: "2020-01-01",
          granted_at: "2020-01-01T00:00:00.000Z",
        },
        {
          user_id: userId,
          consent_type: "terms",
          policy_version: "2020-01-01",
          granted_at: "2020-01-01T00:00:00.000Z",
        },
      ])
      .execute();
    expect((await c.json("/api/consent")).body.complete).toBe(false);
  });
});
