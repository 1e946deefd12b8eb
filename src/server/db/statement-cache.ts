import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Kysely prepares every query anew, and better-sqlite3 compiles the SQL each time: under load that
 * compile was about 8 % of the CPU of a signed-in read (docs/performance.md). Our queries repeat the same SQL text
 * with new parameters, so compiled statements are kept by their text and reused. Kysely runs one query
 * at a time on the single SQLite connection and never streams, so a statement is never busy when reused.
 * SQLite re-prepares a statement by itself after a schema change (migrations).
 */
export function withStatementCache(
  database: { prepare(sql: string): SqliteStatement; close(): void },
  maxStatements = 500,
): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached) {
        // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > maxStatements) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}
