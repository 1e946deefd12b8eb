import { backupJob } from "@/server/jobs/backup";
import { bulletinExpiryJob } from "@/server/jobs/bulletin-expiry";
import type { Job, JobDeps } from "@/server/jobs/job-types";
import { memberWeekRemindersJob } from "@/server/jobs/member-week-reminders";
import { dailyNotificationSummaryJob, instantNotificationMailsJob } from "@/server/jobs/notification-mails";
import { pruneJob } from "@/server/jobs/prune";
import { retentionJob } from "@/server/jobs/retention";
import { type Scheduler, startScheduler } from "@/server/jobs/scheduler";
import { subscriberRemindersJob } from "@/server/jobs/subscriber-reminders";

/**
 * Every scheduled job, in the order a tick runs them: deletion first (so a backup holds nothing that
 * was due to go), mails last.
 */
export const allJobs: Job[] = [
  retentionJob,
  pruneJob,
  bulletinExpiryJob,
  backupJob,
  memberWeekRemindersJob,
  subscriberRemindersJob,
  instantNotificationMailsJob,
  dailyNotificationSummaryJob,
];

/** Starts the scheduler unless JOBS_ENABLED=false; main.ts stops it before the database closes. */
export function startJobs(deps: JobDeps): Scheduler | null {
  if (!deps.config.jobsEnabled) {
    deps.logger.info("scheduled jobs are switched off (JOBS_ENABLED=false)");
    return null;
  }
  return startScheduler(deps, allJobs);
}
