import type { Db } from "@/server/db/database";
import { countRows, pageOf } from "@/server/services/admin/admin-paging";
import { stateSummary } from "@/server/services/admin/admin-summary";
import { assertAdmin, userDetails } from "@/server/services/admin/admin-users";
import { auditActor, auditMember, recordAdminAction } from "@/server/services/admin/audit-log";
import { type BadgeType, grantBadge, revokeBadge } from "@/server/services/badges/badge-service";
import { communityActor } from "@/server/services/community/community-actor";
import {
  deletePost,
  deletePostComment,
  listPostComments,
  postsWithAuthors,
  toPost,
} from "@/server/services/community/forum";
import { deleteImpulseComment, listImpulseComments } from "@/server/services/community/impulses";
import { NotFoundError } from "@/server/services/errors";
import { notifyBadgeGranted } from "@/server/services/notifications/notification-service";
import type { Viewer } from "@/server/services/viewer";
import { ADMIN_PAGE_SIZE, type AdminUserDetails, type Paged } from "@/shared/admin";
import type { AdminComment, AdminPost, Page } from "@/shared/community";

/**
 * Moderation: the forum's posts with their authors and comment counts, the comments of a post or an
 * impulse, deleting any of them, and the graduate badge per member. Every write lands in the audit log
 * with the item's title; a list costs a fixed number of queries however long it is.
 */

export async function listPostsForAdmin(
  db: Db,
  viewer: Viewer | null,
  page: number,
): Promise<Paged<AdminPost>> {
  assertAdmin(viewer);
  const rows = postsWithAuthors(db)
    .orderBy("forum_posts.created_at", "desc")
    .orderBy("forum_posts.id", "desc");
  const at = { page, pageSize: ADMIN_PAGE_SIZE.posts, total: await countRows(db, "forum_posts") };
  return pageOf(rows, at, toPost);
}

const toAdminComments = (page: Awaited<ReturnType<typeof listPostComments>>): Page<AdminComment> => ({
  items: page.items.map(({ id, text, createdAt, author }) => ({ id, text, createdAt, author })),
  nextCursor: page.nextCursor,
});

/** A post's comments, newest first, a page at a time ('No comments found for this post' when none). */
export async function listPostCommentsForAdmin(
  db: Db,
  viewer: Viewer | null,
  postId: string,
  cursor?: string,
): Promise<Page<AdminComment>> {
  assertAdmin(viewer);
  return toAdminComments(
    await listPostComments(db, communityActor(viewer), postId, {
      cursor,
      pageSize: ADMIN_PAGE_SIZE.comments,
    }),
  );
}

export async function listImpulseCommentsForAdmin(
  db: Db,
  viewer: Viewer | null,
  impulseId: string,
  cursor?: string,
): Promise<Page<AdminComment>> {
  assertAdmin(viewer);
  return toAdminComments(
    await listImpulseComments(db, communityActor(viewer), impulseId, {
      cursor,
      pageSize: ADMIN_PAGE_SIZE.comments,
    }),
  );
}

export async function deletePostAsAdmin(db: Db, viewer: Viewer | null, postId: string): Promise<void> {
  assertAdmin(viewer);
  const post = await postsWithAuthors(db).where("forum_posts.id", "=", postId).executeTakeFirst();
  if (!post) throw new NotFoundError("This post no longer exists.", { code: "post_not_found" });
  await deletePost(db, communityActor(viewer), postId);
  await recordAdminAction(db, {
    ...auditActor(viewer),
    action: "post.delete",
    itemType: "post",
    itemId: postId,
    // The member's words and name stay out of the log: their pseudonym only (decision 193).
    itemTitle: "",
    details: stateSummary("deleted", {
      author: auditMember(post.user_id),
      comments: Number(post.comment_count ?? 0),
    }),
    subjectId: post.user_id,
  });
}

const commentTables = { post: "forum_comments", impulse: "impulse_comments" } as const;

/** Deletes a comment under a post or an impulse; the log names it by its first words. */
export async function deleteCommentAsAdmin(
  db: Db,
  viewer: Viewer | null,
  kind: keyof typeof commentTables,
  commentId: string,
): Promise<void> {
  assertAdmin(viewer);
  const comment = await db
    .selectFrom(commentTables[kind])
    .select(["user_id", "comment_text"])
    .where("id", "=", commentId)
    .executeTakeFirst();
  if (!comment) throw new NotFoundError("This comment no longer exists.", { code: "comment_not_found" });
  const actor = communityActor(viewer);
  if (kind === "post") await deletePostComment(db, actor, commentId);
  else await deleteImpulseComment(db, actor, commentId);
  await recordAdminAction(db, {
    ...auditActor(viewer),
    action: "comment.delete",
    itemType: "comment",
    itemId: commentId,
    itemTitle: "",
    details: stateSummary("deleted", { on: kind, author: auditMember(comment.user_id) }),
    subjectId: comment.user_id,
  });
}

/**
 * Grants or removes a badge with the same service as `npm run badge:grant`, records it, and answers
 * the member's details as they are now. Granting what is held (or removing what is not) changes
 * nothing and records nothing.
 */
export async function setUserBadge(
  db: Db,
  viewer: Viewer | null,
  userId: string,
  badge: BadgeType,
  granted: boolean,
): Promise<AdminUserDetails> {
  assertAdmin(viewer);
  await userDetails(db, viewer, userId); // a user who is gone answers 404 before anything changes
  const changed = granted
    ? await grantBadge(db, { userId, badgeType: badge, grantedBy: viewer.user.id })
    : await revokeBadge(db, { userId, badgeType: badge });
  if (changed && granted) await notifyBadgeGranted(db, userId, { grantedBy: viewer.user.id, badge });
  if (changed) {
    await recordAdminAction(db, {
      ...auditActor(viewer),
      action: granted ? "badge.grant" : "badge.revoke",
      itemType: "badge",
      itemId: userId,
      itemTitle: "",
      details: { type: "badge", badge, granted },
      subjectId: userId,
    });
  }
  return userDetails(db, viewer, userId);
}
