import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/database";
import { createTestApp, type TestApp } from "@/server/test/test-app";

/**
 * Query hygiene (docs/performance.md): every foreign key is the leading column of an index (a parent's delete and a
 * child list by parent never scan the table), and every list's ordering is read from an index, not
 * sorted per request. Checked on the real schema after all migrations, with EXPLAIN on both databases.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Fk = { table: string; column: string };

async function foreignKeys(db: Db, dialect: string): Promise<Fk[]> {
  if (dialect === "postgres") {
    const { rows } = await sql<Fk>`
      select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace`.execute(db);
    return rows.map((r) => ({ table: r.table.replace(/^"|"$/g, ""), column: r.column }));
  }
  const { rows } = await sql<Fk>`
    select m.name as "table", f."from" as "column"
    from sqlite_master m, pragma_foreign_key_list(m.name) f
    where m.type = 'table'`.execute(db);
  return rows;
}

/** Leading columns of every index and primary key, as "table.column". */
async function leadingIndexColumns(db: Db, dialect: string): Promise<Set<string>> {
  if (dialect === "postgres") {
    const { rows } = await sql<{ table: string; column: string }>`
      select i.indrelid::regclass::text as "table", a.attname as "column"
      from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
      join pg_class c on c.oid = i.indrelid
      where c.relnamespace = 'public'::regnamespace`.execute(db);
    return new Set(rows.map((r) => `${r.table.replace(/^"|"$/g, "")}.${r.column}`));
  }
  const { rows } = await sql<{ table: string; column: string }>`
    select m.name as "table", ii.name as "column"
    from sqlite_master m, pragma_index_list(m.name) il, pragma_index_info(il.name) ii
    where m.type = 'table' and ii.seqno = 0`.execute(db);
  const pk = await sql<{ table: string; column: string }>`
    select m.name as "table", ti.name as "column"
    from sqlite_master m, pragma_table_info(m.name) ti
    where m.type = 'table' and ti.pk = 1`.execute(db);
  return new Set([...rows, ...pk.rows].map((r) => `${r.table}.${r.column}`));
}

/** Every paged or "latest first" list the API serves, as the query shape it runs. */
const LISTS: Array<{ name: string; query: string }> = [
  { name: "forum posts", query: "select * from forum_posts order by created_at desc, id desc limit 21" },
  {
    name: "forum comments",
    query: "select * from forum_comments where post_id = 'x' order by created_at asc, id asc limit 21",
  },
  {
    name: "impulse comments",
    query: "select * from impulse_comments where impulse_id = 'x' order by created_at asc, id asc limit 21",
  },
  { name: "bulletin", query: "select * from bulletin_posts order by created_at desc, id desc limit 21" },
  { name: "announcements", query: "select * from announcements order by created_at desc, id desc limit 21" },
  {
    name: "events (dashboard, community)",
    query:
      "select * from community_events where event_date >= '2026-01-01' order by event_date asc, id asc limit 20",
  },
  { name: "admin audit", query: "select * from admin_audit_log order by created_at desc, id desc limit 51" },
  {
    name: "admin users (by name)",
    query: `select u.id from "user" as u left join profiles on profiles.id = u.id order by lower(u.name), u.id limit 25 offset 50`,
  },
  {
    name: "journey entries",
    query: "select * from journey_entries where user_id = 'x' order by week_number, field",
  },
  {
    name: "journey progress",
    query: "select * from user_week_progress where user_id = 'x' order by week_number",
  },
  { name: "badges", query: "select * from user_badges where user_id = 'x' order by badge_type" },
  {
    name: "a member's devices",
    query: `select * from session where "userId" = 'x' and id != 'y' order by "updatedAt" desc, id desc limit 50`,
  },
];

async function plan(db: Db, dialect: string, query: string): Promise<string[]> {
  if (dialect === "postgres") {
    // With sequential scans and sorts priced out, the planner picks an index whenever one can serve
    // the filter and the order; a Seq Scan or Sort left in the plan means there is none.
    return db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_sort = off`.execute(trx);
      const { rows } = await sql<{ "QUERY PLAN": string }>`explain ${sql.raw(query)}`.execute(trx);
      return rows.map((r) => r["QUERY PLAN"]);
    });
  }
  const { rows } = await sql<{ detail: string }>`explain query plan ${sql.raw(query)}`.execute(db);
  return rows.map((r) => r.detail);
}

describe("indexes (EXPLAIN on the migrated schema)", () => {
  it("every foreign key leads an index or primary key", async () => {
    const covered = await leadingIndexColumns(t.db, t.deps.dialect);
    const missing = (await foreignKeys(t.db, t.deps.dialect))
      .map((fk) => `${fk.table}.${fk.column}`)
      .filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });

  it.each(LISTS)("$name are read in order from an index", async ({ query }) => {
    const lines = await plan(t.db, t.deps.dialect, query);
    const text = lines.join("\n");
    if (t.deps.dialect === "postgres") {
      expect(text).not.toMatch(/Seq Scan|(^|->\s*|\s)(Incremental )?Sort(?! Key)/m);
    } else {
      expect(text).not.toContain("TEMP B-TREE");
      for (const line of lines.filter((l) => l.startsWith("SCAN"))) expect(line).toContain("USING");
    }
  });
});
