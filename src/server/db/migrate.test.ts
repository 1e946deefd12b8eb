import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "@/server/db/database";
import {
  MigrationFailedError,
  migrateToLatest,
  migrationStatus,
  pendingMigrations,
} from "@/server/db/migrate";
import { migrations } from "@/server/db/migrations/registry";
import { createTestDatabase, testDialect } from "@/server/test/test-database";

/**
 * Upgrades that cannot half-fail (issue 47): a start's pending migrations run in one transaction, so
 * one that throws leaves the schema exactly as it was, on SQLite as on PostgreSQL.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
const names = Object.keys(migrations).sort();
const lastName = names.at(-1) ?? "";

async function tables(db: Kysely<any>) {
  return (await db.introspection.getTables()).map((table) => table.name).sort();
}

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  handle = createDatabase(database.target);
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

describe(`migrations on ${testDialect}`, () => {
  it("a failing migration after good ones leaves no table, no index and no record of any of them", async () => {
    // All but the last of ours are applied first; the last, a new table, and one that throws follow.
    const { [lastName]: last, ...earlier } = migrations;
    await migrateToLatest(handle.db, earlier);
    const before = await tables(handle.db);
    expect(await pendingMigrations(handle.db)).toEqual([lastName]);

    const withBroken = {
      ...migrations,
      "9998-adds-a-table": {
        up: async (db: Kysely<any>) => {
          await db.schema.createTable("half_done").addColumn("id", "integer").execute();
          await db.schema.createIndex("half_done_id").on("half_done").column("id").execute();
        },
      },
      "9999-breaks": {
        up: async (db: Kysely<any>) => {
          await sql`alter table no_such_table add column x integer`.execute(db);
        },
      },
    };
    const error = await migrateToLatest(handle.db, withBroken).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MigrationFailedError);
    expect((error as MigrationFailedError).migrationName).toBe("9999-breaks");
    // One line for the operator, naming the migration.
    const line = (error as Error).message;
    expect(line).not.toContain("\n");
    expect(line).toMatch(/^migration 9999-breaks failed: .*no_such_table.* nothing was changed/);

    expect(await tables(handle.db)).toEqual(before);
    const status = await migrationStatus(handle.db, withBroken);
    expect(status.filter((m) => !m.appliedAt).map((m) => m.name)).toEqual([
      lastName,
      "9998-adds-a-table",
      "9999-breaks",
    ]);
    expect(last).toBeDefined();
  });

  it("then applies the pending ones when the broken one is gone, and reports every one as applied", async () => {
    const result = await migrateToLatest(handle.db);
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([[lastName, "Success"]]);
    const status = await migrationStatus(handle.db);
    expect(status.map((m) => m.name)).toEqual(names);
    expect(status.every((m) => m.appliedAt instanceof Date)).toBe(true);
    expect(await pendingMigrations(handle.db)).toEqual([]);
    expect((await migrateToLatest(handle.db)).results).toEqual([]);
  });
});
