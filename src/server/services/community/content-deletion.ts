import type { Db } from "@/server/db/database";
import { deleteCommentAsAdmin, deletePostAsAdmin } from "@/server/services/admin/admin-moderation";
import { deleteBulletinAsAdmin } from "@/server/services/admin/publishing/bulletin";
import { deleteBulletinPost } from "@/server/services/community/board";
import { communityActor } from "@/server/services/community/community-actor";
import { deletePost, deletePostComment } from "@/server/services/community/forum";
import { deleteImpulseComment } from "@/server/services/community/impulses";
import { actsAsAdmin, type Viewer } from "@/server/services/viewer";

/**
 * The one deletion path per kind of community content (second security probe, finding 2; decision 175; docs/security.md), whichever
 * page it starts from — /community, the admin screens, a report queue: an admin's deletion goes through
 * the admin service and lands in the audit log; a member deletes only their own. An admin without
 * two-factor sign-in is a member here (decision 170).
 */
export async function deleteForumPost(db: Db, viewer: Viewer, postId: string): Promise<void> {
  if (actsAsAdmin(viewer)) return deletePostAsAdmin(db, viewer, postId);
  return deletePost(db, communityActor(viewer), postId);
}

export async function deleteForumComment(db: Db, viewer: Viewer, commentId: string): Promise<void> {
  if (actsAsAdmin(viewer)) return deleteCommentAsAdmin(db, viewer, "post", commentId);
  return deletePostComment(db, communityActor(viewer), commentId);
}

export async function deleteDailyImpulseComment(db: Db, viewer: Viewer, commentId: string): Promise<void> {
  if (actsAsAdmin(viewer)) return deleteCommentAsAdmin(db, viewer, "impulse", commentId);
  return deleteImpulseComment(db, communityActor(viewer), commentId);
}

export async function deleteBulletinEntry(db: Db, viewer: Viewer, entryId: string): Promise<void> {
  if (actsAsAdmin(viewer)) return deleteBulletinAsAdmin(db, viewer, entryId);
  return deleteBulletinPost(db, communityActor(viewer), entryId);
}
