import { sql } from "kysely";
import type { Db } from "@/server/db/database";

export type RunClaim = { job: string; period: string; holder: string };

/**
 * Takes the run of `job` for `period`, or answers false when another instance has it. The first
 * instance inserts the row; later ones may only take over a run whose lease has run out (its instance
 * died) or retry a failed one after its pause. Both are single conditional statements, so exactly one
 * instance wins on PostgreSQL and SQLite alike.
 */
export async function claimRun(
  db: Db,
  input: { job: string; period: string; now: Date; leaseMs: number },
): Promise<RunClaim | null> {
  const holder = crypto.randomUUID();
  const startedAt = input.now.toISOString();
  const leaseUntil = new Date(input.now.getTime() + input.leaseMs).toISOString();
  const inserted = await db
    .insertInto("job_runs")
    .values({
      job: input.job,
      period: input.period,
      status: "running",
      holder,
      attempts: 1,
      started_at: startedAt,
      lease_until: leaseUntil,
      finished_at: null,
      summary: null,
    })
    .onConflict((oc) => oc.columns(["job", "period"]).doNothing())
    .returning("job")
    .executeTakeFirst();
  if (inserted) return { job: input.job, period: input.period, holder };

  const taken = await db
    .updateTable("job_runs")
    .set({
      status: "running",
      holder,
      attempts: sql`attempts + 1`,
      started_at: startedAt,
      lease_until: leaseUntil,
      finished_at: null,
    })
    .where("job", "=", input.job)
    .where("period", "=", input.period)
    .where("status", "!=", "done")
    .where("lease_until", "<", startedAt)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? { job: input.job, period: input.period, holder } : null;
}

/** Keeps a long run's lease alive; answers false when the run was taken over meanwhile. */
export async function extendLease(db: Db, claim: RunClaim, until: Date): Promise<boolean> {
  const result = await db
    .updateTable("job_runs")
    .set({ lease_until: until.toISOString() })
    .where("job", "=", claim.job)
    .where("period", "=", claim.period)
    .where("holder", "=", claim.holder)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records the outcome. A failed run stays claimable again from `retryAt` on, so a broken mail
 * server is retried without every instance hammering it on every tick.
 */
export async function finishRun(
  db: Db,
  claim: RunClaim,
  outcome: { status: "done" | "failed"; now: Date; summary: Record<string, number>; retryAt?: Date },
): Promise<void> {
  await db
    .updateTable("job_runs")
    .set({
      status: outcome.status,
      finished_at: outcome.now.toISOString(),
      lease_until: (outcome.retryAt ?? outcome.now).toISOString(),
      summary: JSON.stringify(outcome.summary),
    })
    .where("job", "=", claim.job)
    .where("period", "=", claim.period)
    .where("holder", "=", claim.holder)
    .execute();
}
