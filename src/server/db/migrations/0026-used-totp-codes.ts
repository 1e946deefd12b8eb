import type { Kysely } from "kysely";

/**
 * A TOTP code that signs someone in is claimed here before the sign-in goes on (issue 50, finding 5):
 * the primary key makes the claim atomic, so one fresh code sent to several code steps at once signs
 * in one of them. A code comes back after days, so a claim older than the replay window may be taken
 * again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("used_totp_codes")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("used_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("used_totp_codes_pk", ["user_id", "code"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("used_totp_codes").ifExists().execute();
}
