import { sql } from "kysely";
import type { Job, JobContext, JobSummary } from "@/server/jobs/job-types";
import { purgeExpiredAttempts } from "@/server/services/reminders/form-rate-limit";
import { calendarDate } from "@/shared/dates";
import { TOTP_REPLAY_WINDOW_MINUTES } from "@/shared/two-factor";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A pending sign-up stays this long after its link expired, so a late click still says "expired". */
export const PENDING_GRACE_MS = 7 * DAY_MS;
/** Contact messages are kept this long: enough to answer and follow up (privacy policy). */
export const CONTACT_KEEP_MS = 90 * DAY_MS;
/** Job bookkeeping older than this is no longer needed (periods are at most a week). */
export const JOB_HISTORY_MS = 30 * DAY_MS;

const count = (result: { numDeletedRows: bigint } | undefined) => Number(result?.numDeletedRows ?? 0n);

/**
 * The daily clean-up of rows that have served their purpose: rate-limit attempts past their 24-hour
 * window, better-auth's per-IP counters, lapsed reminder sign-ups, ended subscriptions (the privacy
 * policy promises deletion on unsubscribing), contact messages after 90 days (also promised there),
 * expired sessions and verification tokens, old job rows.
 */
export async function pruneExpiredRows({ deps, now }: Pick<JobContext, "deps" | "now">): Promise<JobSummary> {
  const { db } = deps;
  const nowIso = now.toISOString();
  // better-auth's date columns are native timestamps on PostgreSQL and ISO text on SQLite.
  const authNow = deps.dialect === "postgres" ? now : nowIso;
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

  const summary: JobSummary = {
    rateLimitAttempts: await purgeExpiredAttempts(db, now),
    pendingSubscriptions: count(
      await db
        .deleteFrom("reminder_subscriptions")
        .where("status", "=", "pending")
        .where("confirm_expires_at", "<", before(PENDING_GRACE_MS))
        .executeTakeFirst(),
    ),
    unsubscribedSubscriptions: count(
      await db.deleteFrom("reminder_subscriptions").where("status", "=", "unsubscribed").executeTakeFirst(),
    ),
    contactMessages: count(
      await db
        .deleteFrom("contact_messages")
        .where("created_at", "<", before(CONTACT_KEEP_MS))
        .executeTakeFirst(),
    ),
    sessions: count(await db.deleteFrom("session").where("expiresAt", "<", authNow).executeTakeFirst()),
    verifications: count(
      await db.deleteFrom("verification").where("expiresAt", "<", authNow).executeTakeFirst(),
    ),
    // A claim outside the replay window blocks nothing any more.
    usedTotpCodes: count(
      await db
        .deleteFrom("used_totp_codes")
        .where("used_at", "<", before(TOTP_REPLAY_WINDOW_MINUTES * 60_000))
        .executeTakeFirst(),
    ),
    subscriberSends: count(
      await db
        .deleteFrom("subscriber_reminder_sends")
        .where("claimed_at", "<", before(JOB_HISTORY_MS))
        .executeTakeFirst(),
    ),
    jobRuns: count(
      await db
        .deleteFrom("job_runs")
        .where("status", "=", "done")
        .where("started_at", "<", before(JOB_HISTORY_MS))
        .executeTakeFirst(),
    ),
  };
  const authLimits =
    await sql`delete from ${sql.table("rateLimit")} where ${sql.ref("lastRequest")} < ${now.getTime() - DAY_MS}`.execute(
      db,
    );
  summary.authRateLimits = Number(authLimits.numAffectedRows ?? 0n);
  return summary;
}

export const pruneJob: Job = {
  name: "prune",
  period: (now, deps) => calendarDate(now, deps.config.timeZone),
  run: pruneExpiredRows,
};
