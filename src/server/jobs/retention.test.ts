import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deleteAllPersonalData,
  isRetentionDue,
  RETENTION_BATCH,
  retentionDay,
  retentionJob,
} from "@/server/jobs/retention";
import { runDueJobs } from "@/server/jobs/scheduler";
import { rowsMentioning } from "@/server/test/rows-mentioning";
import { createTestApp, type TestApp, testDialectName, uniqueEmail } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  // Starter content stays: impulses and events are no personal data and must survive.
  t = await createTestApp({ TEST_PHASE_END: "2027-06-30" });
});
afterAll(async () => {
  await t?.close();
});

async function count(table: string): Promise<number> {
  const db = t.db as unknown as Kysely<any>;
  const row = await db.selectFrom(table).select(db.fn.countAll().as("n")).executeTakeFirst();
  return Number(row?.n);
}

describe(`retention on ${testDialectName}`, () => {
  it("falls due on the date six months after the test phase, from midnight operator time", () => {
    const config = { testPhaseEnd: "2027-06-30", timeZone: "Europe/Berlin" };
    expect(retentionDay(config)).toBe("2027-12-30");
    expect(isRetentionDue(new Date("2027-12-29T22:59:59.000Z"), config)).toBe(false);
    expect(isRetentionDue(new Date("2027-12-29T23:00:00.000Z"), config)).toBe(true);
    expect(retentionDay({ testPhaseEnd: "2027-08-31" })).toBe("2028-02-29");
  });

  it("deletes nothing before the boundary and every piece of personal data from it on", async () => {
    const { c, userId } = await t.member("keep-until-end");
    const email = (
      await t.db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirstOrThrow()
    ).email;
    await c.json("/api/journey/weeks/1/entries", {
      method: "PUT",
      body: { changes: [{ field: "reflection", value: "Mein Anker", baseVersion: 0 }] },
    });
    await c.json("/api/journey/weeks/1/open", { method: "POST" });
    await t.db
      .insertInto("member_week_reminders")
      .values({ user_id: userId, week_number: 2, claimed_at: "2027-01-01T00:00:00.000Z", sent_at: null })
      .execute();
    await t.client().json("/api/auth/request-password-reset", { body: { email } });
    const subscriber = uniqueEmail("subscriber");
    await t.client().json("/api/reminders", { body: { email: subscriber, language: "de" } });
    const writer = uniqueEmail("writer");
    await t.client().json("/api/contact", {
      body: { name: "Wera", email: writer, message: "Hallo!", language: "de" },
    });
    const mentions = [userId, email, subscriber, writer];
    expect((await rowsMentioning(t.db, mentions)).length).toBeGreaterThan(3);
    const impulses = await count("daily_impulses");
    expect(impulses).toBeGreaterThan(0);

    const before = await runDueJobs(t.deps, [retentionJob], new Date("2027-12-29T22:00:00.000Z"));
    expect(before).toEqual([]);
    expect(await count("user")).toBeGreaterThan(0);
    expect((await rowsMentioning(t.db, mentions)).length).toBeGreaterThan(3);

    const [outcome] = await runDueJobs(t.deps, [retentionJob], new Date("2027-12-30T06:00:00.000Z"));
    expect(outcome).toMatchObject({ job: "retention", period: "2027-12-30", status: "done" });
    expect(outcome!.summary).toMatchObject({ users: 1, reminderSubscriptions: 1, contactMessages: 1 });
    expect(await rowsMentioning(t.db, mentions)).toEqual([]);
    for (const table of [
      "user",
      "session",
      "account",
      "verification",
      "profiles",
      "journey_entries",
      "user_week_progress",
      "member_week_reminders",
      "reminder_subscriptions",
      "contact_messages",
      "rate_limit_attempts",
    ]) {
      expect(await count(table), table).toBe(0);
    }
    expect(await count("daily_impulses")).toBe(impulses);
    // The run is logged with counts only.
    const run = await t.db
      .selectFrom("job_runs")
      .selectAll()
      .where("job", "=", "retention")
      .executeTakeFirstOrThrow();
    expect(run.summary).not.toMatch(/@|[0-9a-f]{8}-[0-9a-f]{4}/);

    // It stays due: someone who signs up afterwards is gone after the next day's run.
    await t.member("late");
    await runDueJobs(t.deps, [retentionJob], new Date("2027-12-30T12:00:00.000Z"));
    expect(await count("user")).toBe(1);
    await runDueJobs(t.deps, [retentionJob], new Date("2027-12-31T06:00:00.000Z"));
    expect(await count("user")).toBe(0);
  });

  it("deletes members batch by batch, and a shutdown between batches fails the run for a retry", async () => {
    const { userId } = await t.member("batch-template");
    const template = await t.db
      .selectFrom("user")
      .selectAll()
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    const copies = 2 * RETENTION_BATCH + 3;
    for (let i = 0; i < copies; i++) {
      await t.db
        .insertInto("user")
        .values({ ...template, id: `${userId}-${i}`, email: uniqueEmail(`batch-${i}`) })
        .execute();
    }
    const stopped = new AbortController();
    stopped.abort();
    await expect(deleteAllPersonalData(t.deps, stopped.signal)).rejects.toThrow(/next run/);
    expect(await count("user")).toBe(copies + 1);

    const summary = await deleteAllPersonalData(t.deps);
    expect(summary.users).toBe(copies + 1);
    expect(await count("user")).toBe(0);
    expect(await count("profiles")).toBe(0);
  });
});
