import { createWriteStream, existsSync } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  backupFileName,
  listBackups,
  manifestPathOf,
  sha256Of,
} from "@/server/backup/backup-files";
import { backupsToDelete } from "@/server/backup/backup-retention";
import { type BackupFailureKind, type BackupOutcome, recordBackupRun } from "@/server/backup/backup-runs";
import { PostgresToolFailed, writePostgresSnapshot } from "@/server/backup/postgres-snapshot";
import { runProcess } from "@/server/backup/run-process";
import { writeSqliteSnapshot } from "@/server/backup/sqlite-snapshot";
import { currentTime, currentTimeMs } from "@/server/clock";
import type { JobDeps } from "@/server/jobs/job-types";
import packageJson from "../../../package.json" with { type: "json" };

export type BackupDeps = Pick<JobDeps, "db" | "dialect" | "config" | "logger">;

export type BackupResult =
  | {
      status: "ok";
      file: string;
      manifest: BackupManifest;
      /** Older backups retention removed after this one succeeded. */
      deleted: string[];
      afterCommand: { status: "ok" | "failed"; message: string } | null;
    }
  | { status: "failed"; errorKind: BackupFailureKind; error: string };

/** How long the after-command (an upload, say) may take before it counts as failed. */
const AFTER_COMMAND_TIMEOUT_MS = 60 * 60_000;

/** A failure whose kind and message are known where it happens. */
class BackupFailure extends Error {
  constructor(
    readonly kind: BackupFailureKind,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One backup (decision 257): a consistent copy while the app runs and writes, its manifest, the
 * outcome in backup_runs, then retention and the after-command. Written under `.partial` names and
 * renamed when complete, so a failure leaves no half file and never touches an older backup; a
 * failure is logged as an error, recorded, and answered, never thrown.
 */
export async function runBackup(deps: BackupDeps, options: { now?: Date } = {}): Promise<BackupResult> {
  const { config, dialect, logger } = deps;
  const startedAt = options.now ?? currentTime();
  // The finish is the start plus the time the backup really took, so an injected start stays coherent.
  const startedMs = currentTimeMs();
  const finishedAt = () => new Date(startedAt.getTime() + currentTimeMs() - startedMs);
  const dir = config.backup.dir;
  const name = backupFileName(dialect, startedAt);
  const file = path.join(dir, name);
  const partial = `${file}.partial`;
  const manifestPartial = `${manifestPathOf(file)}.partial`;
  const log = logger.child({ backup: name });
  let manifest: BackupManifest;
  try {
    await ensureFolder(dir, config.backup.createDir);
    if (existsSync(file))
      throw new BackupFailure("other", `${file} exists already; backups are never overwritten.`);
    const facts =
      config.database.kind === "sqlite"
        ? await writeSqliteSnapshot({
            sourceFile: config.database.file,
            rawFile: `${file}.raw.partial`,
            output: createWriteStream(partial),
          })
        : await writePostgresSnapshot({ url: config.database.url, file: partial });
    manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      dialect,
      appVersion: packageJson.version,
      schemaVersion: facts.schemaVersion,
      createdAt: startedAt.toISOString(),
      file: name,
      sizeBytes: (await stat(partial)).size,
      sha256: await sha256Of(partial),
      rowCounts: facts.rowCounts,
    };
    await writeFile(manifestPartial, `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, file);
    await rename(manifestPartial, manifestPathOf(file));
  } catch (err) {
    await Promise.all([rm(partial, { force: true }), rm(manifestPartial, { force: true })]).catch(() => {});
    const failure = describeFailure(err, dir);
    log.error({ errorKind: failure.kind, dir, err }, `backup failed: ${failure.message}`);
    await record(deps, startedAt, finishedAt(), {
      status: "failed",
      errorKind: failure.kind,
      error: failure.message,
    });
    return { status: "failed", errorKind: failure.kind, error: failure.message };
  }

  // Only now that the new backup is complete may older ones go.
  const deleted = await applyRetention(deps).catch((err) => {
    log.error({ err }, "backup retention failed; older backups are kept");
    return [];
  });
  const afterCommand = config.backup.afterCommand
    ? await runAfterCommand(config.backup.afterCommand, file, dir)
    : null;
  if (afterCommand?.status === "failed") {
    log.error(
      { command: config.backup.afterCommand },
      `backup after-command failed: ${afterCommand.message}`,
    );
  }
  await record(deps, startedAt, finishedAt(), {
    status: "ok",
    file: name,
    sizeBytes: manifest.sizeBytes,
    afterCommand: afterCommand?.status ?? null,
  });
  log.info(
    { file, sizeBytes: manifest.sizeBytes, tables: Object.keys(manifest.rowCounts).length, deleted },
    "backup written",
  );
  return { status: "ok", file, manifest, deleted, afterCommand };
}

async function ensureFolder(dir: string, create: boolean) {
  if (create) await mkdir(dir, { recursive: true });
  else if (!existsSync(dir)) {
    throw new BackupFailure(
      "missing_folder",
      `BACKUP_DIR ${dir} does not exist: create it, or mount the backup disk there.`,
    );
  }
}

function describeFailure(err: unknown, dir: string): { kind: BackupFailureKind; message: string } {
  if (err instanceof BackupFailure) return { kind: err.kind, message: err.message };
  const code = (err as { code?: string }).code ?? "";
  const message = err instanceof Error ? err.message : String(err);
  if (["ENOSPC", "EDQUOT", "SQLITE_FULL"].includes(code) || /no space left|disk is full/i.test(message)) {
    return { kind: "no_space", message: `No space left in ${dir}: ${message}` };
  }
  if (["EACCES", "EPERM", "EROFS", "SQLITE_READONLY", "SQLITE_CANTOPEN"].includes(code)) {
    return { kind: "not_writable", message: `Cannot write to ${dir}: ${message}` };
  }
  if (err instanceof PostgresToolFailed) return { kind: "dump_failed", message };
  return { kind: "other", message };
}

async function record(deps: BackupDeps, startedAt: Date, finishedAt: Date, outcome: BackupOutcome) {
  try {
    await recordBackupRun(deps.db, { startedAt, finishedAt, outcome });
  } catch (err) {
    deps.logger.error({ err }, "could not record the backup's outcome");
  }
}

async function applyRetention(deps: BackupDeps): Promise<string[]> {
  const { config } = deps;
  const doomed = backupsToDelete(
    await listBackups(config.backup.dir),
    { daily: config.backup.keepDaily, weekly: config.backup.keepWeekly },
    config.timeZone,
  );
  for (const file of doomed) {
    await rm(manifestPathOf(file.path), { force: true });
    await rm(file.path, { force: true });
  }
  return doomed.map((file) => file.name);
}

/** BACKUP_AFTER_COMMAND through the shell: the file in $1 and $BACKUP_FILE, its manifest, the folder. */
async function runAfterCommand(
  command: string,
  file: string,
  dir: string,
): Promise<{ status: "ok" | "failed"; message: string }> {
  const result = await runProcess("/bin/sh", ["-c", command, "backup-after-command", file], {
    env: { ...process.env, BACKUP_FILE: file, BACKUP_MANIFEST: manifestPathOf(file), BACKUP_DIR: dir },
    timeoutMs: AFTER_COMMAND_TIMEOUT_MS,
  });
  if (result.code === 0) return { status: "ok", message: "" };
  return { status: "failed", message: result.stderr || `exit ${result.code ?? "(killed)"}` };
}
