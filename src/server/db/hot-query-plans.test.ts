import { CompiledQuery, type KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import type { Db } from "@/server/db/database";
import { backupJob } from "@/server/jobs/backup";
import { allJobs } from "@/server/jobs/jobs";
import { retentionJob } from "@/server/jobs/retention";
import { makeAdmin } from "@/server/test/test-admins";
import {
  createClient,
  createTestApp,
  type TestApp,
  testDialectName,
  uniqueEmail,
} from "@/server/test/test-app";
import { WEEK_TASK_IDS } from "@/shared/journey-fields";

/**
 * The query plans of the hot requests (issue 52), pinned on both databases: every statement the app
 * runs for a member's and an admin's busiest requests, and the scheduled jobs', is recorded as it
 * runs, then EXPLAINed with its own parameters. None may read a growing table from end to end — with 100,000 members such a read is
 * what turns a millisecond into a second. A new query without an index fails here, named with its SQL.
 * The last one known, the admin's user search, is served by trigram indexes since decision 264.
 * What a plan cannot show is left to `npm run bench` at size: a read of a whole index (an aggregate over
 * every member, as the overview's chart) and a deep OFFSET.
 */

/** Tables that stay small whatever the number of members (an admin's content, the app's own records). */
const SMALL_TABLES = new Set([
  "daily_impulses",
  "announcements",
  "community_events",
  "app_meta",
  "backup_runs",
  "job_runs",
  "schema_migrations",
  "schema_migrations_lock",
]);

let t: TestApp;
/** The statements run, each with its first few sets of parameters: a search's pattern changes its plan. */
const seen = new Map<string, CompiledQuery>();
const VARIANTS_PER_STATEMENT = 3;
/** How many sets of parameters were kept per SQL text. */
const variants = new Map<string, number>();

/** A view of the database that keeps every statement it runs, by its SQL and parameters. */
function recording(db: Db): Db {
  const executor = db.getExecutor();
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      const compiled = executor.compileQuery(args.node, args.queryId);
      const parameters = JSON.stringify(compiled.parameters, (_, v) => (typeof v === "bigint" ? `${v}` : v));
      const key = `${compiled.sql}\u0000${parameters}`;
      const count = variants.get(compiled.sql) ?? 0;
      if (!seen.has(key) && count < VARIANTS_PER_STATEMENT) {
        seen.set(key, compiled);
        variants.set(compiled.sql, count + 1);
      }
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  return db.withPlugin(plugin);
}

async function planOf(db: Db, query: CompiledQuery): Promise<string[]> {
  if (t.deps.dialect === "postgres") {
    // Sequential scans priced out: the planner takes an index whenever one serves the query, so a
    // Seq Scan left in the plan means there is none (the test's tables are tiny, which would
    // otherwise make a scan the cheaper plan).
    return db.transaction().execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw("set local enable_seqscan = off"));
      const { rows } = await trx.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
      );
      return rows.map((row) => row["QUERY PLAN"]);
    });
  }
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  return rows.map((row) => row.detail);
}

/**
 * The growing tables a plan reads whole. SQLite names a table by its alias in the plan, and names
 * subqueries and CTEs the same way: an alias is mapped back to its table from the SQL, and a name
 * that is no table (a subquery's) is left out — its own reads appear in the plan as lines of their own.
 */
function fullScans(lines: string[], query: string, tables: Set<string>): string[] {
  const aliases = new Map<string, string>();
  for (const [, table, alias] of query.matchAll(/"?(\w+)"?\s+as\s+"?(\w+)"?/gi)) {
    if (tables.has(table!)) aliases.set(alias!, table!);
  }
  const scanned = lines.flatMap((line) => {
    // SQLite: a table read without an index, or a virtual table (FTS5) asked for no constraint.
    const match =
      t.deps.dialect === "postgres"
        ? /Seq Scan on "?(\w+)"?/.exec(line)
        : /^SCAN "?(\w+)"?( VIRTUAL TABLE INDEX \d+:)?$/.exec(line.trim());
    return match ? [aliases.get(match[1]!) ?? match[1]!] : [];
  });
  return scanned.filter((table) => tables.has(table) && !SMALL_TABLES.has(table));
}

beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "true" });
  const app = createApp({ ...t.deps, db: recording(t.db) });
  const client = () => createClient(app, t.deps);

  const member = client();
  await member.signUp({ email: uniqueEmail("plans-a"), name: "Anna Übermut" });
  const other = client();
  const otherEmail = uniqueEmail("plans-b");
  const { body: otherUser } = await other.signUp({ email: otherEmail, name: "Bernd Öztürk" });
  const admin = client();
  const adminEmail = uniqueEmail("plans-admin");
  const { body: adminUser } = await admin.signUp({ email: adminEmail, name: "Ada Admin" });
  await makeAdmin(t, { id: adminUser.user.id, email: adminEmail });
  for (const c of [member, other, admin]) {
    await c.json("/api/consent", { body: { privacy: true, terms: true } });
  }

  // A member's day: the dashboard, a week and its autosave, the community and its threads.
  const ok = async (
    c: ReturnType<typeof client>,
    path: string,
    options: Parameters<typeof c.json>[1] = {},
  ) => {
    const res = await c.json(path, options);
    expect(res.status, `${options.method ?? (options.body ? "POST" : "GET")} ${path}`).toBeLessThan(300);
    return res.body;
  };
  await ok(member, "/api/dashboard");
  await ok(member, "/api/journey");
  const week = await ok(member, "/api/journey/weeks/1");
  await ok(member, "/api/journey/weeks/1/entries", {
    method: "PUT",
    body: {
      changes: [
        {
          field: "tasks",
          value: { [WEEK_TASK_IDS[1][0]]: true },
          baseVersion: week?.entries?.tasks?.version ?? 0,
        },
      ],
    },
  });
  const post = await ok(other, "/api/community/posts", {
    body: { title: "Übergänge", description: "Wie geht ihr damit um?" },
  });
  const postId = post.post?.id ?? post.id;
  await ok(member, `/api/community/posts/${postId}/comments`, {
    body: { text: "Mit Geduld, ehrlich gesagt." },
  });
  await ok(other, `/api/community/posts/${postId}/comments`, { body: { text: "Danke!" } });
  await ok(member, "/api/community/today");
  const posts = await ok(member, "/api/community/posts");
  if (posts?.nextCursor)
    await ok(member, `/api/community/posts?cursor=${encodeURIComponent(posts.nextCursor)}`);
  await ok(member, `/api/community/posts/${postId}/comments`);
  await ok(member, "/api/community/events");
  await ok(member, "/api/community/bulletin");
  await ok(member, "/api/community/announcements");
  await ok(member, `/api/community/search?q=${encodeURIComponent("Übergang")}`);
  await ok(member, `/api/community/search?q=${encodeURIComponent("zzselten")}`);
  await ok(other, "/api/notifications/count");
  await ok(other, "/api/notifications");
  await ok(other, "/api/notifications/read-all", { body: {} });
  await ok(member, "/api/profile");
  await ok(member, "/api/account/sessions");
  await ok(member, "/api/me");
  await ok(member, "/api/community/reports", { body: { itemType: "post", itemId: postId, reason: "spam" } });

  // An admin's: the overview, user searches (a name, a term of two letters, one with the filters), the
  // reports queue, the audit log.
  await ok(admin, "/api/admin/overview");
  await ok(admin, "/api/admin/users");
  await ok(admin, "/api/admin/users?page=2");
  await ok(admin, `/api/admin/users?q=${encodeURIComponent("Bern")}`);
  await ok(admin, `/api/admin/users?q=${encodeURIComponent("Öz")}`);
  await ok(admin, `/api/admin/users?q=${encodeURIComponent("ürk")}&finished=1&withoutBadge=1&plan=none`);
  await ok(admin, `/api/admin/users/${otherUser.user.id}`);
  await ok(admin, "/api/admin/reports");
  await ok(admin, "/api/admin/reports/count");
  await ok(admin, "/api/admin/posts");
  const audit = await ok(admin, "/api/admin/audit");
  if (audit?.nextCursor) await ok(admin, `/api/admin/audit?cursor=${encodeURIComponent(audit.nextCursor)}`);

  // The scheduled jobs, as a tick runs them, two days on (the daily summary is due then); not the
  // backup, which copies the whole database, nor the retention job, which deletes every member: both
  // are whole-table work by design, run once.
  const jobDeps = { ...t.deps, db: recording(t.db) };
  const later = new Date(Date.now() + 2 * 24 * 60 * 60_000);
  const once = new Set([backupJob.name, retentionJob.name]);
  for (const job of allJobs.filter((j) => !once.has(j.name))) {
    await job.run({ deps: jobDeps, now: later, period: "plans", signal: new AbortController().signal });
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe(`the hot requests' query plans on ${testDialectName}`, () => {
  it("were recorded (the tour above ran the app's real statements)", () => {
    const statements = [...variants.keys()];
    expect(statements.length).toBeGreaterThan(40);
    expect(statements.some((q) => /from "?forum_posts"?/i.test(q))).toBe(true);
    expect(statements.some((q) => /from "?notifications"?/i.test(q))).toBe(true);
  });

  it("read no growing table from end to end", async () => {
    const tables = new Set((await t.db.introspection.getTables()).map((table) => table.name));
    const offenders: string[] = [];
    for (const query of seen.values()) {
      if (!/^\s*(with|select|update|delete)\b/i.test(query.sql)) continue;
      const scans = fullScans(await planOf(t.db, query), query.sql, tables);
      if (scans.length > 0) offenders.push(`${scans.join(", ")}: ${query.sql}`);
    }
    expect(offenders).toEqual([]);
  });

  // The mail jobs' reads of the unmailed notifications (migration 0035): the daily summary's batches
  // in the index's order, not sorted (each batch sorted all of them); "Sofort" from the members who
  // chose it, not from every unmailed row. SQLite's plans say so on tiny tables too; PostgreSQL's
  // planner rightly sorts or scans a few rows instead, so only SQLite can pin these here.
  it.runIf(testDialectName === "sqlite")(
    "read the unmailed notifications in index order, and 'Sofort' from the members who chose it",
    async () => {
      const unmailed = [...seen.values()].filter(
        (q) => /"notifications"\."mailed_at" is null/.test(q.sql) && /\blimit\b/i.test(q.sql),
      );
      const batches = unmailed.filter((q) => !/"notifications"\."(user_id" (=|in)|id" in)/.test(q.sql));
      const instant = unmailed.filter((q) => /"notifications"\."id" in/.test(q.sql));
      expect(batches.length).toBeGreaterThan(0);
      expect(instant.length).toBeGreaterThan(0);
      for (const query of batches) {
        expect((await planOf(t.db, query)).join("\n"), query.sql).not.toContain("TEMP B-TREE");
      }
      for (const query of instant) {
        expect((await planOf(t.db, query)).join("\n"), query.sql).toMatch(
          /SCAN choice USING (COVERING )?INDEX notification_mail_settings_instant_idx/,
        );
      }
    },
  );
});
