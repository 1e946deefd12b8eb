import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimRun } from "@/server/jobs/job-runs";
import { secondInstance } from "@/server/jobs/job-test-helpers";
import type { Job } from "@/server/jobs/job-types";
import { LEASE_MS, RETRY_MS, runDueJobs, startScheduler } from "@/server/jobs/scheduler";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
});
afterAll(async () => {
  await t?.close();
});

const NOW = new Date("2031-01-01T10:00:00.000Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

function countingJob(name: string, run: Job["run"] = async () => ({ done: 1 })) {
  const calls: string[] = [];
  const job: Job = {
    name,
    period: (now) => now.toISOString().slice(0, 10),
    run: async (context) => {
      calls.push(context.period);
      return run(context);
    },
  };
  return { job, calls };
}

describe(`job runs and the scheduler on ${testDialectName}`, () => {
  it("gives each job and period to exactly one of several instances", async () => {
    const instances = [secondInstance(t), secondInstance(t), secondInstance(t)];
    try {
      const claims = await Promise.all(
        [t.deps, ...instances.map((i) => i.deps)].map((deps) =>
          claimRun(deps.db, { job: "race", period: "p1", now: NOW, leaseMs: LEASE_MS }),
        ),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      // The work itself runs once too, however many instances tick together.
      const { job, calls } = countingJob("race-run");
      await Promise.all(
        [t.deps, ...instances.map((i) => i.deps)].map((deps) => runDueJobs(deps, [job], NOW)),
      );
      expect(calls).toEqual(["2031-01-01"]);
      await runDueJobs(t.deps, [job], later(3600_000));
      expect(calls).toHaveLength(1);
      await runDueJobs(t.deps, [job], later(24 * 3600_000));
      expect(calls).toEqual(["2031-01-01", "2031-01-02"]);
    } finally {
      for (const instance of instances) await instance.close();
    }
  });

  it("takes over a run whose instance died only after its lease ran out", async () => {
    expect(await claimRun(t.db, { job: "dead", period: "p", now: NOW, leaseMs: LEASE_MS })).not.toBeNull();
    expect(
      await claimRun(t.db, { job: "dead", period: "p", now: later(LEASE_MS - 1000), leaseMs: LEASE_MS }),
    ).toBeNull();
    const takeover = await claimRun(t.db, {
      job: "dead",
      period: "p",
      now: later(LEASE_MS + 1000),
      leaseMs: LEASE_MS,
    });
    expect(takeover).not.toBeNull();
    const row = await t.db
      .selectFrom("job_runs")
      .selectAll()
      .where("job", "=", "dead")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "running", attempts: 2, holder: takeover!.holder });
  });

  it("retries a failed run after the pause, and never a finished one", async () => {
    let fail = true;
    const { job, calls } = countingJob("flaky", async () => {
      if (fail) throw new Error("boom");
      return { sent: 2 };
    });
    const [first] = await runDueJobs(t.deps, [job], NOW);
    expect(first).toMatchObject({ status: "failed" });
    await runDueJobs(t.deps, [job], later(RETRY_MS - 1000));
    expect(calls).toHaveLength(1);
    fail = false;
    const [second] = await runDueJobs(t.deps, [job], later(RETRY_MS + 1000));
    expect(second).toMatchObject({ status: "done", summary: { sent: 2 } });
    await runDueJobs(t.deps, [job], later(2 * RETRY_MS));
    expect(calls).toHaveLength(2);
    const row = await t.db
      .selectFrom("job_runs")
      .selectAll()
      .where("job", "=", "flaky")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.summary!)).toEqual({ sent: 2 });

    // A run that reports failed rows (a mail that did not go out) is retried the same way.
    const partial = countingJob("partial", async () => ({ sent: 1, failed: 1 }));
    expect((await runDueJobs(t.deps, [partial.job], NOW))[0]).toMatchObject({ status: "failed" });
  });

  it("skips jobs that are not due", async () => {
    const job: Job = { name: "never", period: () => null, run: async () => ({}) };
    expect(await runDueJobs(t.deps, [job], NOW)).toEqual([]);
  });

  it("ticks in the background and stop() waits for the running job, which may stop between rows", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sawAbort = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const job: Job = {
      name: "slow",
      period: () => "once",
      run: async ({ signal }) => {
        started();
        await gate;
        sawAbort = signal.aborted;
        return { rows: 1 };
      },
    };
    const scheduler = startScheduler(t.deps, [job], { firstTickMs: 0, tickMs: 10, clock: () => NOW });
    await running;
    const stopped = scheduler.stop();
    let done = false;
    void stopped.then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    release();
    await stopped;
    expect(sawAbort).toBe(true);
    // Cut short by the shutdown: claimable again at once by the next instance.
    const row = await t.db
      .selectFrom("job_runs")
      .selectAll()
      .where("job", "=", "slow")
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("failed");
    expect(
      await claimRun(t.db, { job: "slow", period: "once", now: later(1), leaseMs: LEASE_MS }),
    ).not.toBeNull();
  });
});
