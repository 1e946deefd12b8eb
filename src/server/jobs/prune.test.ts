import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneExpiredRows } from "@/server/jobs/prune";
import { createTestApp, type TestApp, testDialectName, uniqueEmail } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
});
afterAll(async () => {
  await t?.close();
});

const NOW = new Date("2030-06-15T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** better-auth's dates: native on PostgreSQL, ISO text on SQLite. */
const authDate = (d: Date) => (t.deps.dialect === "postgres" ? d : d.toISOString());

async function subscription(status: "pending" | "confirmed" | "unsubscribed", confirmExpiresAt: Date | null) {
  const id = crypto.randomUUID();
  await t.db
    .insertInto("reminder_subscriptions")
    .values({
      id,
      email: uniqueEmail(status),
      language: "de",
      status,
      confirm_token_hash: null,
      confirm_expires_at: confirmExpiresAt?.toISOString() ?? null,
      consent_text_version: "test",
      created_at: ago(30 * DAY).toISOString(),
      updated_at: ago(30 * DAY).toISOString(),
      confirmed_at: null,
      unsubscribed_at: null,
    })
    .execute();
  return id;
}

const ids = async (table: "reminder_subscriptions") =>
  (await t.db.selectFrom(table).select("id").execute()).map((row) => row.id);

describe(`daily pruning on ${testDialectName}`, () => {
  it("deletes what has expired and keeps every fresh row", async () => {
    await t.db
      .insertInto("rate_limit_attempts")
      .values([
        { identifier: "old", attempted_at: ago(25 * HOUR).toISOString() },
        { identifier: "fresh", attempted_at: ago(HOUR).toISOString() },
      ])
      .execute();
    const lapsed = await subscription("pending", ago(8 * DAY));
    const justExpired = await subscription("pending", ago(DAY));
    const waiting = await subscription("pending", new Date(NOW.getTime() + DAY));
    const confirmed = await subscription("confirmed", ago(60 * DAY));
    const left = await subscription("unsubscribed", null);

    const { userId } = await t.member("prune");
    const session = (id: string, expires: Date) => ({
      id,
      token: crypto.randomUUID(),
      userId,
      expiresAt: authDate(expires),
      createdAt: authDate(ago(40 * DAY)),
      updatedAt: authDate(ago(40 * DAY)),
      ipAddress: null,
      userAgent: null,
      impersonatedBy: null,
    });
    const oldSession = crypto.randomUUID();
    const liveSession = crypto.randomUUID();
    await t.db
      .insertInto("session")
      .values([session(oldSession, ago(DAY)), session(liveSession, new Date(NOW.getTime() + DAY))])
      .execute();
    const verification = (id: string, expires: Date) => ({
      id,
      identifier: `reset-password:${id}`,
      value: userId,
      expiresAt: authDate(expires),
      createdAt: authDate(ago(2 * DAY)),
      updatedAt: authDate(ago(2 * DAY)),
    });
    const oldToken = crypto.randomUUID();
    const liveToken = crypto.randomUUID();
    await t.db
      .insertInto("verification")
      .values([verification(oldToken, ago(HOUR)), verification(liveToken, new Date(NOW.getTime() + HOUR))])
      .execute();
    await sql`insert into ${sql.table("rateLimit")} (${sql.ref("id")}, ${sql.ref("key")}, ${sql.ref("count")}, ${sql.ref("lastRequest")}) values (${"a"}, ${"ip-old"}, ${1}, ${NOW.getTime() - 2 * DAY}), (${"b"}, ${"ip-fresh"}, ${1}, ${NOW.getTime() - 60_000})`.execute(
      t.db,
    );
    await t.db
      .insertInto("job_runs")
      .values(
        ["2030-04-01", "2030-06-14"].map((period) => ({
          job: "prune",
          period,
          status: "done" as const,
          holder: crypto.randomUUID(),
          attempts: 1,
          started_at: `${period}T01:00:00.000Z`,
          lease_until: `${period}T01:00:00.000Z`,
          finished_at: `${period}T01:00:01.000Z`,
          summary: "{}",
        })),
      )
      .execute();

    const contact = (id: string, createdAt: Date) => ({
      id,
      name: "Mara",
      email: uniqueEmail("contact"),
      message: "Hallo",
      language: "de",
      user_id: null,
      created_at: createdAt.toISOString(),
      forwarded_at: createdAt.toISOString(),
    });
    const oldContact = crypto.randomUUID();
    const recentContact = crypto.randomUUID();
    await t.db
      .insertInto("contact_messages")
      .values([contact(oldContact, ago(91 * DAY)), contact(recentContact, ago(89 * DAY))])
      .execute();

    const summary = await pruneExpiredRows({ deps: t.deps, now: NOW });
    const contactIds = (await t.db.selectFrom("contact_messages").select("id").execute()).map(
      (row) => row.id,
    );
    expect(contactIds).toContain(recentContact);
    expect(contactIds).not.toContain(oldContact);
    expect(summary).toMatchObject({
      pendingSubscriptions: 1,
      unsubscribedSubscriptions: 1,
      contactMessages: 1,
      verifications: 1,
      authRateLimits: 1,
      jobRuns: 1,
    });
    // The member's own sign-up attempts and session (real time, years before NOW) count too.
    expect(summary.sessions).toBeGreaterThanOrEqual(1);
    expect(summary.rateLimitAttempts).toBeGreaterThanOrEqual(1);

    const attempts = await t.db.selectFrom("rate_limit_attempts").select("identifier").execute();
    expect(attempts.map((a) => a.identifier)).toEqual(["fresh"]);
    const subs = await ids("reminder_subscriptions");
    expect(subs).toEqual(expect.arrayContaining([justExpired, waiting, confirmed]));
    expect(subs).not.toContain(lapsed);
    expect(subs).not.toContain(left);
    const sessions = (await t.db.selectFrom("session").select("id").execute()).map((s) => s.id);
    expect(sessions).toContain(liveSession);
    expect(sessions).not.toContain(oldSession);
    const tokens = (await t.db.selectFrom("verification").select("id").execute()).map((v) => v.id);
    expect(tokens).toContain(liveToken);
    expect(tokens).not.toContain(oldToken);
    const limits = await sql<{
      key: string;
    }>`select ${sql.ref("key")} from ${sql.table("rateLimit")}`.execute(t.db);
    expect(limits.rows.map((r) => r.key)).toEqual(["ip-fresh"]);
    const runs = await t.db.selectFrom("job_runs").select("period").execute();
    expect(runs.map((r) => r.period)).toEqual(["2030-06-14"]);
  });
});
