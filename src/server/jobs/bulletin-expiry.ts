import type { Job, JobContext, JobSummary } from "@/server/jobs/job-types";
import { deleteExpiredBulletinPosts } from "@/server/services/community/board";
import { calendarDate } from "@/shared/dates";

/**
 * The daily clean-up of the bulletin board (decision 187): members' entries that expired (60 calendar
 * days after written or renewed) more than the grace ago are deleted. Expired entries leave the list at
 * once; the grace only keeps them for an author's question or a moderator's look. Runs once a day
 * across instances through the job_runs claim, like every scheduled job.
 */
export async function cleanUpBulletin({ deps, now }: Pick<JobContext, "deps" | "now">): Promise<JobSummary> {
  return { expiredBulletinPosts: await deleteExpiredBulletinPosts(deps.db, now, deps.config.timeZone) };
}

export const bulletinExpiryJob: Job = {
  name: "bulletin-expiry",
  period: (now, deps) => calendarDate(now, deps.config.timeZone),
  run: cleanUpBulletin,
};
