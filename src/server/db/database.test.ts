import { getMigrations } from "better-auth/db/migration";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "@/server/db/database";
import { migrateToLatest } from "@/server/db/migrate";
import { createLogger } from "@/server/logger";
import { seedStarterContent } from "@/server/services/content/starter-content";
import { createTestApp, type TestApp, testDialectName, uniqueEmail } from "@/server/test/test-app";

const ENTITY_TABLES = [
  "user",
  "session",
  "account",
  "verification",
  "profiles",
  "user_week_progress",
  "journey_entries",
  "user_consents",
  "daily_impulses",
  "impulse_comments",
  "forum_posts",
  "forum_comments",
  "community_content",
  "community_events",
  "user_badges",
  "rate_limit_attempts",
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`database on ${testDialectName}`, () => {
  it("creates every table of the spec's entities", async () => {
    const tables = (await t.db.introspection.getTables()).map((table) => table.name);
    for (const name of ENTITY_TABLES) expect(tables, name).toContain(name);
  });

  it("matches what better-auth's own schema generator expects", async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(t.deps.auth.options as never);
    expect(toBeCreated.map((table) => table.table)).toEqual([]);
    expect(toBeAdded.map((table) => table.table)).toEqual([]);
  });

  it("keeps week progress unique per user and week", async () => {
    const c = t.client();
    const { body } = await c.signUp({ email: uniqueEmail() });
    const row = {
      user_id: body.user.id,
      week_number: 1,
      started_at: new Date().toISOString(),
      completed_at: null,
    };
    await t.db.insertInto("user_week_progress").values(row).execute();
    await expect(t.db.insertInto("user_week_progress").values(row).execute()).rejects.toThrow();
  });

  it("deletes all of a user's rows when the user is deleted", async () => {
    const c = t.client();
    const other = t.client();
    const { body } = await c.signUp({ email: uniqueEmail() });
    const { body: otherBody } = await other.signUp({ email: uniqueEmail() });
    const userId: string = body.user.id;
    const now = new Date().toISOString();
    const impulse = await t.db.selectFrom("daily_impulses").select("id").executeTakeFirstOrThrow();
    const postId = crypto.randomUUID();
    await t.db
      .insertInto("user_week_progress")
      .values({ user_id: userId, week_number: 2, started_at: now, completed_at: null })
      .execute();
    await t.db
      .insertInto("journey_entries")
      .values({
        user_id: userId,
        week_number: 1,
        field: "reflection",
        value: '"hi"',
        version: 1,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto("user_consents")
      .values({ user_id: userId, consent_type: "privacy", policy_version: "1", granted_at: now })
      .execute();
    await t.db
      .insertInto("impulse_comments")
      .values({
        id: crypto.randomUUID(),
        impulse_id: impulse.id,
        user_id: userId,
        comment_text: "x",
        created_at: now,
      })
      .execute();
    await t.db
      .insertInto("forum_posts")
      .values({ id: postId, user_id: userId, title: "t", description: "d", created_at: now })
      .execute();
    await t.db
      .insertInto("forum_comments")
      .values({
        id: crypto.randomUUID(),
        post_id: postId,
        user_id: otherBody.user.id,
        comment_text: "on their post",
        created_at: now,
      })
      .execute();
    await t.db
      .insertInto("user_badges")
      .values({ user_id: userId, badge_type: "graduate", granted_at: now })
      .execute();

    await t.db.deleteFrom("user").where("id", "=", userId).execute();

    const userColumns: Array<[string, string]> = [
      ["profiles", "id"],
      ["session", "userId"],
      ["account", "userId"],
      ["user_week_progress", "user_id"],
      ["journey_entries", "user_id"],
      ["user_consents", "user_id"],
      ["impulse_comments", "user_id"],
      ["forum_posts", "user_id"],
      ["user_badges", "user_id"],
    ];
    for (const [table, column] of userColumns) {
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(t.db);
      expect(Number(rows[0]!.n), table).toBe(0);
    }
    const comments = await t.db
      .selectFrom("forum_comments")
      .select("id")
      .where("post_id", "=", postId)
      .execute();
    expect(comments).toEqual([]);
    const otherProfile = await t.db
      .selectFrom("profiles")
      .select("id")
      .where("id", "=", otherBody.user.id)
      .execute();
    expect(otherProfile).toHaveLength(1);
  });

  it("loads starter content once: a second start keeps every row and seeds nothing again", async () => {
    const count = async (
      table: "daily_impulses" | "community_events" | "community_content" | "announcements" | "bulletin_posts",
    ) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = {
      impulses: await count("daily_impulses"),
      events: await count("community_events"),
      content: await count("community_content"),
      announcements: await count("announcements"),
      bulletin: await count("bulletin_posts"),
    };
    expect(before.impulses).toBeGreaterThanOrEqual(5);
    expect(before.events).toBe(2);
    // The weekly impulse and the quote of the week.
    expect(before.content).toBe(2);
    expect(before.announcements).toBe(2);
    expect(before.bulletin).toBe(3);

    const again = await migrateToLatest(t.db);
    expect(again.results).toEqual([]);
    const seeded = await seedStarterContent(t.db, {
      timeZone: "Europe/Berlin",
      logger: createLogger("silent"),
    });
    expect(seeded).toBe(false);
    expect({
      impulses: await count("daily_impulses"),
      events: await count("community_events"),
      content: await count("community_content"),
      announcements: await count("announcements"),
      bulletin: await count("bulletin_posts"),
    }).toEqual(before);
  });
});

describe("database handle", () => {
  it("reopens an existing SQLite file and keeps its rows", async () => {
    if (testDialectName !== "sqlite") return;
    const { dataDir } = t.deps.config;
    const target = { kind: "sqlite" as const, file: `${dataDir}/reopen.db` };
    const first = createDatabase(target);
    await migrateToLatest(first.db);
    await first.db.insertInto("app_meta").values({ key: "k", value: "v" }).execute();
    await first.close();
    const second = createDatabase(target);
    await migrateToLatest(second.db);
    expect(await second.db.selectFrom("app_meta").selectAll().where("key", "=", "k").execute()).toEqual([
      { key: "k", value: "v" },
    ]);
    await second.close();
  });
});
