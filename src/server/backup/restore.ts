import { createReadStream, createWriteStream, existsSync, statSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { type BackupManifest, BackupRefused, verifiedManifest } from "@/server/backup/backup-files";
import { postgresToolConnection, runProcess } from "@/server/backup/run-process";
import {
  countDifferences,
  postgresFacts,
  type SnapshotFacts,
  sqliteFacts,
} from "@/server/backup/table-counts";
import type { AppConfig } from "@/server/config";
import { migrations } from "@/server/db/migrations/registry";

export type RestoreReport = { target: string; manifest: BackupManifest; tables: number; rows: number };

const DIALECT_NAME = { sqlite: "SQLite", postgres: "PostgreSQL" } as const;

/**
 * Restores a backup into the configured database (decision 257). Checks first, changes nothing when a
 * check fails (BackupRefused with the operator's next step): the manifest and checksum, the kind of
 * database, the schema this app knows, and a target that is empty and not in use. Afterwards the
 * restored rows are counted and compared with the manifest.
 */
export async function restoreBackup(config: AppConfig, file: string): Promise<RestoreReport> {
  const manifest = await verifiedManifest(path.resolve(file));
  const target = config.database;
  if (manifest.dialect !== target.kind) {
    throw new BackupRefused(
      `${path.basename(file)} is a ${DIALECT_NAME[manifest.dialect]} backup, but the configuration names a ${DIALECT_NAME[target.kind]} database. ${
        manifest.dialect === "postgres"
          ? "Set DATABASE_URL to an empty PostgreSQL database."
          : "Unset DATABASE_URL and set DATA_DIR to a fresh folder."
      }`,
    );
  }
  if (manifest.schemaVersion !== "none" && !(manifest.schemaVersion in migrations)) {
    throw new BackupRefused(
      `${path.basename(file)} was made by a newer version of the app (migration ${manifest.schemaVersion}, app ${manifest.appVersion}): restore it with that version.`,
    );
  }
  const facts =
    target.kind === "sqlite"
      ? await restoreSqlite(target.file, path.resolve(file), manifest)
      : await restorePostgres(target.url, path.resolve(file), manifest);
  const counts = Object.values(facts.rowCounts);
  return {
    target: target.kind === "sqlite" ? target.file : redacted(target.url),
    manifest,
    tables: counts.length,
    rows: counts.reduce((sum, n) => sum + n, 0),
  };
}

/** The lines `npm run restore` prints. */
export function describeRestore(report: RestoreReport): string[] {
  const { manifest } = report;
  return [
    `Restored ${manifest.file} (${DIALECT_NAME[manifest.dialect]}, made ${manifest.createdAt} by app ${manifest.appVersion}, schema ${manifest.schemaVersion}) into ${report.target}.`,
    `Checked: the checksum, and ${report.tables} tables with ${report.rows} rows, the same counts as the manifest.`,
    "Start the app on it now (npm start, or node dist/server/main.js); it applies any newer migrations.",
    "Start it with the old AUTH_SECRET (or the old data/auth-secret): with another one, everyone signs in again and admins' two-factor sign-in fails.",
  ];
}

async function restoreSqlite(
  targetFile: string,
  file: string,
  manifest: BackupManifest,
): Promise<SnapshotFacts> {
  if (existsSync(`${targetFile}-wal`) || existsSync(`${targetFile}-shm`)) {
    throw new BackupRefused(
      `The database ${targetFile} is in use (${path.basename(targetFile)}-wal or -shm exists): stop the app first. If it is stopped, it was not shut down cleanly: start and stop it once, then try again.`,
    );
  }
  if (existsSync(targetFile) && statSync(targetFile).size > 0) {
    const accounts = accountsIn(targetFile);
    if (accounts !== 0) {
      throw new BackupRefused(
        `There is already a database at ${targetFile}${accounts === null ? "" : ` with ${accounts} accounts`}. Restore never overwrites one: move it away (keep it until the restored database is checked), or set DATA_DIR to a fresh folder, and run the restore again.`,
      );
    }
  }
  await mkdir(path.dirname(targetFile), { recursive: true });
  const restoring = `${targetFile}.restoring`;
  try {
    await pipeline(createReadStream(file), createGunzip(), createWriteStream(restoring));
    const facts = checkedSqliteFacts(restoring);
    const differences = countDifferences(manifest.rowCounts, facts.rowCounts);
    if (differences.length > 0) {
      throw new BackupRefused(
        `The restored copy does not match the manifest:\n  ${differences.join("\n  ")}`,
      );
    }
    await rename(restoring, targetFile);
    return facts;
  } catch (err) {
    await rm(restoring, { force: true });
    if (err instanceof BackupRefused) throw err;
    throw new BackupRefused(
      `${path.basename(file)} could not be unpacked into a database: ${(err as Error).message}`,
    );
  }
}

/** Accounts in an existing database: 0 for one that only a first start made; null for no database. */
function accountsIn(file: string): number | null {
  try {
    const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    try {
      const hasUsers = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'user'").get();
      return hasUsers ? Number(db.prepare('select count(*) from "user"').pluck().get()) : 0;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

function checkedSqliteFacts(file: string): SnapshotFacts {
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new BackupRefused(`The restored copy fails SQLite's check: ${String(check)}`);
    return sqliteFacts(db);
  } finally {
    db.close();
  }
}

async function restorePostgres(url: string, file: string, manifest: BackupManifest): Promise<SnapshotFacts> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupRefused(`Cannot connect to ${redacted(url)}: ${(err as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_tables where schemaname = current_schema()",
    );
    const tables = Number(rows[0]!.n);
    if (tables > 0) {
      throw new BackupRefused(
        `The database ${redacted(url)} already has ${tables} tables. Restore only into an empty database: create one (createdb purpose_journey_restored), set DATABASE_URL to it and run the restore again.`,
      );
    }
    const connection = postgresToolConnection(url);
    const result = await runProcess(
      "pg_restore",
      [
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        "--exit-on-error",
        `--dbname=${connection.dbname}`,
        file,
      ],
      { env: connection.env },
    );
    if (result.missing) {
      throw new BackupRefused(
        "pg_restore is not installed: install the PostgreSQL client tools of the server's major version (apt-get install postgresql-client).",
      );
    }
    // One transaction: a failed pg_restore leaves the database as empty as it was.
    if (result.code !== 0)
      throw new BackupRefused(`pg_restore failed, nothing was restored: ${result.stderr}`);
    const facts = await postgresFacts(client);
    const differences = countDifferences(manifest.rowCounts, facts.rowCounts);
    if (differences.length > 0) {
      throw new BackupRefused(
        `The restored database does not match the manifest; drop it and restore again:\n  ${differences.join("\n  ")}`,
      );
    }
    return facts;
  } finally {
    await client.end();
  }
}

/** A connection URL without its password, for messages. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}
