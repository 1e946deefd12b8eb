import { type Kysely, sql } from "kysely";
import { dialectOf } from "@/server/db/dialect";

/**
 * The forum search's FTS5 table gets prefix indexes for words' first two and three letters (issue 50,
 * finding 7; decision 253): a query of several short word starts read every matching word's list and
 * merged them, for a two-letter start most of the index. FTS5 cannot add them to a table, so it is
 * built again, rows in the order they were written (rowid order is the search's "newest first");
 * the triggers of migration 0019 write to it by name and stay. PostgreSQL's GIN index reads a prefix
 * as a range of its sorted words already: nothing to do there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") return;
  await rebuild(db, "prefix = '2 3', ");
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") return;
  await rebuild(db, "");
}

async function rebuild(db: Kysely<any>, options: string): Promise<void> {
  await sql`drop table forum_search`.execute(db);
  await sql
    .raw(`create virtual table forum_search using fts5(
    ref_id unindexed, post_id unindexed, kind unindexed, title, body,
    ${options}tokenize = 'unicode61 remove_diacritics 0'
  )`)
    .execute(db);
  await sql`insert into forum_search (ref_id, post_id, kind, title, body)
    select ref_id, post_id, kind, title, body from (
      select id as ref_id, id as post_id, 'post' as kind, title, description as body,
        coalesce(edited_at, created_at) as written_at
      from forum_posts
      union all
      select id, post_id, 'comment', '', comment_text, coalesce(edited_at, created_at)
      from forum_comments
    ) order by written_at, ref_id`.execute(db);
}
