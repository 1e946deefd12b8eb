import type { Kysely } from "kysely";

/**
 * Calendar reminders in the member's own time zone (decision 196): the IANA zone the
 * .ics files and the external calendar link use. Null means the operator's TIME_ZONE, which stays
 * the zone of "today" for daily impulses and of events. Sign-up fills it from the browser.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("profiles").addColumn("time_zone", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("profiles").dropColumn("time_zone").execute();
}
