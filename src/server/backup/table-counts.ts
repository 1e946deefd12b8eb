import type SqliteDatabase from "better-sqlite3";
import type pg from "pg";

/**
 * Rows per table and the last applied migration, read from one snapshot: the manifest's figures, and
 * what a restore compares the restored database with. FTS5's virtual and shadow tables are left out
 * (they follow the rows they index).
 */
export type SnapshotFacts = { schemaVersion: string; rowCounts: Record<string, number> };

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function sqliteFacts(db: SqliteDatabase.Database): SnapshotFacts {
  const tables = db
    .prepare(
      "select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%' order by name",
    )
    .pluck()
    .all() as string[];
  const rowCounts: Record<string, number> = {};
  for (const table of tables) {
    rowCounts[table] = Number(
      db
        .prepare(`select count(*) from ${quoted(table)}`)
        .pluck()
        .get(),
    );
  }
  return {
    schemaVersion: lastMigration(
      tables,
      () => db.prepare("select max(name) from schema_migrations").pluck().get() as string | null,
    ),
    rowCounts,
  };
}

/** The same inside `client`'s current transaction (a REPEATABLE READ one when it must match a dump). */
export async function postgresFacts(client: pg.ClientBase): Promise<SnapshotFacts> {
  const { rows } = await client.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = current_schema() order by tablename",
  );
  const rowCounts: Record<string, number> = {};
  for (const { tablename } of rows) {
    const result = await client.query<{ n: string }>(`select count(*) as n from ${quoted(tablename)}`);
    rowCounts[tablename] = Number(result.rows[0]!.n);
  }
  const tables = rows.map((row) => row.tablename);
  const version = tables.includes("schema_migrations")
    ? (await client.query<{ v: string | null }>("select max(name) as v from schema_migrations")).rows[0]!.v
    : null;
  return { schemaVersion: lastMigration(tables, () => version), rowCounts };
}

function lastMigration(tables: string[], read: () => string | null): string {
  return (tables.includes("schema_migrations") ? read() : null) ?? "none";
}

/** The tables whose counts differ, as "table: expected → found" lines; empty when all match. */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names
    .filter((name) => expected[name] !== found[name])
    .map(
      (name) =>
        `${name}: ${expected[name] ?? "no table"} in the backup, ${found[name] ?? "no table"} restored`,
    );
}
