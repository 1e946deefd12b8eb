import type { Kysely } from "kysely";

/**
 * Notifications (decision 182): one row per recipient and event. What a notification is
 * about references its row with ON DELETE CASCADE, so a deleted account, post, comment or
 * announcement takes its notifications along. The unread count is one query on
 * notifications_user_unread_idx.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("notifications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    // Who caused it; a member who deletes their account takes their comments and these along.
    .addColumn("actor_id", "text", (c) => c.references("user.id").onDelete("cascade"))
    .addColumn("post_id", "text", (c) => c.references("forum_posts.id").onDelete("cascade"))
    .addColumn("comment_id", "text", (c) => c.references("forum_comments.id").onDelete("cascade"))
    .addColumn("announcement_id", "text", (c) => c.references("announcements.id").onDelete("cascade"))
    // A short text that outlives its subject (a report's handled content, the badge), else null.
    .addColumn("detail", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    // Set when the mail (instant or in a daily summary) went out or was decided against.
    .addColumn("mailed_at", "text")
    .execute();
  const indexes: Array<[string, string[]]> = [
    ["notifications_user_unread_idx", ["user_id", "read_at"]],
    ["notifications_user_created_idx", ["user_id", "created_at", "id"]],
    ["notifications_unmailed_idx", ["mailed_at", "kind"]],
    ["notifications_actor_idx", ["actor_id"]],
    ["notifications_post_idx", ["post_id"]],
    ["notifications_comment_idx", ["comment_id"]],
    ["notifications_announcement_idx", ["announcement_id"]],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on("notifications").columns(columns).execute();
  }

  // How a member wants each kind by mail; a missing row is the kind's default.
  await db.schema
    .createTable("notification_mail_settings")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_mail_settings_pk", ["user_id", "kind"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("notification_mail_settings").ifExists().execute();
  await db.schema.dropTable("notifications").ifExists().execute();
}
