import type { Db } from "@/server/db/database";
import { deleteCommentAsAdmin, deletePostAsAdmin } from "@/server/services/admin/admin-moderation";
import { deleteBulletinAsAdmin } from "@/server/services/admin/publishing/bulletin";
import { deleteBulletinPost } from "@/server/services/community/board";
import { communityActor } from "@/server/services/community/community-actor";
import { deletePost, deletePostComment } from "@/server/services/community/forum";
import { deleteImpulseComment } from "@/server/services/community/impulses";
import { REPORTED_ITEMS } from "@/server/services/community/reports";
import { notifyReportHandled } from "@/server/services/notifications/notification-service";
import { actsAsAdmin, type Viewer } from "@/server/services/viewer";
import type { ReportItemType } from "@/shared/report-kinds";

/**
 * The one deletion path per kind of community content (second security probe, finding 2; decision 175; docs/security.md), whichever
 * page it starts from — /community, the admin screens, a report queue: an admin's deletion goes through
 * the admin service and lands in the audit log; a member deletes only their own. An admin without
 * two-factor sign-in is a member here (decision 170). An admin's deletion settles the item's reports
 * wherever it starts, so its reporters hear of it (decision 184).
 */
export async function deleteForumPost(
  db: Db,
  viewer: Viewer,
  postId: string,
  now = new Date(),
): Promise<void> {
  if (actsAsAdmin(viewer))
    return settlingReports(db, viewer, "post", postId, now, () => deletePostAsAdmin(db, viewer, postId));
  return deletePost(db, communityActor(viewer), postId);
}

export async function deleteForumComment(
  db: Db,
  viewer: Viewer,
  commentId: string,
  now = new Date(),
): Promise<void> {
  if (actsAsAdmin(viewer))
    return settlingReports(db, viewer, "post_comment", commentId, now, () =>
      deleteCommentAsAdmin(db, viewer, "post", commentId),
    );
  return deletePostComment(db, communityActor(viewer), commentId);
}

export async function deleteDailyImpulseComment(
  db: Db,
  viewer: Viewer,
  commentId: string,
  now = new Date(),
): Promise<void> {
  if (actsAsAdmin(viewer))
    return settlingReports(db, viewer, "impulse_comment", commentId, now, () =>
      deleteCommentAsAdmin(db, viewer, "impulse", commentId),
    );
  return deleteImpulseComment(db, communityActor(viewer), commentId);
}

export async function deleteBulletinEntry(
  db: Db,
  viewer: Viewer,
  entryId: string,
  now = new Date(),
): Promise<void> {
  if (actsAsAdmin(viewer))
    return settlingReports(db, viewer, "bulletin", entryId, now, () =>
      deleteBulletinAsAdmin(db, viewer, entryId),
    );
  return deleteBulletinPost(db, communityActor(viewer), entryId);
}

/**
 * The reporters are read before the deletion (their reports go with the content, ON DELETE CASCADE)
 * and told afterwards that their report was handled; the notice names the kind, never the words.
 */
async function settlingReports(
  db: Db,
  viewer: Viewer,
  type: ReportItemType,
  id: string,
  now: Date,
  remove: () => Promise<void>,
): Promise<void> {
  const reporters = await db
    .selectFrom("content_reports")
    .select("reporter_id")
    .where(REPORTED_ITEMS[type].column, "=", id)
    .execute();
  await remove();
  await notifyReportHandled(db, {
    reporterIds: reporters.map((r) => r.reporter_id),
    actorId: viewer.user.id,
    detail: type,
    now,
  });
}
