import { type Kysely, sql } from "kysely";
import { columnTypes, dialectOf } from "@/server/db/dialect";

/** Accounts: the member's opt-in for a weekly e-mail when their next week is recommended. */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const off = sql.raw(dialectOf(db) === "postgres" ? "false" : "0");
  await db.schema
    .alterTable("profiles")
    .addColumn("weekly_reminder", t.boolean, (c) => c.notNull().defaultTo(off))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("profiles").dropColumn("weekly_reminder").execute();
}
