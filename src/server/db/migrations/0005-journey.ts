import type { Kysely } from "kysely";

/**
 * The journey's week pages. Answers live in journey_entries (0001). The spec's browser-local
 * "weekUnlocks" and "visitedWeeks" become two columns beside started_at (the first-opened time), so
 * one row per user and week holds the whole progress (docs/decisions/040-journey-store.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("user_week_progress").addColumn("unlocked_at", "text").execute();
  await db.schema.alterTable("user_week_progress").addColumn("visited_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("user_week_progress").dropColumn("visited_at").execute();
  await db.schema.alterTable("user_week_progress").dropColumn("unlocked_at").execute();
}
