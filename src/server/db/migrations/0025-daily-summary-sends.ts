import type { Kysely } from "kysely";

/**
 * The daily notification summary goes out from 07:00 on each member's own clock (decision 235), so a
 * run no longer covers "the operator's day": one row per member and their local day is claimed before
 * the summary is sent, and the key makes it once per day however long the day (23 or 25 hours).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("daily_summary_sends")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    // The member's calendar date (yyyy-mm-dd) in their zone when the summary went out.
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addPrimaryKeyConstraint("daily_summary_sends_pk", ["user_id", "day"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("daily_summary_sends").ifExists().execute();
}
