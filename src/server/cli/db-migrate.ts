import { ConfigError, loadConfig } from "@/server/config";
import { createDatabase } from "@/server/db/database";
import { migrateToLatest } from "@/server/db/migrate";

async function main() {
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    const result = await migrateToLatest(database.db);
    const applied = result.results ?? [];
    if (applied.length === 0) console.info("Database is up to date.");
    for (const migration of applied) console.info(`${migration.status}: ${migration.migrationName}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
