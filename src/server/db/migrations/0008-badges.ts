import type { Kysely } from "kysely";

/**
 * The graduate badge (user_badges, created in 0001 with its key on user_id and badge_type) learns who
 * granted it: an admin's user id, or null when an operator granted it from the command line. The
 * primary key already starts with user_id, so lookups by user need no further index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("user_badges")
    .addColumn("granted_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("user_badges").dropColumn("granted_by").execute();
}
