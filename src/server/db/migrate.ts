import { type Kysely, type MigrationResultSet, Migrator } from "kysely";
import { migrations } from "@/server/db/migrations/registry";

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: "schema_migrations",
    migrationLockTableName: "schema_migrations_lock",
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
