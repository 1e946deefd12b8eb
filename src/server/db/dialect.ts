import { type Kysely, PostgresAdapter } from "kysely";

export type DialectName = "sqlite" | "postgres";

export function dialectOf(db: Kysely<unknown>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/**
 * Column types that differ between the two databases. Our own tables store instants as ISO-8601 UTC
 * text on both (see docs/decisions/003-two-databases.md); better-auth's tables use the native types it
 * expects.
 */
export function columnTypes(db: Kysely<unknown>) {
  const pg = dialectOf(db) === "postgres";
  return {
    boolean: pg ? "boolean" : "integer",
    authDate: pg ? "timestamptz" : "date",
    bigint: "bigint",
  } as const;
}
