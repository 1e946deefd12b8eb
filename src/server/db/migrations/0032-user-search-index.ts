import { type Kysely, sql } from "kysely";
import { dialectOf } from "@/server/db/dialect";

/**
 * The admin's user search from an index (issue 52, decision 264): it matched '%term%' in every
 * member's name, e-mail and id, a read of the whole table (330 ms with 100,000 members). It searches
 * the account's name: the profile service keeps the profile's name equal to it (sign-up and renames
 * write both, as migration 0031 relies on for the list's order).
 *
 * PostgreSQL: pg_trgm (a trusted extension: the database's owner may create it) and a GIN trigram
 * index on each of lower(name), lower(email) and lower(id) — fold() is lower() there and inlined, so
 * `fold(name) like …` is served by them, '%term%' as well as the 'te%' of a term under three letters.
 *
 * SQLite: an FTS5 table `user_search` with the trigram tokenizer, one row per account: its id
 * (`member_id`, not `user_id`, so that the data export and deletion do not take the index for member
 * data) and `text`, the folded name, e-mail and id, each after two \u0001 marks (a search term never
 * holds a control character: the search is cleaned as names are). The text is folded by the triggers
 * with fold(), so the index and the LIKE it replaces agree on every letter ("Özlem" → "özlem"): every
 * connection that writes a user's name, e-mail or id must have fold() registered, as the app's do
 * (db/database.ts). The marks let a term of one or two letters match the start of a field from the
 * index ('*\u0001te*' holds three characters, the tokenizer's least). `detail = none` and
 * `columnsize = 0`: the search needs neither positions nor ranking, and SQLite checks every match
 * against the pattern again. The triggers find an account's row by its text's end (the id, indexed)
 * instead of by `member_id`, which FTS5 does not index.
 */
const MARK = "char(1, 1)";
const searchText = (row: "new" | "u") =>
  `${MARK} || coalesce(fold(${row}.name), '') || ${MARK} || coalesce(fold(${row}.email), '') || ${MARK} || fold(${row}.id)`;
/** The row of the account `old`: its text ends in its folded id (GLOB's wildcards escaped). */
const rowOfOld = `member_id = old.id and text glob '*' || ${MARK} || replace(replace(replace(fold(old.id), '[', '[[]'), '*', '[*]'), '?', '[?]')`;

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index user_search_name_idx on "user" using gin (lower(name) gin_trgm_ops)`.execute(db);
    await sql`create index user_search_email_idx on "user" using gin (lower(email) gin_trgm_ops)`.execute(db);
    await sql`create index user_search_id_idx on "user" using gin (lower(id) gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table user_search using fts5(
    member_id unindexed, text,
    tokenize = 'trigram case_sensitive 1', detail = none, columnsize = 0
  )`.execute(db);
  const statements = [
    `create trigger user_search_insert after insert on "user" begin
       insert into user_search (member_id, text) values (new.id, ${searchText("new")});
     end`,
    `create trigger user_search_update after update of id, name, email on "user" begin
       delete from user_search where ${rowOfOld};
       insert into user_search (member_id, text) values (new.id, ${searchText("new")});
     end`,
    `create trigger user_search_delete after delete on "user" begin
       delete from user_search where ${rowOfOld};
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql
    .raw(`insert into user_search (member_id, text) select u.id, ${searchText("u")} from "user" u`)
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    // The extension stays: other objects may use it, and unused it costs nothing.
    for (const index of ["user_search_id_idx", "user_search_email_idx", "user_search_name_idx"]) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    return;
  }
  for (const trigger of ["user_search_insert", "user_search_update", "user_search_delete"]) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
  await sql`drop table if exists user_search`.execute(db);
}
