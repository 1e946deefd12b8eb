import { type Kysely, sql } from "kysely";
import { columnTypes, dialectOf } from "@/server/db/dialect";

/**
 * Two-factor sign-in (decision 170): better-auth's twoFactor plugin keeps the TOTP secret and
 * the backup codes (both encrypted with AUTH_SECRET) in `twoFactor`, one row per user, and a flag on
 * the user. Created as its own schema generator would (checked by db/database.test.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const pg = dialectOf(db) === "postgres";
  const off = sql.raw(pg ? "false" : "0");
  await db.schema
    .alterTable("user")
    .addColumn("twoFactorEnabled", t.boolean, (c) => c.defaultTo(off))
    .execute();
  await db.schema
    .createTable("twoFactor")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backupCodes", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("verified", t.boolean, (c) => c.defaultTo(sql.raw(pg ? "true" : "1")))
    .addColumn("failedVerificationCount", "integer", (c) => c.defaultTo(0))
    .addColumn("lockedUntil", t.authDate)
    .execute();
  await db.schema.createIndex("twoFactor_secret_idx").on("twoFactor").column("secret").execute();
  await db.schema.createIndex("twoFactor_userId_idx").on("twoFactor").column("userId").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("twoFactor").execute();
  await db.schema.alterTable("user").dropColumn("twoFactorEnabled").execute();
}
