import type { Kysely } from "kysely";

/**
 * Scheduled jobs (docs/decisions/050-scheduled-jobs.md). Several app instances share one database, so
 * the database decides who does what: one row per job and period is the lease for a run, and one row
 * per mail (member and journey week, subscription and calendar week) is claimed before the mail is sent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("job_runs")
    .addColumn("job", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    // running → done, or failed (claimable again once lease_until has passed).
    .addColumn("status", "text", (c) => c.notNull())
    // A random id per run: only the holder extends the lease or records the outcome.
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("lease_until", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    // Counts only (JSON), never personal data.
    .addColumn("summary", "text")
    .addPrimaryKeyConstraint("job_runs_pk", ["job", "period"])
    .execute();

  await db.schema
    .createTable("member_week_reminders")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("week_number", "integer", (c) => c.notNull())
    .addColumn("claimed_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addPrimaryKeyConstraint("member_week_reminders_pk", ["user_id", "week_number"])
    .execute();

  await db.schema
    .createTable("subscriber_reminder_sends")
    .addColumn("subscription_id", "text", (c) =>
      c.notNull().references("reminder_subscriptions.id").onDelete("cascade"),
    )
    // The Monday (yyyy-mm-dd, operator time zone) of the calendar week the mail belongs to.
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addPrimaryKeyConstraint("subscriber_reminder_sends_pk", ["subscription_id", "period"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("subscriber_reminder_sends").ifExists().execute();
  await db.schema.dropTable("member_week_reminders").ifExists().execute();
  await db.schema.dropTable("job_runs").ifExists().execute();
}
