import type { Db } from "@/server/db/database";
import { assertAdmin } from "@/server/services/admin/admin-users";
import { usageReport } from "@/server/services/usage/usage-counters";
import type { Viewer } from "@/server/services/viewer";
import type { AdminOverview } from "@/shared/admin";

async function countRows(
  db: Db,
  table: "profiles" | "community_events" | "forum_posts" | "daily_impulses" | "community_content",
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** /admin: the spec's four counts (impulses = daily plus weekly) and the last 30 days of usage. */
export async function adminOverview(db: Db, viewer: Viewer | null, now = new Date()): Promise<AdminOverview> {
  assertAdmin(viewer);
  const [members, events, posts, daily, weekly, usage] = await Promise.all([
    countRows(db, "profiles"),
    countRows(db, "community_events"),
    countRows(db, "forum_posts"),
    countRows(db, "daily_impulses"),
    countRows(db, "community_content"),
    usageReport(db, now),
  ]);
  return { counts: { members, events, posts, impulses: daily + weekly }, usage };
}
