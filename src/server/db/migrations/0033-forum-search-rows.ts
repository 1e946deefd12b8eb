import { type Kysely, sql } from "kysely";
import { dialectOf } from "@/server/db/dialect";

/**
 * SQLite's forum search (migration 0019) found the row of an edited or deleted post or comment by
 * `ref_id`, an unindexed FTS5 column: every edit and delete read the whole search table, about 20 ms
 * per comment with 100,000 members, and deleting an account with 1,000 comments took 23 s (issue 52).
 * `forum_search_rows` keeps each item's FTS rowid by kind and id; the triggers write it beside the
 * search row and find the search row by its rowid. New search rows are still appended, so rowid order
 * stays the search's "most recently written first". PostgreSQL keeps its search vector on the rows
 * themselves: nothing to do there.
 */
const TRIGGERS = [
  "forum_posts_search_insert",
  "forum_posts_search_update",
  "forum_posts_search_delete",
  "forum_comments_search_insert",
  "forum_comments_search_update",
  "forum_comments_search_delete",
];

const searchRowOf = (kind: string) =>
  `(select search_rowid from forum_search_rows where kind = '${kind}' and ref_id = old.id)`;

function triggers(source: { table: string; kind: string; columns: string; values: string }) {
  const { table, kind, columns, values } = source;
  const insert = `insert into forum_search (ref_id, post_id, kind, title, body) values (${values});
       insert or replace into forum_search_rows (kind, ref_id, search_rowid) values ('${kind}', new.id, last_insert_rowid());`;
  return [
    `create trigger ${table}_search_insert after insert on ${table} begin
       ${insert}
     end`,
    `create trigger ${table}_search_update after update of ${columns} on ${table} begin
       delete from forum_search where rowid = ${searchRowOf(kind)};
       ${insert}
     end`,
    `create trigger ${table}_search_delete after delete on ${table} begin
       delete from forum_search where rowid = ${searchRowOf(kind)};
       delete from forum_search_rows where kind = '${kind}' and ref_id = old.id;
     end`,
  ];
}

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") return;
  await sql`create table forum_search_rows (
    kind text not null,
    ref_id text not null,
    search_rowid integer not null,
    primary key (kind, ref_id)
  ) without rowid`.execute(db);
  await sql`insert into forum_search_rows (kind, ref_id, search_rowid)
    select kind, ref_id, rowid from forum_search`.execute(db);
  for (const trigger of TRIGGERS) await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  for (const statement of [
    ...triggers({
      table: "forum_posts",
      kind: "post",
      columns: "title, description",
      values: "new.id, new.id, 'post', new.title, new.description",
    }),
    ...triggers({
      table: "forum_comments",
      kind: "comment",
      columns: "comment_text",
      values: "new.id, new.post_id, 'comment', '', new.comment_text",
    }),
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") return;
  for (const trigger of TRIGGERS) await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  const scan = (kind: string) => `delete from forum_search where ref_id = old.id and kind = '${kind}';`;
  for (const statement of [
    `create trigger forum_posts_search_insert after insert on forum_posts begin
       insert into forum_search (ref_id, post_id, kind, title, body) values (new.id, new.id, 'post', new.title, new.description);
     end`,
    `create trigger forum_posts_search_update after update of title, description on forum_posts begin
       ${scan("post")}
       insert into forum_search (ref_id, post_id, kind, title, body) values (new.id, new.id, 'post', new.title, new.description);
     end`,
    `create trigger forum_posts_search_delete after delete on forum_posts begin ${scan("post")} end`,
    `create trigger forum_comments_search_insert after insert on forum_comments begin
       insert into forum_search (ref_id, post_id, kind, title, body) values (new.id, new.post_id, 'comment', '', new.comment_text);
     end`,
    `create trigger forum_comments_search_update after update of comment_text on forum_comments begin
       ${scan("comment")}
       insert into forum_search (ref_id, post_id, kind, title, body) values (new.id, new.post_id, 'comment', '', new.comment_text);
     end`,
    `create trigger forum_comments_search_delete after delete on forum_comments begin ${scan("comment")} end`,
  ]) {
    await sql.raw(statement).execute(db);
  }
  await sql`drop table if exists forum_search_rows`.execute(db);
}
