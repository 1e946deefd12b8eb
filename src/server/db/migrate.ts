import { type Kysely, type MigrationResultSet, Migrator } from "kysely";
import { migrations } from "@/server/db/migrations/registry";

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: "schema_migrations",
    migrationLockTableName: "schema_migrations_lock",
    // Migrations are written side by side and may land in another order than their numbers (0019
    // after 0021, say); each stands on its own, so a pending one runs wherever its number sorts.
    allowUnorderedMigrations: true,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
