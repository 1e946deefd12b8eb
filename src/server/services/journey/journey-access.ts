import type { Db } from "@/server/db/database";
import { ForbiddenError } from "@/server/services/errors";
import { allWeekAccess, type WeekAccess } from "@/shared/plan-access";
import type { Plan } from "@/shared/plans";

export type JourneyViewer = { userId: string; plan: Plan | null; coreWeekLock: boolean };

/** Every week's access for the viewer; the server alone decides, the client only reflects it. */
export async function viewerWeekAccess(
  db: Db,
  viewer: JourneyViewer,
  now = new Date(),
): Promise<WeekAccess[]> {
  const rows = await db
    .selectFrom("user_week_progress")
    .select(["week_number", "started_at"])
    .where("user_id", "=", viewer.userId)
    .execute();
  const firstOpened = Object.fromEntries(rows.map((row) => [row.week_number, row.started_at]));
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
