/** Added by migration 0029-backup-runs (decision 257). */

/** One backup attempt, by the daily job or `npm run backup`. */
export interface BackupRunTable {
  id: string;
  started_at: string;
  finished_at: string;
  status: "ok" | "failed";
  file: string | null;
  /** bigint: PostgreSQL's driver answers it as a string. */
  size_bytes: number | string | null;
  error_kind: string | null;
  error: string | null;
  after_command: "ok" | "failed" | null;
}

export type BackupTables = { backup_runs: BackupRunTable };
