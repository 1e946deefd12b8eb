import type { Kysely } from "kysely";

/**
 * Reports and community suspension (decisions 184 and 185).
 *
 * `content_reports`: one row per member and reported item. The item is named by exactly one of
 * post_id / comment_id / impulse_comment_id / bulletin_id, each ON DELETE CASCADE, so deleted content
 * takes its reports along (as it takes its notifications, migration 0016). A unique index per member and
 * item makes "one report per member and item" hold under concurrent requests. `closed_at` is set when
 * an admin closes the report and keeps the content.
 *
 * `profiles.community_suspended_until` (+ reason): a member suspended from the community reads but does
 * not write there until that moment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_reports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("reporter_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    // "post" | "post_comment" | "impulse_comment" | "bulletin"
    .addColumn("item_type", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("post_id", "text", (c) => c.references("forum_posts.id").onDelete("cascade"))
    .addColumn("comment_id", "text", (c) => c.references("forum_comments.id").onDelete("cascade"))
    .addColumn("impulse_comment_id", "text", (c) => c.references("impulse_comments.id").onDelete("cascade"))
    .addColumn("bulletin_id", "text", (c) => c.references("bulletin_posts.id").onDelete("cascade"))
    // "inappropriate" | "spam" | "personal_data" | "other"
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("closed_at", "text")
    .execute();
  await db.schema
    .createIndex("content_reports_reporter_item_uq")
    .on("content_reports")
    .columns(["reporter_id", "item_type", "item_id"])
    .unique()
    .execute();
  const indexes: Array<[string, string[]]> = [
    ["content_reports_open_idx", ["closed_at", "item_type", "item_id"]],
    ["content_reports_post_idx", ["post_id"]],
    ["content_reports_comment_idx", ["comment_id"]],
    ["content_reports_impulse_comment_idx", ["impulse_comment_id"]],
    ["content_reports_bulletin_idx", ["bulletin_id"]],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on("content_reports").columns(columns).execute();
  }

  await db.schema.alterTable("profiles").addColumn("community_suspended_until", "text").execute();
  await db.schema.alterTable("profiles").addColumn("community_suspension_reason", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("profiles").dropColumn("community_suspension_reason").execute();
  await db.schema.alterTable("profiles").dropColumn("community_suspended_until").execute();
  await db.schema.dropTable("content_reports").ifExists().execute();
}
