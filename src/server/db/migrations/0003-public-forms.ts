import type { Kysely } from "kysely";

/**
 * Landing reminder sign-up (double opt-in) and contact messages. Tokens are stored only as SHA-256
 * hashes; the unsubscribe token is derived (HMAC) and never stored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("reminder_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("language", "text", (c) => c.notNull())
    // pending → confirmed → unsubscribed; a new sign-up after unsubscribing starts at pending again.
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("confirm_token_hash", "text")
    .addColumn("confirm_expires_at", "text")
    .addColumn("consent_text_version", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .execute();
  await db.schema
    .createIndex("reminder_subscriptions_token_idx")
    .on("reminder_subscriptions")
    .column("confirm_token_hash")
    .execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("forwarded_at", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("contact_messages").ifExists().execute();
  await db.schema.dropTable("reminder_subscriptions").ifExists().execute();
}
