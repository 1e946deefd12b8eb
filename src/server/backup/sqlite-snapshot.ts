import { createReadStream, type WriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import SqliteDatabase from "better-sqlite3";
import { type SnapshotFacts, sqliteFacts } from "@/server/backup/table-counts";

/** better-sqlite3 copies this many pages per step: all of them, so no write in between restarts it. */
const ALL_PAGES = 0x7fffffff;

/**
 * A consistent copy of a live SQLite database: SQLite's online backup from a connection of its own
 * (WAL lets the app's writes go on), counted in the copy itself, then gzipped into `output`.
 * `rawFile` is the uncompressed copy on the way, removed in any case.
 */
export async function writeSqliteSnapshot(input: {
  sourceFile: string;
  rawFile: string;
  output: WriteStream;
}): Promise<SnapshotFacts> {
  try {
    const source = new SqliteDatabase(input.sourceFile, { readonly: true, fileMustExist: true });
    try {
      await source.backup(input.rawFile, { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
    const copy = new SqliteDatabase(input.rawFile);
    let facts: SnapshotFacts;
    try {
      // The copy stands alone: no -wal beside it, whatever mode the app's file is in.
      copy.pragma("journal_mode = DELETE");
      facts = sqliteFacts(copy);
    } finally {
      copy.close();
    }
    await pipeline(createReadStream(input.rawFile), createGzip(), input.output);
    return facts;
  } finally {
    await rm(input.rawFile, { force: true });
  }
}
