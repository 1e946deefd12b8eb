import { lastBackupStatus } from "@/server/backup/backup-runs";
import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { assertAdmin } from "@/server/services/admin/admin-users";
import { usageReport } from "@/server/services/usage/usage-counters";
import type { Viewer } from "@/server/services/viewer";
import type { AdminOverview, JourneyStandings } from "@/shared/admin";
import { CONTENT_TYPES } from "@/shared/community-constants";
import { TOTAL_WEEKS } from "@/shared/plans";

async function countRows(
  db: Db,
  table: "profiles" | "community_events" | "forum_posts" | "daily_impulses",
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countWeeklyImpulses(db: Db): Promise<number> {
  const row = await db
    .selectFrom("community_content")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("type", "=", CONTENT_TYPES.weeklyImpulse)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Members per week (decision 192): each member's furthest opened week and whether week 5 is
 * complete, kept on the profile by the journey service (decision 262), counted in one query through
 * the index on those two columns — the cost grows with the number of weeks, not of members.
 */
export async function journeyStandings(db: Db, members: number): Promise<JourneyStandings> {
  const rows = await db
    .selectFrom("profiles")
    .select((eb) => [
      eb.ref("furthest_week").as("furthest"),
      eb.ref("journey_finished").as("finished"),
      eb.fn.countAll().as("n"),
    ])
    .where("furthest_week", "is not", null)
    .groupBy(["furthest_week", "journey_finished"])
    .execute();
  const weeks = Array.from({ length: TOTAL_WEEKS }, (_, i) => ({ week: i + 1, members: 0 }));
  let finished = 0;
  let started = 0;
  for (const row of rows) {
    const n = Number(row.n);
    started += n;
    if (Number(row.finished) === 1) finished += n;
    else {
      const slot = weeks[Number(row.furthest) - 1];
      if (slot) slot.members += n;
    }
  }
  return { weeks, finished, notStarted: Math.max(0, members - started) };
}

/**
 * /admin: the spec's four counts (impulses = daily plus weekly impulses, not the quotes of the
 * week), where the members are on the journey, the last 30 days of usage and the last backup.
 */
export async function adminOverview(
  db: Db,
  viewer: Viewer | null,
  now = currentTime(),
): Promise<AdminOverview> {
  assertAdmin(viewer);
  const [members, events, posts, daily, weekly, usage, backup] = await Promise.all([
    countRows(db, "profiles"),
    countRows(db, "community_events"),
    countRows(db, "forum_posts"),
    countRows(db, "daily_impulses"),
    countWeeklyImpulses(db),
    usageReport(db, now),
    lastBackupStatus(db, now),
  ]);
  const journey = await journeyStandings(db, members);
  return { counts: { members, events, posts, impulses: daily + weekly }, journey, usage, backup };
}
