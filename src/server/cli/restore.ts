import { BackupRefused } from "@/server/backup/backup-files";
import { describeRestore, restoreBackup } from "@/server/backup/restore";
import { ConfigError, loadConfig } from "@/server/config";

/**
 * npm run restore -- <file> (or node dist/server/restore.js <file>): restores a backup into the
 * configured database, which must be empty and not in use; with the app stopped
 * (docs/operations.md, "Backups and restore").
 */
async function main() {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error(
      "Usage: npm run restore -- <backup file>   (the .sqlite.gz or .pgdump, its manifest beside it)",
    );
    process.exit(2);
  }
  const report = await restoreBackup(loadConfig(), file);
  for (const line of describeRestore(report)) console.info(line);
}

main().catch((err) => {
  if (err instanceof BackupRefused) console.error(`Nothing was restored. ${err.message}`);
  else console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
