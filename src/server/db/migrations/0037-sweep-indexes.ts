import { type Kysely, sql } from "kysely";

/**
 * The daily clean-ups (prune, bulletin expiry) delete what has expired by a date column that had no
 * index: each statement read its whole table, the sessions' 200,000 rows with 100,000 members in one
 * write that held SQLite's lock for 55 ms, growing with the members (issue 52). Each sweep now reads
 * only the rows it deletes. The bulletin's index is on the expression the clean-up compares.
 */
const INDEXES: Array<[name: string, table: string, columns: string[]]> = [
  ["session_expires_idx", "session", ["expiresAt"]],
  ["verification_expires_idx", "verification", ["expiresAt"]],
  ["rate_limit_attempts_time_idx", "rate_limit_attempts", ["attempted_at"]],
  ["used_totp_codes_time_idx", "used_totp_codes", ["used_at"]],
  ["subscriber_reminder_sends_claimed_idx", "subscriber_reminder_sends", ["claimed_at"]],
  ["reminder_subscriptions_status_idx", "reminder_subscriptions", ["status", "confirm_expires_at"]],
  ["contact_messages_created_idx", "contact_messages", ["created_at"]],
  ["rateLimit_last_request_idx", "rateLimit", ["lastRequest"]],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  await sql`create index bulletin_posts_expiry_idx on bulletin_posts
    ((coalesce(renewed_at, created_at))) where user_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("bulletin_posts_expiry_idx").execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
