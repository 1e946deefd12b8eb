import { sql } from "kysely";
import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import type { UserWeekProgressTable } from "@/server/db/schema";
import { countUsage } from "@/server/services/usage/usage-counters";
import type { WeekProgress } from "@/shared/journey-schemas";
import { TOTAL_WEEKS } from "@/shared/plans";

const EMPTY: WeekProgress = { startedAt: null, completedAt: null, unlockedAt: null, visitedAt: null };

export function toProgress(row: UserWeekProgressTable | undefined): WeekProgress {
  if (!row) return { ...EMPTY };
  return {
    startedAt: row.started_at,
    completedAt: row.completed_at,
    unlockedAt: row.unlocked_at ?? null,
    visitedAt: row.visited_at ?? null,
  };
}

export async function readProgress(db: Db, userId: string, week: number): Promise<WeekProgress> {
  const row = await db
    .selectFrom("user_week_progress")
    .selectAll()
    .where("user_id", "=", userId)
    .where("week_number", "=", week)
    .executeTakeFirst();
  return toProgress(row);
}

type Stamp = "started_at" | "unlocked_at" | "visited_at";

/**
 * Sets one timestamp of a week only if it is still empty: the first time counts, and two tabs
 * opening the same week at once both end with the same instant. True when this call set it.
 */
async function stampOnce(db: Db, userId: string, week: number, column: Stamp, now: string): Promise<boolean> {
  const inserted = await db
    .insertInto("user_week_progress")
    .values({
      user_id: userId,
      week_number: week,
      started_at: null,
      completed_at: null,
      unlocked_at: null,
      visited_at: null,
      [column]: now,
    })
    .onConflict((oc) => oc.columns(["user_id", "week_number"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const result = await db
    .updateTable("user_week_progress")
    .set({ [column]: now })
    .where("user_id", "=", userId)
    .where("week_number", "=", week)
    .where(column, "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The member's standing on their profile (migration 0030): the furthest week opened only grows; the
 * admin overview counts profiles by it instead of grouping every progress row.
 */
async function raiseFurthestWeek(db: Db, userId: string, week: number): Promise<void> {
  await db
    .updateTable("profiles")
    .set({ furthest_week: week })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("furthest_week", "is", null), eb("furthest_week", "<", week)]))
    .execute();
}

/**
 * Sets every member's standing from their progress rows, for data written past the service (the
 * bench's and the size presets' seeding). The same statement as migration 0030's, which stays as
 * it shipped.
 */
export async function recountJourneyStandings(db: Db): Promise<void> {
  await sql`
    update profiles set
      furthest_week = (
        select max(p.week_number) from user_week_progress p
        where p.user_id = profiles.id and (p.started_at is not null or p.completed_at is not null)
      ),
      journey_finished = case when exists (
        select 1 from user_week_progress p
        where p.user_id = profiles.id and p.week_number = ${TOTAL_WEEKS} and p.completed_at is not null
      ) then 1 else 0 end`.execute(db);
}

async function setJourneyFinished(db: Db, userId: string, finished: boolean): Promise<void> {
  await db
    .updateTable("profiles")
    .set({ journey_finished: finished ? 1 : 0 })
    .where("id", "=", userId)
    .execute();
}

/** The first opening of a week: started_at once, the member's standing and the anonymous counter. */
async function stampStarted(db: Db, userId: string, week: number, now: Date): Promise<void> {
  if (!(await stampOnce(db, userId, week, "started_at", now.toISOString()))) return;
  await raiseFurthestWeek(db, userId, week);
  await countUsage(db, "week_opened", String(week), { now });
}

/** Opening a week records started_at once (spec section 4, "Week progress"). */
export async function openWeek(
  db: Db,
  userId: string,
  week: number,
  now = currentTime(),
): Promise<WeekProgress> {
  await stampStarted(db, userId, week, now);
  return readProgress(db, userId, week);
}

/** Sets completed_at and keeps started_at (recording it too if the week was never opened). */
export async function completeWeek(
  db: Db,
  userId: string,
  week: number,
  now = currentTime(),
): Promise<WeekProgress> {
  const instant = now.toISOString();
  await stampStarted(db, userId, week, now);
  // The anonymous counter counts a week's first completion only, not a re-completion.
  const first = await db
    .updateTable("user_week_progress")
    .set({ completed_at: instant })
    .where("user_id", "=", userId)
    .where("week_number", "=", week)
    .where("completed_at", "is", null)
    .executeTakeFirst();
  if (Number(first.numUpdatedRows) > 0) {
    if (week === TOTAL_WEEKS) await setJourneyFinished(db, userId, true);
    await countUsage(db, "week_completed", String(week), { now });
  }
  await db
    .updateTable("user_week_progress")
    .set({ completed_at: instant })
    .where("user_id", "=", userId)
    .where("week_number", "=", week)
    .execute();
  return readProgress(db, userId, week);
}

/** Takes a week back to "in progress"; started_at stays. */
export async function reopenWeek(db: Db, userId: string, week: number): Promise<WeekProgress> {
  await db
    .updateTable("user_week_progress")
    .set({ completed_at: null })
    .where("user_id", "=", userId)
    .where("week_number", "=", week)
    .execute();
  if (week === TOTAL_WEEKS) await setJourneyFinished(db, userId, false);
  return readProgress(db, userId, week);
}

/**
 * The "next" button: this week counts as visited and the next week's unlock time is stored once
 * (spec section 4, "Next button"; browser-local weekUnlocks and visitedWeeks in the original).
 */
export async function advanceWeek(
  db: Db,
  userId: string,
  week: number,
  unlockNext: boolean,
  now = currentTime(),
): Promise<WeekProgress> {
  const instant = now.toISOString();
  await stampOnce(db, userId, week, "visited_at", instant);
  if (unlockNext && week < TOTAL_WEEKS) await stampOnce(db, userId, week + 1, "unlocked_at", instant);
  return readProgress(db, userId, week);
}

export async function listProgress(db: Db, userId: string) {
  const rows = await db
    .selectFrom("user_week_progress")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("week_number")
    .execute();
  return rows.map((row) => ({ week: row.week_number, ...toProgress(row) }));
}
