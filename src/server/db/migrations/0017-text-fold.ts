import { type Kysely, sql } from "kysely";
import { dialectOf } from "@/server/db/dialect";

/**
 * fold(text): case folding for searches that behaves the same on both databases (decision 183).
 * PostgreSQL's lower() folds Unicode on a UTF-8 database; SQLite's folds only ASCII, so on SQLite
 * fold() is a function the connection registers (db/database.ts) and this migration adds nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await sql`create or replace function fold(value text) returns text language sql immutable parallel safe as $$ select lower(value) $$`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await sql`drop function if exists fold(text)`.execute(db);
}
