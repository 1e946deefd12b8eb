import type { Db } from "@/server/db/database";
import type { BackupStatus } from "@/shared/admin";

/** Without a successful backup for this long, the admin overview warns (a day's run plus slack). */
export const BACKUP_STALE_HOURS = 26;
/** Outcomes older than this are removed when the next one is recorded. */
const HISTORY_DAYS = 90;

export type BackupFailureKind = "no_space" | "missing_folder" | "not_writable" | "dump_failed" | "other";

export type BackupOutcome =
  | { status: "ok"; file: string; sizeBytes: number; afterCommand: "ok" | "failed" | null }
  | { status: "failed"; errorKind: BackupFailureKind; error: string };

/** Records one attempt in backup_runs, which every instance and the admin overview read. */
export async function recordBackupRun(
  db: Db,
  run: { startedAt: Date; finishedAt: Date; outcome: BackupOutcome },
): Promise<void> {
  const { outcome } = run;
  await db
    .insertInto("backup_runs")
    .values({
      id: crypto.randomUUID(),
      started_at: run.startedAt.toISOString(),
      finished_at: run.finishedAt.toISOString(),
      status: outcome.status,
      file: outcome.status === "ok" ? outcome.file : null,
      size_bytes: outcome.status === "ok" ? outcome.sizeBytes : null,
      error_kind: outcome.status === "failed" ? outcome.errorKind : null,
      error: outcome.status === "failed" ? outcome.error.slice(0, 500) : null,
      after_command: outcome.status === "ok" ? outcome.afterCommand : null,
    })
    .execute();
  const before = new Date(run.finishedAt.getTime() - HISTORY_DAYS * 86_400_000).toISOString();
  await db.deleteFrom("backup_runs").where("finished_at", "<", before).execute();
}

/**
 * The last successful backup, the last attempt if it failed, and whether none succeeded within
 * BACKUP_STALE_HOURS: for the admin overview and the operator's metrics.
 */
export async function lastBackupStatus(db: Db, now: Date): Promise<BackupStatus> {
  const [lastOk, latest] = await Promise.all([
    db
      .selectFrom("backup_runs")
      .selectAll()
      .where("status", "=", "ok")
      .orderBy("finished_at", "desc")
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom("backup_runs").selectAll().orderBy("finished_at", "desc").limit(1).executeTakeFirst(),
  ]);
  const staleBefore = now.getTime() - BACKUP_STALE_HOURS * 3_600_000;
  return {
    lastSuccess: lastOk
      ? {
          at: lastOk.finished_at,
          file: lastOk.file ?? "",
          sizeBytes: Number(lastOk.size_bytes ?? 0),
          afterCommandFailed: lastOk.after_command === "failed",
        }
      : null,
    lastFailure:
      latest && latest.status === "failed"
        ? { at: latest.finished_at, kind: latest.error_kind ?? "other" }
        : null,
    stale: !lastOk || Date.parse(lastOk.finished_at) < staleBefore,
    staleHours: BACKUP_STALE_HOURS,
  };
}
