import { sql } from "kysely";
import type { Job, JobContext, JobDeps, JobSummary } from "@/server/jobs/job-types";
import { requestsBreak } from "@/server/jobs/requests-break";
import { type DynamicDb, listUserTables } from "@/server/services/accounts/user-data-tables";
import { calendarDate } from "@/shared/dates";
import { sixMonthsAfter } from "@/shared/public-forms";

/**
 * The day from which all personal data is deleted: six months after TEST_PHASE_END, the same date the
 * privacy pages promise (GET /api/site "deletionBy"). The job deletes from 00:00 of that day in the
 * operator's time zone, so everything is gone on that date, not after it.
 */
export function retentionDay(config: Pick<JobDeps["config"], "testPhaseEnd">): string {
  return sixMonthsAfter(config.testPhaseEnd);
}

export function isRetentionDue(now: Date, config: Pick<JobDeps["config"], "testPhaseEnd" | "timeZone">) {
  return calendarDate(now, config.timeZone) >= retentionDay(config);
}

const count = (result: { numDeletedRows: bigint } | undefined) => Number(result?.numDeletedRows ?? 0n);

/**
 * Members deleted per statement: each batch's cascade (sessions, profiles, journey data, posts,
 * notifications …) is one short write, so SQLite's write lock is let go between batches and other
 * requests run; with 100,000 members one transaction held it for minutes (issue 52).
 */
export const RETENTION_BATCH = 50;

/**
 * Deletes every piece of personal data: all users, in batches (sessions, sign-in accounts, profiles,
 * journey data, payments, consents, posts and reminder claims follow by cascade), then in one
 * transaction every row of a user_id table that still names a deleted user, reminder subscriptions
 * (their sends cascade), contact messages, reset and verification tokens and every rate-limit record
 * (e-mails and IPs). Content admins wrote without a user (impulses, events) stays. Returns counts only.
 * Stopped by a shutdown between two batches, it fails, so the scheduler runs it again.
 */
export async function deleteAllPersonalData(
  deps: Pick<JobDeps, "db">,
  signal: AbortSignal = new AbortController().signal,
): Promise<JobSummary> {
  const userTables = await listUserTables(deps.db);
  let users = 0;
  const pause = requestsBreak();
  for (;;) {
    await pause();
    if (signal.aborted) throw new Error("stopped before every member was deleted; the next run goes on");
    const batch = await deps.db
      .selectFrom("user")
      .select("id")
      .orderBy("id")
      .limit(RETENTION_BATCH)
      .execute();
    if (batch.length === 0) break;
    users += count(
      await deps.db
        .deleteFrom("user")
        .where(
          "id",
          "in",
          batch.map((row) => row.id),
        )
        .executeTakeFirst(),
    );
  }
  return deps.db.transaction().execute(async (trx) => {
    const summary: JobSummary = {
      // Those signed up while the batches ran go too.
      users: users + count(await trx.deleteFrom("user").executeTakeFirst()),
      reminderSubscriptions: count(await trx.deleteFrom("reminder_subscriptions").executeTakeFirst()),
      contactMessages: count(await trx.deleteFrom("contact_messages").executeTakeFirst()),
      verifications: count(await trx.deleteFrom("verification").executeTakeFirst()),
      rateLimitAttempts: count(await trx.deleteFrom("rate_limit_attempts").executeTakeFirst()),
    };
    const authLimits = await sql`delete from ${sql.table("rateLimit")}`.execute(trx);
    summary.authRateLimits = Number(authLimits.numAffectedRows ?? 0n);
    // Tables without a cascade to the user (none today) would keep rows naming a deleted user.
    const any = trx as unknown as DynamicDb;
    let orphans = 0;
    for (const { table, column } of userTables) {
      orphans += count(
        await any
          .deleteFrom(table)
          .where(column, "is not", null)
          .where(column, "not in", sql`(select ${sql.ref("id")} from ${sql.table("user")})`)
          .executeTakeFirst(),
      );
    }
    summary.orphanRows = orphans;
    return summary;
  });
}

export const retentionJob: Job = {
  name: "retention",
  // Daily once due: whatever was written since (a late sign-up) goes the next day.
  period: (now, deps) => (isRetentionDue(now, deps.config) ? calendarDate(now, deps.config.timeZone) : null),
  run: async ({ deps, signal }: JobContext) => deleteAllPersonalData(deps, signal),
};
