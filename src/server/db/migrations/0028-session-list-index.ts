import type { Kysely } from "kysely";

/**
 * "Your devices" lists a member's sessions in pages, last active first (issue 50, finding 7): an
 * index on (userId, updatedAt, id) reads them in that order. It leads with userId, so the index on
 * userId alone (migration 0001) has nothing left to do.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("session_user_updated_idx")
    .on("session")
    .columns(["userId", "updatedAt", "id"])
    .execute();
  await db.schema.dropIndex("session_userId_idx").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
  await db.schema.dropIndex("session_user_updated_idx").execute();
}
