import type { Kysely } from "kysely";

/**
 * Events last until they end (decision 197): an event stays on /community,
 * marked "happening now", from its start until start plus `duration_minutes`. Existing and new
 * events default to 90 minutes; admins change it in the event form.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("community_events")
    .addColumn("duration_minutes", "integer", (c) => c.notNull().defaultTo(90))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("community_events").dropColumn("duration_minutes").execute();
}
