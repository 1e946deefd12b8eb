import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { DialectName } from "@/server/db/dialect";

/**
 * The files a backup consists of (decision 257): `purpose-journey-<UTC time>.sqlite.gz` (a gzipped
 * copy of the SQLite file) or `….pgdump` (pg_dump's custom format, compressed by itself), and beside it
 * `<file>.manifest.json`, which restore checks before it touches anything.
 */

export const BACKUP_FORMAT = "purpose-journey-backup";
export const BACKUP_FORMAT_VERSION = 1;

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  dialect: DialectName;
  appVersion: string;
  /** The last migration applied in the backed-up database. */
  schemaVersion: string;
  createdAt: string;
  file: string;
  sizeBytes: number;
  sha256: string;
  /** Rows per table, counted inside the snapshot the backup was made from. */
  rowCounts: Record<string, number>;
};

const EXTENSION: Record<DialectName, string> = { sqlite: ".sqlite.gz", postgres: ".pgdump" };
const NAME = /^purpose-journey-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.(sqlite\.gz|pgdump)$/;

/** "purpose-journey-2026-11-22T03-00-12Z.sqlite.gz": sorts by time, no colons for any file system. */
export function backupFileName(dialect: DialectName, createdAt: Date): string {
  const stamp = createdAt.toISOString().slice(0, 19).replace(/:/g, "-");
  return `purpose-journey-${stamp}Z${EXTENSION[dialect]}`;
}

export const manifestPathOf = (file: string) => `${file}.manifest.json`;

/** The instant a backup's name stands for, or null for any other file. */
export function backupTimeOf(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  return new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
}

export type BackupFile = { name: string; path: string; createdAt: Date };

/** The backups in `dir`, newest first; half-written files (`.partial`) are never listed. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir);
  return names
    .flatMap((name) => {
      const createdAt = backupTimeOf(name);
      return createdAt ? [{ name, path: path.join(dir, name), createdAt }] : [];
    })
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Why a file is not a backup this app can restore; the CLI prints it as it is. */
export class BackupRefused extends Error {}

/**
 * Reads and checks `<file>.manifest.json` and the file's checksum. Throws BackupRefused for a file
 * without our manifest, a manifest of another file or database, and a file whose bytes changed.
 */
export async function verifiedManifest(file: string): Promise<BackupManifest> {
  let raw: string;
  try {
    raw = await readFile(manifestPathOf(file), "utf8");
  } catch {
    throw new BackupRefused(
      `${file} has no manifest (${path.basename(manifestPathOf(file))} beside it): it is not a Purpose Journey backup, or its manifest was not copied with it.`,
    );
  }
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(raw) as Partial<BackupManifest>;
  } catch {
    throw new BackupRefused(`The manifest of ${file} is not valid JSON.`);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(`${manifestPathOf(file)} is not the manifest of a Purpose Journey backup.`);
  }
  if (manifest.file !== path.basename(file)) {
    throw new BackupRefused(`The manifest belongs to ${manifest.file}, not to ${path.basename(file)}.`);
  }
  if (manifest.dialect !== "sqlite" && manifest.dialect !== "postgres") {
    throw new BackupRefused(`The manifest names an unknown database kind (${String(manifest.dialect)}).`);
  }
  const sha256 = await sha256Of(file).catch(() => null);
  if (sha256 === null) throw new BackupRefused(`${file} cannot be read.`);
  if (sha256 !== manifest.sha256) {
    throw new BackupRefused(
      `${file} is damaged: its checksum differs from the manifest's (the file was changed or cut short). Take another backup.`,
    );
  }
  return manifest as BackupManifest;
}
