import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/schema";
import {
  answersForStage,
  mailSettingsOf,
  progressRowsForStage,
  SEED_PASSWORD,
  type SeedResult,
  seedEmail,
  seedSize,
  sessionsOf,
  stageOf,
} from "@/server/seed/seed-size";
import { presetCounts, SIZE_PRESETS } from "@/server/seed/size-presets";
import { recountJourneyStandings } from "@/server/services/journey/journey-progress";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";
import { USAGE_METRICS } from "@/shared/admin";
import { journeyValueError } from "@/shared/journey-schemas";
import { NOTIFICATION_KINDS } from "@/shared/notification-kinds";
import { REPORT_ITEM_TYPES, REPORT_REASONS } from "@/shared/report-kinds";

/**
 * `npm run seed:size` at size S (issue 52): the rows per table are the preset's, every journey answer
 * is one the week's schema accepts, and a seeded member signs in and reads the community through the
 * app itself.
 */
const preset = SIZE_PRESETS.S;
const counts = presetCounts(preset);
const now = new Date("2026-11-20T10:00:00.000Z");
let t: TestApp;
let result: SeedResult;
/** Rows the app's start wrote before the seeding (its starter content): the seeding's come on top. */
const before = new Map<string, number>();
let indexesBefore: string[];

/** Every index of the database by name: the seeding drops secondary indexes and builds them again. */
async function indexNames(): Promise<string[]> {
  const query =
    testDialectName === "postgres"
      ? sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()`
      : sql<{ name: string }>`select name from sqlite_master where type = 'index'`;
  return (await query.execute(t.db)).rows.map((r) => r.name).sort();
}

const TABLES = [
  "user",
  "account",
  "profiles",
  "user_consents",
  "payments",
  "session",
  "user_week_progress",
  "journey_entries",
  "user_badges",
  "notification_mail_settings",
  "forum_posts",
  "forum_comments",
  "impulse_comments",
  "bulletin_posts",
  "community_events",
  "announcements",
  "content_reports",
  "notifications",
] as const satisfies ReadonlyArray<keyof Database>;

const sum = (f: (i: number) => number) =>
  Array.from({ length: counts.members }, (_, i) => f(i)).reduce((a, b) => a + b, 0);
const rows = async (table: keyof Database) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  for (const table of TABLES) before.set(table, await rows(table));
  indexesBefore = await indexNames();
  result = await seedSize(t.db, t.deps.dialect, preset, { now });
}, 30_000);
afterAll(async () => {
  await t?.close();
});

describe(`seed:size S on ${testDialectName}`, () => {
  it("writes the preset's rows per table", async () => {
    const expected: Record<(typeof TABLES)[number], number> = {
      user: counts.members,
      account: counts.members,
      profiles: counts.members,
      user_consents: 2 * counts.members,
      payments: counts.members,
      session: sum(sessionsOf),
      user_week_progress: sum((i) => progressRowsForStage(stageOf(i))),
      journey_entries: sum((i) => answersForStage(stageOf(i))),
      user_badges: sum((i) => (stageOf(i) === 5 ? 1 : 0)),
      notification_mail_settings: sum(mailSettingsOf),
      forum_posts: counts.forumPosts,
      forum_comments: counts.forumComments,
      impulse_comments: counts.impulseComments,
      bulletin_posts: counts.bulletin,
      community_events: counts.events,
      announcements: counts.announcements,
      content_reports: counts.reports,
      notifications: counts.notifications,
    };
    for (const table of TABLES) {
      const written = (await rows(table)) - (before.get(table) ?? 0);
      expect({ table, rows: written }).toEqual({ table, rows: expected[table] });
    }
    // A year of impulses (the starter content's days are kept), and 40 comments on them per 100 members.
    expect(await rows("daily_impulses")).toBeGreaterThanOrEqual(counts.days);
    const suspended = await t.db
      .selectFrom("profiles")
      .select("id")
      .where("community_suspended_until", "is not", null)
      .execute();
    expect(suspended).toHaveLength(counts.suspensions);
    const audit = await t.db.selectFrom("admin_audit_log").select(["action", "details"]).execute();
    expect(audit.filter((a) => a.action === "user.suspend")).toHaveLength(counts.suspensions);
    expect(audit.filter((a) => a.action === "report.close")).toHaveLength(Math.ceil(counts.reports / 2));
    for (const a of audit) expect(() => JSON.parse(a.details ?? "")).not.toThrow();
    // The result names every table it wrote with its rows.
    expect(result.tables.find((r) => r.table === "notifications")?.rows).toBe(counts.notifications);
  });

  it("keeps each member's journey standing as the journey service would (migration 0030)", async () => {
    const standing = () =>
      t.db.selectFrom("profiles").select(["id", "furthest_week", "journey_finished"]).orderBy("id").execute();
    const written = await standing();
    expect(written.filter((row) => row.journey_finished === 1).length).toBeGreaterThan(0);
    await recountJourneyStandings(t.db);
    expect(await standing()).toEqual(written);
  });

  it("leaves every index as the migrations made it", async () => {
    expect(await indexNames()).toEqual(indexesBefore);
    expect(indexesBefore).toContain("notifications_user_created_idx");
  });

  it("writes values the app itself writes", async () => {
    const entries = await t.db
      .selectFrom("journey_entries")
      .select(["week_number", "field", "value"])
      .execute();
    const problems = entries
      .map((e) => ({ ...e, error: journeyValueError(e.week_number, e.field, JSON.parse(e.value)) }))
      .filter((e) => e.error !== null);
    expect(problems).toEqual([]);
    expect(entries.some((e) => /[äöüß]/.test(e.value))).toBe(true);

    const kinds = await t.db.selectFrom("notifications").select("kind").distinct().execute();
    for (const { kind } of kinds) expect(NOTIFICATION_KINDS).toContain(kind);
    expect(kinds.length).toBeGreaterThanOrEqual(4);
    const reports = await t.db.selectFrom("content_reports").select(["item_type", "reason"]).execute();
    for (const r of reports) {
      expect(REPORT_ITEM_TYPES).toContain(r.item_type);
      expect(REPORT_REASONS).toContain(r.reason);
    }
    const metrics = await t.db.selectFrom("usage_daily").select("metric").distinct().execute();
    for (const { metric } of metrics) expect(USAGE_METRICS).toContain(metric);
    const days = await t.db.selectFrom("usage_daily").select("day").distinct().execute();
    expect(days.length).toBeGreaterThanOrEqual(counts.days);
    expect(days.every(({ day }) => day <= now.toISOString().slice(0, 10))).toBe(true);
  });

  it("lets a seeded member sign in and read the community", async () => {
    const c = t.client();
    const signIn = await c.signIn(seedEmail(0), SEED_PASSWORD);
    expect(signIn.status).toBe(200);
    const posts = await c.json<{ items: unknown[] }>("/api/community/posts");
    expect(posts.status).toBe(200);
    expect(posts.body.items.length).toBeGreaterThan(0);
    const notifications = await c.json("/api/notifications");
    expect(notifications.status).toBe(200);
    const journey = await c.json<{ entries: unknown[] }>("/api/journey");
    expect(journey.status).toBe(200);
    expect(journey.body.entries.length).toBe(answersForStage(stageOf(0)));
  });

  it("is deterministic: the same preset and now write the same rows", async () => {
    const other = await createTestApp();
    try {
      await seedSize(other.db, other.deps.dialect, preset, { now });
      const first = (db: TestApp["db"]) =>
        db.selectFrom("forum_posts").select(["id", "title", "created_at"]).orderBy("id").limit(5).execute();
      expect(await first(other.db)).toEqual(await first(t.db));
    } finally {
      await other.close();
    }
  }, 30_000);
});
