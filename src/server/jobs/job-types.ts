import type { AppDeps } from "@/server/http/context";

/** What a job needs: no auth, no HTTP, just the database, mail, config and the log. */
export type JobDeps = Pick<AppDeps, "db" | "dialect" | "mailer" | "config" | "logger">;

export type JobContext = {
  deps: JobDeps;
  /** The clock of this run; jobs never read the real clock, so tests pass any instant. */
  now: Date;
  period: string;
  /** Aborted when the process shuts down: stop between two rows, never in the middle of one. */
  signal: AbortSignal;
};

/** Counts of what a run did, for the log and job_runs.summary; `failed` > 0 marks the run failed. */
export type JobSummary = Record<string, number>;

export type Job = {
  name: string;
  /** The period a run at `now` belongs to, or null when the job is not due at that instant. */
  period: (now: Date, deps: JobDeps) => string | null;
  run: (context: JobContext) => Promise<JobSummary>;
};
