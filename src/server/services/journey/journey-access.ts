import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { ForbiddenError } from "@/server/services/errors";
import type { Viewer } from "@/server/services/viewer";
import { allWeekAccess, type WeekAccess } from "@/shared/plan-access";
import type { Plan } from "@/shared/plans";
import { memberTimeZone } from "@/shared/time-zones";

export type JourneyViewer = {
  userId: string;
  plan: Plan | null;
  coreWeekLock: boolean;
  /** The member's zone, in which a week is recommended 7 calendar days after the previous one. */
  timeZone: string;
};

/** The journey's view of a signed-in viewer: who, which plan, their zone, and the operator's week lock. */
export function journeyViewerOf(
  viewer: Viewer,
  config: { coreWeekLock: boolean; timeZone: string },
): JourneyViewer {
  return {
    userId: viewer.user.id,
    plan: viewer.profile?.subscriptionType ?? null,
    coreWeekLock: config.coreWeekLock,
    timeZone: memberTimeZone(viewer.profile?.timeZone, config.timeZone),
  };
}

/** Every week's access for the viewer; the server alone decides, the client only reflects it. */
export async function viewerWeekAccess(
  db: Db,
  viewer: JourneyViewer,
  now = currentTime(),
): Promise<WeekAccess[]> {
  const rows = await db
    .selectFrom("user_week_progress")
    .select(["week_number as week", "started_at as startedAt"])
    .where("user_id", "=", viewer.userId)
    .execute();
  return weekAccessFrom(viewer, rows, now);
}

/**
 * The weeks each of several members opened (week, first opened), in one query: for a job that decides
 * for a page of members at once, with `weekAccessFrom` for each.
 */
export async function weeksOpenedBy(
  db: Db,
  userIds: string[],
): Promise<Map<string, { week: number; startedAt: string | null }[]>> {
  const result = new Map<string, { week: number; startedAt: string | null }[]>();
  if (userIds.length === 0) return result;
  const rows = await db
    .selectFrom("user_week_progress")
    .select(["user_id", "week_number as week", "started_at as startedAt"])
    .where("user_id", "in", userIds)
    .execute();
  for (const { user_id, ...row } of rows) result.set(user_id, [...(result.get(user_id) ?? []), row]);
  return result;
}

/** The same from progress rows the caller has read already (one query fewer on the week page). */
export function weekAccessFrom(
  viewer: JourneyViewer,
  progress: { week: number; startedAt: string | null }[],
  now = currentTime(),
): WeekAccess[] {
  const firstOpened = Object.fromEntries(progress.map((row) => [row.week, row.startedAt]));
  return allWeekAccess({
    plan: viewer.plan,
    coreWeekLock: viewer.coreWeekLock,
    timeZone: viewer.timeZone,
    firstOpened,
    now,
  });
}

export async function requireOpenWeek(db: Db, viewer: JourneyViewer, week: number): Promise<WeekAccess[]> {
  const weeks = await viewerWeekAccess(db, viewer);
  const access = weeks[week - 1];
  if (!access?.accessible) {
    throw new ForbiddenError("Your plan does not open this week yet.", { code: "week_locked" });
  }
  return weeks;
}
