import { type Kysely, type Migration, type MigrationResultSet, Migrator } from "kysely";
import { migrations as registry } from "@/server/db/migrations/registry";

type MigrationList = Record<string, Migration>;

function migrator(db: Kysely<any>, migrations: MigrationList) {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: "schema_migrations",
    migrationLockTableName: "schema_migrations_lock",
    // Migrations are written side by side and may land in another order than their numbers (0019
    // after 0021, say); each stands on its own, so a pending one runs wherever its number sorts.
    allowUnorderedMigrations: true,
  });
}

/**
 * A migration that threw. Kysely runs all pending migrations of one start in one transaction, under
 * PostgreSQL's advisory lock (and on SQLite too, see database.ts), so none of them stays applied.
 */
export class MigrationFailedError extends Error {
  constructor(
    readonly migrationName: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `migration ${migrationName} failed: ${reason.replace(/\s+/g, " ")} — nothing was changed; the database is as it was before this start`,
      { cause },
    );
    this.name = "MigrationFailedError";
  }
}

export type MigrationState = { name: string; appliedAt: Date | null };

/** Every migration this build knows, in the order they run, with the time it was applied (or null). */
export async function migrationStatus(
  db: Kysely<any>,
  migrations: MigrationList = registry,
): Promise<MigrationState[]> {
  const known = await migrator(db, migrations).getMigrations();
  return known.map((migration) => ({ name: migration.name, appliedAt: migration.executedAt ?? null }));
}

/** The migrations this build knows that the database has not applied yet, by name. */
export async function pendingMigrations(
  db: Kysely<any>,
  migrations: MigrationList = registry,
): Promise<string[]> {
  return (await migrationStatus(db, migrations)).filter((m) => !m.appliedAt).map((m) => m.name);
}

/**
 * Applies what is pending; two instances starting together on one PostgreSQL database wait for each
 * other, and the second finds nothing left to do. Throws MigrationFailedError naming the migration.
 */
export async function migrateToLatest(
  db: Kysely<any>,
  migrations: MigrationList = registry,
): Promise<MigrationResultSet> {
  const result = await migrator(db, migrations).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error");
    if (failed) throw new MigrationFailedError(failed.migrationName, result.error);
    throw result.error;
  }
  return result;
}
