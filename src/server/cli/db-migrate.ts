import { ConfigError, loadConfig } from "@/server/config";
import { createDatabase } from "@/server/db/database";
import { MigrationFailedError, migrateToLatest, migrationStatus } from "@/server/db/migrate";

/**
 * `npm run db:migrate` applies what is pending (the server does so at start too);
 * `npm run migrate:status` (`db-migrate status`) lists every migration, applied or pending, and
 * exits 2 when some are pending, so a script can tell.
 */
async function main() {
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    if (process.argv[2] === "status") {
      const status = await migrationStatus(database.db);
      for (const m of status)
        console.info(`${m.appliedAt ? `applied ${m.appliedAt.toISOString()}` : "pending"}  ${m.name}`);
      const pending = status.filter((m) => !m.appliedAt).length;
      console.info(
        pending === 0
          ? `All ${status.length} migrations are applied.`
          : `${pending} of ${status.length} migrations are pending; the next start applies them.`,
      );
      if (pending > 0) process.exitCode = 2;
      return;
    }
    const result = await migrateToLatest(database.db);
    const applied = result.results ?? [];
    if (applied.length === 0) console.info("Database is up to date.");
    for (const migration of applied) console.info(`${migration.status}: ${migration.migrationName}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof MigrationFailedError ? err.message : err);
  process.exit(1);
});
