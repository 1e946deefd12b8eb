import { currentTime } from "@/server/clock";
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
type Deletion = (db: Db, viewer: Viewer, id: string, now?: Date) => Promise<void>;

/** A kind's deletion: the admin path (audited, settling reports) or the author's own. */
function deletion(
  type: ReportItemType,
  asAdmin: (db: Db, viewer: Viewer, id: string) => Promise<void>,
  asAuthor: (db: Db, actor: ReturnType<typeof communityActor>, id: string) => Promise<void>,
): Deletion {
  return async (db, viewer, id, now = currentTime()) => {
    if (actsAsAdmin(viewer)) return settlingReports(db, viewer, type, id, now, () => asAdmin(db, viewer, id));
    return asAuthor(db, communityActor(viewer), id);
  };
}

export const deleteForumPost = deletion("post", deletePostAsAdmin, deletePost);

export const deleteForumComment = deletion(
  "post_comment",
  (db, viewer, id) => deleteCommentAsAdmin(db, viewer, "post", id),
  deletePostComment,
);

export const deleteDailyImpulseComment = deletion(
  "impulse_comment",
  (db, viewer, id) => deleteCommentAsAdmin(db, viewer, "impulse", id),
  deleteImpulseComment,
);

export const deleteBulletinEntry = deletion("bulletin", deleteBulletinAsAdmin, deleteBulletinPost);

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
