import type { Kysely } from "kysely";

/**
 * The admin area (docs/decisions/061-admin-audit-and-usage.md): the audit log of every admin write,
 * the anonymous daily usage counters, and the day a member was last active (so "members active"
 * counts each member once a day without keeping who it was in the counters).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("admin_audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    // Not a foreign key: the log outlives a deleted admin account (the name is kept beside it).
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("actor_name", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("item_type", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("item_title", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("admin_audit_log_created_idx")
    .on("admin_audit_log")
    .columns(["created_at"])
    .execute();
  await db.schema
    .createIndex("admin_audit_log_type_idx")
    .on("admin_audit_log")
    .columns(["item_type", "created_at"])
    .execute();

  await db.schema
    .createTable("usage_daily")
    // yyyy-mm-dd (UTC)
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("metric", "text", (c) => c.notNull())
    // A route pattern, a week number or "" — never anything about a person.
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("usage_daily_pk", ["day", "metric", "dimension"])
    .execute();

  await db.schema.alterTable("profiles").addColumn("last_active_on", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("profiles").dropColumn("last_active_on").execute();
  await db.schema.dropTable("usage_daily").ifExists().execute();
  await db.schema.dropTable("admin_audit_log").ifExists().execute();
}
