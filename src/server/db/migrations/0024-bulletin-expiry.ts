import type { Kysely } from "kysely";

/**
 * Bulletin entries expire (decision 187): a member's entry is listed until 60 days
 * after it was written or, once, renewed. `renewed_at` is that one renewal; null until then. The
 * expiry is computed from it (or created_at), so there is nothing to keep in step.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bulletin_posts").addColumn("renewed_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bulletin_posts").dropColumn("renewed_at").execute();
}
