import { currentTime, currentTimeMs } from "@/server/clock";
import { claimRun, extendLease, finishRun } from "@/server/jobs/job-runs";
import type { Job, JobDeps, JobSummary } from "@/server/jobs/job-types";
import { countJobRun } from "@/server/metrics/registry";

/** How often an instance looks for due jobs. Each job's own period decides how often it really runs. */
export const TICK_MS = 60_000;
/** A run's lease; renewed every third of it while the run lasts, so only a dead instance loses it. */
export const LEASE_MS = 10 * 60_000;
/** A failed run (mail server down, say) is tried again after this pause. */
export const RETRY_MS = 15 * 60_000;

export type RunOutcome = { job: string; period: string; status: "done" | "failed"; summary: JobSummary };

/**
 * Runs every job that is due at `now` and not already taken by another instance, one after the other.
 * Returns what this instance ran (jobs taken elsewhere or not due are left out).
 */
export async function runDueJobs(
  deps: JobDeps,
  jobs: Job[],
  now: Date,
  signal: AbortSignal = new AbortController().signal,
): Promise<RunOutcome[]> {
  const outcomes: RunOutcome[] = [];
  for (const job of jobs) {
    if (signal.aborted) break;
    const period = job.period(now, deps);
    if (period === null) continue;
    const claim = await claimRun(deps.db, { job: job.name, period, now, leaseMs: LEASE_MS });
    if (!claim) continue;

    const log = deps.logger.child({ job: job.name, period });
    const renew = setInterval(() => {
      extendLease(deps.db, claim, new Date(currentTimeMs() + LEASE_MS)).catch((err) =>
        log.warn({ err }, "could not extend the job's lease"),
      );
    }, LEASE_MS / 3);
    renew.unref();
    let summary: JobSummary = {};
    let status: RunOutcome["status"] = "done";
    try {
      summary = await job.run({ deps, now, period, signal });
      // A run cut short by shutdown is not done: the next tick (here or elsewhere) finishes it.
      if ((summary.failed ?? 0) > 0 || signal.aborted) status = "failed";
    } catch (err) {
      status = "failed";
      log.error({ err }, "job failed");
    } finally {
      clearInterval(renew);
    }
    const retryAt = signal.aborted ? now : new Date(now.getTime() + RETRY_MS);
    await finishRun(deps.db, claim, {
      status,
      now,
      summary,
      retryAt: status === "failed" ? retryAt : undefined,
    });
    countJobRun(job.name, status);
    log[status === "done" ? "info" : "warn"]({ ...summary, status }, "job run finished");
    outcomes.push({ job: job.name, period, status, summary });
  }
  return outcomes;
}

export type Scheduler = {
  /** Stops ticking, asks a running job to stop between two rows and waits for it. */
  stop: () => Promise<void>;
};

/**
 * The in-process scheduler: every TICK_MS it runs the due jobs. Ticks never overlap (the next one is
 * planned when the last one ended), and the timer does not keep the process alive.
 */
export function startScheduler(
  deps: JobDeps,
  jobs: Job[],
  options: { tickMs?: number; firstTickMs?: number; clock?: () => Date } = {},
): Scheduler {
  const tickMs = options.tickMs ?? TICK_MS;
  const clock = options.clock ?? currentTime;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const tick = () => {
    running = runDueJobs(deps, jobs, clock(), controller.signal)
      .then(() => undefined)
      .catch((err) => deps.logger.error({ err }, "scheduled jobs failed"))
      .finally(() => {
        // Debug only: a line a minute per instance; the two-instance test waits for it.
        deps.logger.debug("scheduled jobs tick done");
        running = null;
        if (!controller.signal.aborted) plan(tickMs);
      });
  };
  const plan = (ms: number) => {
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  // A short delay after start, so a restart of several instances does not hit the database at once.
  plan(options.firstTickMs ?? 5_000 + Math.floor(Math.random() * 5_000));
  deps.logger.info({ jobs: jobs.map((job) => job.name), tickMs }, "scheduled jobs started");

  return {
    async stop() {
      controller.abort();
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
}
