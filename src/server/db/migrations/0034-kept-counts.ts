import { type Kysely, sql } from "kysely";
import { dialectOf } from "@/server/db/dialect";

/**
 * Counts the admin pages show on every visit, kept rather than recounted (issue 52): counting 100,000
 * accounts took ~20 ms per visit of the user list, the overview three such counts. `kept_counts` holds
 * one row per count, written by triggers on the rows counted, so no service can forget one and rows a
 * cascade deletes are counted too:
 *   users          — "user" rows (the admin's user list without a search or filter)
 *   members        — profiles (the overview's members)
 *   forum_posts    — the overview's posts
 *   journey:W:F    — profiles with furthest_week W and journey_finished F (the overview's standings)
 * The open-reports index gains the report's time, so the reports queue is grouped from the index alone.
 */
const JOURNEY_KEY = (row: "new" | "old") =>
  `'journey:' || ${row}.furthest_week || ':' || ${row}.journey_finished`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("kept_counts")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("n", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  if (dialectOf(db) === "postgres") await postgresTriggers(db);
  else await sqliteTriggers(db);
  await sql`insert into kept_counts (name, n)
    select 'users', count(*) from "user"
    union all select 'members', count(*) from profiles
    union all select 'forum_posts', count(*) from forum_posts`.execute(db);
  await sql`insert into kept_counts (name, n)
    select 'journey:' || furthest_week || ':' || journey_finished, count(*) from profiles
    where furthest_week is not null group by furthest_week, journey_finished`.execute(db);

  await db.schema.dropIndex("content_reports_open_idx").execute();
  await db.schema
    .createIndex("content_reports_open_idx")
    .on("content_reports")
    .columns(["closed_at", "item_type", "item_id", "created_at"])
    .execute();
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const add = (key: string, delta: number, when = "") =>
    `insert into kept_counts (name, n) select ${key}, ${delta} where true ${when}
       on conflict (name) do update set n = n + ${delta};`;
  const statements = [
    `create trigger user_kept_insert after insert on "user" begin ${add("'users'", 1)} end`,
    `create trigger user_kept_delete after delete on "user" begin ${add("'users'", -1)} end`,
    `create trigger forum_posts_kept_insert after insert on forum_posts begin ${add("'forum_posts'", 1)} end`,
    `create trigger forum_posts_kept_delete after delete on forum_posts begin ${add("'forum_posts'", -1)} end`,
    `create trigger profiles_kept_insert after insert on profiles begin
       ${add("'members'", 1)}
       ${add(JOURNEY_KEY("new"), 1, "and new.furthest_week is not null")}
     end`,
    `create trigger profiles_kept_delete after delete on profiles begin
       ${add("'members'", -1)}
       ${add(JOURNEY_KEY("old"), -1, "and old.furthest_week is not null")}
     end`,
    `create trigger profiles_kept_update after update of furthest_week, journey_finished on profiles begin
       ${add(JOURNEY_KEY("old"), -1, "and old.furthest_week is not null")}
       ${add(JOURNEY_KEY("new"), 1, "and new.furthest_week is not null")}
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`create function kept_counts_add(key text, delta bigint) returns void language sql as $$
    insert into kept_counts (name, n) values (key, delta)
    on conflict (name) do update set n = kept_counts.n + excluded.n
  $$`.execute(db);
  await sql`create function kept_counts_rows() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then perform kept_counts_add(tg_argv[0], 1); else perform kept_counts_add(tg_argv[0], -1); end if;
      return null;
    end
  $$`.execute(db);
  await sql
    .raw(`create function kept_counts_profiles() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then perform kept_counts_add('members', -1); end if;
      if tg_op = 'INSERT' then perform kept_counts_add('members', 1); end if;
      if tg_op <> 'INSERT' and old.furthest_week is not null then
        perform kept_counts_add(${JOURNEY_KEY("old")}, -1);
      end if;
      if tg_op <> 'DELETE' and new.furthest_week is not null then
        perform kept_counts_add(${JOURNEY_KEY("new")}, 1);
      end if;
      return null;
    end
  $$`)
    .execute(db);
  await sql`create trigger user_kept_counts after insert or delete on "user"
    for each row execute function kept_counts_rows('users')`.execute(db);
  await sql`create trigger forum_posts_kept_counts after insert or delete on forum_posts
    for each row execute function kept_counts_rows('forum_posts')`.execute(db);
  await sql`create trigger profiles_kept_counts after insert or delete or update of furthest_week, journey_finished
    on profiles for each row execute function kept_counts_profiles()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("content_reports_open_idx").execute();
  await db.schema
    .createIndex("content_reports_open_idx")
    .on("content_reports")
    .columns(["closed_at", "item_type", "item_id"])
    .execute();
  if (dialectOf(db) === "postgres") {
    await sql`drop trigger if exists user_kept_counts on "user"`.execute(db);
    await sql`drop trigger if exists forum_posts_kept_counts on forum_posts`.execute(db);
    await sql`drop trigger if exists profiles_kept_counts on profiles`.execute(db);
    await sql`drop function if exists kept_counts_profiles()`.execute(db);
    await sql`drop function if exists kept_counts_rows()`.execute(db);
    await sql`drop function if exists kept_counts_add(text, bigint)`.execute(db);
  } else {
    for (const trigger of [
      "user_kept_insert",
      "user_kept_delete",
      "forum_posts_kept_insert",
      "forum_posts_kept_delete",
      "profiles_kept_insert",
      "profiles_kept_delete",
      "profiles_kept_update",
    ]) {
      await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
    }
  }
  await db.schema.dropTable("kept_counts").execute();
}
