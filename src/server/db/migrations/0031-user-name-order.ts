import { type Kysely, sql } from "kysely";

/**
 * The admin's user list in name order from an index (issue 52): it sorted every member per page
 * (`lower(coalesce(profiles.full_name, u.name))` across the join, 134 ms with 100,000 members). The
 * list is ordered by the account's name, which the profile service keeps equal to the profile's name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index user_name_order_idx on "user" (lower(name), id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("user_name_order_idx").execute();
}
