import type { Db } from "@/server/db/database";
import { ForbiddenError } from "@/server/services/errors";
import type { Viewer } from "@/server/services/viewer";
import { allWeekAccess, type WeekAccess } from "@/shared/plan-access";
import type { Plan } from "@/shared/plans";

export type JourneyViewer = { userId: string; plan: Plan | null; coreWeekLock: boolean };

/** The journey's view of a signed-in viewer: who, which plan, and the operator's week lock. */
export function journeyViewerOf(viewer: Viewer, coreWeekLock: boolean): JourneyViewer {
  return { userId: viewer.user.id, plan: viewer.profile?.subscriptionType ?? null, coreWeekLock };
}

/** Every week's access for the viewer; the server alone decides, the client only reflects it. */
export async function viewerWeekAccess(
  db: Db,
  viewer: JourneyViewer,
  now = new Date(),
): Promise<WeekAccess[]> {
  const rows = await db
    .selectFrom("user_week_progress")
    .select(["week_number as week", "started_at as startedAt"])
    .where("user_id", "=", viewer.userId)
    .execute();
  return weekAccessFrom(viewer, rows, now);
}

/** The same from progress rows the caller has read already (one query fewer on the week page). */
export function weekAccessFrom(
  viewer: JourneyViewer,
  progress: { week: number; startedAt: string | null }[],
  now = new Date(),
): WeekAccess[] {
  const firstOpened = Object.fromEntries(progress.map((row) => [row.week, row.startedAt]));
  return allWeekAccess({ plan: viewer.plan, coreWeekLock: viewer.coreWeekLock, firstOpened, now });
}

export async function requireOpenWeek(db: Db, viewer: JourneyViewer, week: number): Promise<WeekAccess[]> {
  const weeks = await viewerWeekAccess(db, viewer);
  const access = weeks[week - 1];
  if (!access?.accessible) {
    throw new ForbiddenError("Your plan does not open this week yet.", { code: "week_locked" });
  }
  return weeks;
}
