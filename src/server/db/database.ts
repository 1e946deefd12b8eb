import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect } from "kysely";
import pg from "pg";
import type { AppConfig } from "@/server/config";
import type { DialectName } from "@/server/db/dialect";
import type { Database } from "@/server/db/schema";
import { withStatementCache } from "@/server/db/statement-cache";
import { observeQuery } from "@/server/metrics/registry";

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: DialectName;
  close: () => Promise<void>;
};

export function createDatabase(
  target: AppConfig["database"],
  onPoolError: (err: Error) => void = (err) => console.warn(`database connection error: ${err.message}`),
): DatabaseHandle {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client that loses its connection (a restart of PostgreSQL, say) emits "error"; without a
    // listener that would end the process. The pool replaces the client on the next query.
    pool.on("error", onPoolError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: observeQuery });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SqliteDatabase(target.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // SQLite's lower() folds only ASCII; fold() folds as PostgreSQL's lower() does on a UTF-8 database
  // ("Özlem" → "özlem"), so searches match the same rows on both (decision 183; 0017-text-fold).
  sqlite.function("fold", { deterministic: true }, (value: unknown) =>
    typeof value === "string" ? value.toLowerCase() : value,
  );
  const db = new Kysely<Database>({
    dialect: new TransactionalSqliteDialect({ database: withStatementCache(sqlite) }),
    log: observeQuery,
  });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

/**
 * SQLite rolls back CREATE, ALTER and DROP inside a transaction as PostgreSQL does (only pragmas such
 * as foreign_keys are ignored there, and no migration of ours sets one), but Kysely's adapter reports
 * no transactional DDL, so its migrator would apply each migration on its own. Saying it has makes
 * the migrator run a start's pending migrations in one transaction: a failing one leaves none applied.
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter() {
    return new TransactionalSqliteAdapter();
  }
}
