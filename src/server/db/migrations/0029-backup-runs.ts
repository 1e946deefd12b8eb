import type { Kysely } from "kysely";

/**
 * One row per backup attempt (issue 47): the outcome in the database, so that every instance and the
 * admin overview see when the last backup succeeded, whichever instance (or command line) made it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("backup_runs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text", (c) => c.notNull())
    // ok | failed
    .addColumn("status", "text", (c) => c.notNull())
    // The backup's file name (no folder), on success.
    .addColumn("file", "text")
    .addColumn("size_bytes", "bigint")
    // A failure's kind (no_space, missing_folder, not_writable, dump_failed, other) and first line.
    .addColumn("error_kind", "text")
    .addColumn("error", "text")
    // The off-site copy: null without BACKUP_AFTER_COMMAND, else ok | failed.
    .addColumn("after_command", "text")
    .execute();
  await db.schema
    .createIndex("backup_runs_finished_idx")
    .on("backup_runs")
    .columns(["status", "finished_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("backup_runs").ifExists().execute();
}
