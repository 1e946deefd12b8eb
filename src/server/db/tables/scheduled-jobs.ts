/** Tables added by migration 0006-scheduled-jobs (docs/decisions/050-scheduled-jobs.md). */

/** One run of a job for one period; the row is the lease that keeps a second instance out. */
export interface JobRunTable {
  job: string;
  /** Which slot the run covers: a quarter hour, a day or a week, depending on the job. */
  period: string;
  status: "running" | "done" | "failed";
  holder: string;
  attempts: number;
  started_at: string;
  /** Until then nobody else may take the run over (running) or retry it (failed). */
  lease_until: string;
  finished_at: string | null;
  /** JSON counts of what the run did. */
  summary: string | null;
}

/** The weekly member reminder: claimed once per user and journey week before the mail goes out. */
export interface MemberWeekReminderTable {
  user_id: string;
  week_number: number;
  claimed_at: string;
  /** null while the mail is being sent (or if the instance died in between: it is never sent twice). */
  sent_at: string | null;
}

/** The weekly mail to a landing subscriber: claimed once per subscription and calendar week. */
export interface SubscriberReminderSendTable {
  subscription_id: string;
  period: string;
  claimed_at: string;
  sent_at: string | null;
}

/** The daily notification summary: claimed once per member and their local day (migration 0025). */
export interface DailySummarySendTable {
  user_id: string;
  day: string;
  claimed_at: string;
  sent_at: string | null;
}

export type ScheduledJobsTables = {
  daily_summary_sends: DailySummarySendTable;
  job_runs: JobRunTable;
  member_week_reminders: MemberWeekReminderTable;
  subscriber_reminder_sends: SubscriberReminderSendTable;
};
