import { lastBackupStatus } from "@/server/backup/backup-runs";
import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { assertAdmin } from "@/server/services/admin/admin-users";
import { JOURNEY_KEYS, journeyKey, keptCounts } from "@/server/services/admin/kept-counts";
import { usageReport } from "@/server/services/usage/usage-counters";
import type { Viewer } from "@/server/services/viewer";
import type { AdminOverview, JourneyStandings } from "@/shared/admin";
import { CONTENT_TYPES } from "@/shared/community-constants";
import { TOTAL_WEEKS } from "@/shared/plans";

async function countRows(db: Db, table: "community_events" | "daily_impulses"): Promise<number> {
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
 * complete, kept on the profile by the journey service (decision 262) and counted per bucket by the
 * triggers of migration 0034 — one read of ten kept counts, however many members there are.
 */
export async function journeyStandings(db: Db, members: number): Promise<JourneyStandings> {
  const counts = await keptCounts(
    db,
    JOURNEY_KEYS.map((k) => journeyKey(k.week, k.finished)),
  );
  const weeks = Array.from({ length: TOTAL_WEEKS }, (_, i) => ({ week: i + 1, members: 0 }));
  let finished = 0;
  let started = 0;
  for (const key of JOURNEY_KEYS) {
    const n = counts.get(journeyKey(key.week, key.finished)) ?? 0;
    started += n;
    if (key.finished === 1) finished += n;
    else {
      const slot = weeks[key.week - 1];
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
  // Members and posts grow with the community: kept counts (migration 0034). The team's content is small.
  const [kept, events, daily, weekly, usage, backup] = await Promise.all([
    keptCounts(db, ["members", "forum_posts"]),
    countRows(db, "community_events"),
    countRows(db, "daily_impulses"),
    countWeeklyImpulses(db),
    usageReport(db, now),
    lastBackupStatus(db, now),
  ]);
  const members = kept.get("members") ?? 0;
  const posts = kept.get("forum_posts") ?? 0;
  const journey = await journeyStandings(db, members);
  return { counts: { members, events, posts, impulses: daily + weekly }, journey, usage, backup };
}
