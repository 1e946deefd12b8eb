import { type Kysely, sql } from "kysely";
import { dialectOf } from "@/server/db/dialect";

/**
 * Searching the forum (decision 186): titles, descriptions and comments.
 *
 * SQLite: one FTS5 table `forum_search` with the `unicode61` tokenizer (it folds case for every
 * letter, Ä/ä, Ö/ö, Ü/ü; `remove_diacritics 0` keeps "schön" apart from "schon"), kept in step with
 * forum_posts and forum_comments by triggers, so no service can forget it; existing rows are copied.
 *
 * PostgreSQL: a stored generated `tsvector` column on each table with the `simple` configuration
 * (lower-cases every letter and stems nothing, like unicode61, so prefix matches behave the same) and a
 * GIN index; generated columns stay in step by themselves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql`alter table forum_posts add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', description), 'B')
    ) stored`.execute(db);
    await sql`alter table forum_comments add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', comment_text), 'B')
    ) stored`.execute(db);
    await sql`create index forum_posts_search_idx on forum_posts using gin (search_vector)`.execute(db);
    await sql`create index forum_comments_search_idx on forum_comments using gin (search_vector)`.execute(db);
    return;
  }
  await sql`create virtual table forum_search using fts5(
    ref_id unindexed, post_id unindexed, kind unindexed, title, body,
    tokenize = 'unicode61 remove_diacritics 0'
  )`.execute(db);
  const statements = [
    `create trigger forum_posts_search_insert after insert on forum_posts begin
       insert into forum_search (ref_id, post_id, kind, title, body) values (new.id, new.id, 'post', new.title, new.description);
     end`,
    `create trigger forum_posts_search_update after update of title, description on forum_posts begin
       delete from forum_search where ref_id = old.id and kind = 'post';
       insert into forum_search (ref_id, post_id, kind, title, body) values (new.id, new.id, 'post', new.title, new.description);
     end`,
    `create trigger forum_posts_search_delete after delete on forum_posts begin
       delete from forum_search where ref_id = old.id and kind = 'post';
     end`,
    `create trigger forum_comments_search_insert after insert on forum_comments begin
       insert into forum_search (ref_id, post_id, kind, title, body) values (new.id, new.post_id, 'comment', '', new.comment_text);
     end`,
    `create trigger forum_comments_search_update after update of comment_text on forum_comments begin
       delete from forum_search where ref_id = old.id and kind = 'comment';
       insert into forum_search (ref_id, post_id, kind, title, body) values (new.id, new.post_id, 'comment', '', new.comment_text);
     end`,
    `create trigger forum_comments_search_delete after delete on forum_comments begin
       delete from forum_search where ref_id = old.id and kind = 'comment';
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql`insert into forum_search (ref_id, post_id, kind, title, body)
    select id, id, 'post', title, description from forum_posts`.execute(db);
  await sql`insert into forum_search (ref_id, post_id, kind, title, body)
    select id, post_id, 'comment', '', comment_text from forum_comments`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql`drop index if exists forum_comments_search_idx`.execute(db);
    await sql`drop index if exists forum_posts_search_idx`.execute(db);
    await sql`alter table forum_comments drop column if exists search_vector`.execute(db);
    await sql`alter table forum_posts drop column if exists search_vector`.execute(db);
    return;
  }
  for (const trigger of [
    "forum_posts_search_insert",
    "forum_posts_search_update",
    "forum_posts_search_delete",
    "forum_comments_search_insert",
    "forum_comments_search_update",
    "forum_comments_search_delete",
  ]) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
  await sql`drop table if exists forum_search`.execute(db);
}
