import { type Kysely, sql } from "kysely";
import { columnTypes, dialectOf } from "@/server/db/dialect";

/**
 * The community (docs/decisions/062-community.md): announcements and the bulletin board as real data,
 * and the indexes every community list is read and ordered by. The other community tables exist
 * since 0001-initial.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const pg = dialectOf(db) === "postgres";

  await db.schema
    .createTable("announcements")
    .addColumn("id", "text", (c) => c.primaryKey())
    // German is the default language; English falls back to German where an admin left it empty.
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("title_en", "text")
    .addColumn("content_en", "text")
    .addColumn("published", t.boolean, (c) => c.notNull().defaultTo(sql`${sql.raw(pg ? "true" : "1")}`))
    .addColumn("created_at", "text", (c) => c.notNull())
    // The admin who wrote it; the announcement outlives the admin's account.
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("bulletin_posts")
    .addColumn("id", "text", (c) => c.primaryKey())
    // null for the team's own entries (starter content); a member's entries go with their account.
    .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("cascade"))
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    // Only the team's entries are written twice; a member's entry is shown as written.
    .addColumn("title_en", "text")
    .addColumn("content_en", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  const indexes: Array<[string, string, string[]]> = [
    ["announcements_created_idx", "announcements", ["created_at", "id"]],
    ["announcements_created_by_idx", "announcements", ["created_by"]],
    ["bulletin_posts_created_idx", "bulletin_posts", ["created_at", "id"]],
    ["bulletin_posts_user_idx", "bulletin_posts", ["user_id"]],
    ["forum_posts_created_idx", "forum_posts", ["created_at", "id"]],
    ["forum_posts_user_idx", "forum_posts", ["user_id"]],
    ["forum_comments_post_created_idx", "forum_comments", ["post_id", "created_at", "id"]],
    ["forum_comments_user_idx", "forum_comments", ["user_id"]],
    ["impulse_comments_impulse_created_idx", "impulse_comments", ["impulse_id", "created_at", "id"]],
    ["impulse_comments_user_idx", "impulse_comments", ["user_id"]],
    ["community_content_type_dates_idx", "community_content", ["type", "start_date", "end_date"]],
    ["community_content_created_idx", "community_content", ["created_at"]],
    ["community_events_date_idx", "community_events", ["event_date", "id"]],
  ];
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [
    ["community_events_date_idx"],
    ["community_content_created_idx"],
    ["community_content_type_dates_idx"],
    ["impulse_comments_user_idx"],
    ["impulse_comments_impulse_created_idx"],
    ["forum_comments_user_idx"],
    ["forum_comments_post_created_idx"],
    ["forum_posts_user_idx"],
    ["forum_posts_created_idx"],
  ] as const) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
  await db.schema.dropTable("bulletin_posts").ifExists().execute();
  await db.schema.dropTable("announcements").ifExists().execute();
}
