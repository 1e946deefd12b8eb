import { type Kysely, sql } from "kysely";
import { dialectOf } from "@/server/db/dialect";

/**
 * PostgreSQL's forum search wants the most recently written 500 matches (decision 253). From the GIN
 * indexes alone it fetched every match and sorted them: 18,000 rows for a common word with 100,000
 * members, growing with the forum (issue 52). With an index in the order written, the planner walks
 * it backwards and stops at the 500th match when its statistics say a word is common, and keeps the
 * GIN index for a rare one. SQLite's FTS5 rowid already is that order (migration 0033).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  for (const table of ["forum_posts", "forum_comments"]) {
    await sql`create index ${sql.id(`${table}_written_idx`)} on ${sql.table(table)}
      ((coalesce(edited_at, created_at)))`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  for (const table of ["forum_posts", "forum_comments"]) {
    await sql`drop index if exists ${sql.id(`${table}_written_idx`)}`.execute(db);
  }
}
