import { type Kysely, type MigrationResultSet, Migrator } from "kysely";
import { migrations } from "@/server/db/migrations/registry";

function migrator(db: Kysely<any>) {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: "schema_migrations",
    migrationLockTableName: "schema_migrations_lock",
    // Migrations are written side by side and may land in another order than their numbers (0019
    // after 0021, say); each stands on its own, so a pending one runs wherever its number sorts.
    allowUnorderedMigrations: true,
  });
}

/** The migrations this build knows that the database has not applied yet, by name. */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const known = await migrator(db).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const result = await migrator(db).migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
