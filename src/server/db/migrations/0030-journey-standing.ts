import { type Kysely, sql } from "kysely";

/**
 * Where each member stands, kept on their profile (issue 52): the furthest week they opened and
 * whether week 5 is complete. The admin overview's chart grouped every member's progress rows on each
 * load (320 ms with 100,000 members); it now counts profiles through one small index. The journey
 * service keeps both columns as weeks are opened, completed and reopened; this fills them once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("profiles").addColumn("furthest_week", "integer").execute();
  await db.schema
    .alterTable("profiles")
    .addColumn("journey_finished", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`
    update profiles set
      furthest_week = (
        select max(p.week_number) from user_week_progress p
        where p.user_id = profiles.id and (p.started_at is not null or p.completed_at is not null)
      ),
      journey_finished = case when exists (
        select 1 from user_week_progress p
        where p.user_id = profiles.id and p.week_number = 5 and p.completed_at is not null
      ) then 1 else 0 end`.execute(db);
  await db.schema
    .createIndex("profiles_journey_standing_idx")
    .on("profiles")
    .columns(["furthest_week", "journey_finished"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("profiles_journey_standing_idx").execute();
  await db.schema.alterTable("profiles").dropColumn("journey_finished").execute();
  await db.schema.alterTable("profiles").dropColumn("furthest_week").execute();
}
