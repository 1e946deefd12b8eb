import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { stateSummary } from "@/server/services/admin/admin-summary";
import { assertAdmin, userDetails } from "@/server/services/admin/admin-users";
import { auditActor, recordAdminAction } from "@/server/services/admin/audit-log";
import type { Viewer } from "@/server/services/viewer";
import type { AdminUserDetails } from "@/shared/admin";
import type { SuspensionInput } from "@/shared/reports";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Suspends a member from the community for 1–365 days with a reason (decision 185): until then they
 * read, work on their journey, export and delete their data, but every community write answers 403
 * `community_suspended` with the end date. Recorded in the audit log with the end and the reason.
 */
export async function suspendFromCommunity(
  db: Db,
  viewer: Viewer | null,
  userId: string,
  input: SuspensionInput,
  now: Date = currentTime(),
): Promise<AdminUserDetails> {
  assertAdmin(viewer);
  await userDetails(db, viewer, userId); // a user who is gone answers 404 before anything changes
  const until = new Date(now.getTime() + input.days * DAY_MS).toISOString();
  await db
    .updateTable("profiles")
    .set({ community_suspended_until: until, community_suspension_reason: input.reason })
    .where("id", "=", userId)
    .execute();
  await recordAdminAction(
    db,
    {
      ...auditActor(viewer),
      action: "user.suspend",
      itemType: "user",
      itemId: userId,
      itemTitle: "",
      details: stateSummary("noted", { to: until.slice(0, 10), days: input.days, reason: input.reason }),
      subjectId: userId,
    },
    now,
  );
  return userDetails(db, viewer, userId);
}

/** Ends a suspension early; recorded when there was one. */
export async function liftCommunitySuspension(
  db: Db,
  viewer: Viewer | null,
  userId: string,
  now: Date = currentTime(),
): Promise<AdminUserDetails> {
  assertAdmin(viewer);
  const result = await db
    .updateTable("profiles")
    .set({ community_suspended_until: null, community_suspension_reason: null })
    .where("id", "=", userId)
    .where("community_suspended_until", ">", now.toISOString())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows ?? 0) > 0) {
    await recordAdminAction(
      db,
      {
        ...auditActor(viewer),
        action: "user.unsuspend",
        itemType: "user",
        itemId: userId,
        itemTitle: "",
        details: stateSummary("noted", {}),
        subjectId: userId,
      },
      now,
    );
  }
  return userDetails(db, viewer, userId);
}
