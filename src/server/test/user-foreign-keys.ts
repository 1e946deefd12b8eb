import { sql } from "kysely";
import type { Db } from "@/server/db/database";

/**
 * Every `table.column` with a foreign key to `user`, from the database's own catalogue (SQLite's
 * pragma, PostgreSQL's pg_constraint): how the export test finds a column that names a member.
 */
export async function userForeignKeys(db: Db, dialect: "sqlite" | "postgres"): Promise<string[]> {
  if (dialect === "postgres") {
    const { rows } = await sql<{ table: string; column: string }>`
      select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = '"user"'::regclass`.execute(db);
    return rows.map((row) => `${row.table.replace(/^.*\./, "").replaceAll('"', "")}.${row.column}`).sort();
  }
  const found: string[] = [];
  for (const table of await db.introspection.getTables()) {
    const { rows } = await sql<{ from: string; table: string }>`
      select "from", "table" from pragma_foreign_key_list(${table.name})`.execute(db);
    for (const row of rows) if (row.table === "user") found.push(`${table.name}.${row.from}`);
  }
  return found.sort();
}
