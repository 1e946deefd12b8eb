import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * The mail jobs read the unmailed notifications oldest first, 500 at a time (issue 52). The index on
 * (mailed_at, kind) found them but not in that order: SQLite sorted every unmailed row, joined, for
 * each batch — with 100,000 members a day's notifications, read again per batch while the event loop
 * waited. A partial index in the jobs' order holds only the unmailed rows, so a batch reads its 500
 * and stops; it replaces the old one, which also indexed every mailed row for nothing.
 *
 * "Sofort" is read every minute from the members who chose it: the instant choices (partial index) and
 * each one's unmailed rows of that kind. From the unmailed rows instead, each minute walked every row
 * waiting for a daily summary or decided against later (an announcement leaves one per member).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("notifications_unmailed_idx").execute();
  await sql`create index notifications_unmailed_idx on notifications (created_at, id)
    where mailed_at is null`.execute(db);
  await sql`create index notifications_unmailed_member_idx on notifications (user_id, kind)
    where mailed_at is null`.execute(db);
  await sql`create index notification_mail_settings_instant_idx on notification_mail_settings (user_id, kind)
    where mode = 'instant'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("notification_mail_settings_instant_idx").execute();
  await db.schema.dropIndex("notifications_unmailed_member_idx").execute();
  await db.schema.dropIndex("notifications_unmailed_idx").execute();
  await db.schema
    .createIndex("notifications_unmailed_idx")
    .on("notifications")
    .columns(["mailed_at", "kind"])
    .execute();
}
