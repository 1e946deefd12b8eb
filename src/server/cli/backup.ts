import { runBackup } from "@/server/backup/run-backup";
import { ConfigError, loadConfig } from "@/server/config";
import { createDatabase } from "@/server/db/database";
import { migrateToLatest } from "@/server/db/migrate";
import { createLogger } from "@/server/logger";

/**
 * npm run backup (or node dist/server/backup.js): one backup now, while the app may run and write,
 * into BACKUP_DIR with its manifest, then retention and BACKUP_AFTER_COMMAND, as the daily job does
 * (docs/operations.md, "Backups and restore").
 */
async function main() {
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const result = await runBackup({
      config,
      db: database.db,
      dialect: database.dialect,
      logger: createLogger("silent"),
    });
    if (result.status === "failed") {
      console.error(`The backup failed (${result.errorKind}): ${result.error}`);
      console.error("Older backups were left as they were.");
      process.exitCode = 1;
      return;
    }
    const { manifest } = result;
    const rows = Object.values(manifest.rowCounts).reduce((sum, n) => sum + n, 0);
    console.info(
      `Backup written: ${result.file} (${manifest.sizeBytes} bytes, schema ${manifest.schemaVersion}).`,
    );
    console.info(
      `Manifest beside it: ${Object.keys(manifest.rowCounts).length} tables, ${rows} rows, sha256 ${manifest.sha256}.`,
    );
    if (result.deleted.length > 0) console.info(`Retention removed ${result.deleted.join(", ")}.`);
    if (result.afterCommand?.status === "failed") {
      console.error(`BACKUP_AFTER_COMMAND failed (the backup is kept): ${result.afterCommand.message}`);
      process.exitCode = 1;
    } else if (result.afterCommand) console.info("BACKUP_AFTER_COMMAND ran.");
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
