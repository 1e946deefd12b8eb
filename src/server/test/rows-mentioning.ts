import type { Kysely } from "kysely";
import type { Db } from "@/server/db/database";

/**
 * Every table.column whose value, read as text, contains one of the values: how the deletion tests
 * prove that nothing about a person is left anywhere, including tables added later.
 */
export async function rowsMentioning(database: Db, values: string[]): Promise<string[]> {
  const db = database as unknown as Kysely<any>;
  const found: string[] = [];
  for (const table of await db.introspection.getTables()) {
    for (const column of table.columns) {
      const rows = await db
        .selectFrom(table.name)
        .select(db.fn.countAll().as("n"))
        .where((eb) => eb.or(values.map((v) => eb(eb.cast(eb.ref(column.name), "text"), "like", `%${v}%`))))
        .executeTakeFirst();
      if (Number(rows?.n) > 0) found.push(`${table.name}.${column.name}`);
    }
  }
  return found;
}
