import type { Kysely } from "kysely";

/**
 * Graduation without waiting (decision 190): the badge records how it was granted —
 * "auto" when completing week 5 granted it, "admin" from the admin area, "command_line" from
 * `npm run badge:grant`. Rows from before this migration keep null (an admin's id in granted_by, or
 * the command line). granted_by stays the admin's id and is empty for automatic grants.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("user_badges").addColumn("granted_via", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("user_badges").dropColumn("granted_via").execute();
}
