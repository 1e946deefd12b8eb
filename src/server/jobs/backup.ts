import { runBackup } from "@/server/backup/run-backup";
import type { Job, JobSummary } from "@/server/jobs/job-types";
import { localWeekdayAndHour } from "@/server/jobs/periods";
import { calendarDate } from "@/shared/dates";

/** The daily backup runs from this hour of the operator's day on, when the fewest members write. */
export const BACKUP_FROM_HOUR = 3;

/**
 * The daily backup (decision 257): once a day across instances through the job_runs claim. A failed
 * backup marks the run failed, so the scheduler tries again after its pause (and logs each failure).
 */
export const backupJob: Job = {
  name: "backup",
  period: (now, deps) =>
    localWeekdayAndHour(now, deps.config.timeZone).hour >= BACKUP_FROM_HOUR
      ? calendarDate(now, deps.config.timeZone)
      : null,
  run: async ({ deps, now }): Promise<JobSummary> => {
    const result = await runBackup(deps, { now });
    if (result.status === "failed") return { failed: 1 };
    return {
      backups: 1,
      bytes: result.manifest.sizeBytes,
      deleted: result.deleted.length,
      afterCommandFailed: result.afterCommand?.status === "failed" ? 1 : 0,
    };
  },
};
