import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";
import {
  type CommentThread,
  createComment,
  deleteComment,
  editComment,
  listComments,
} from "@/server/services/community/comments";
import {
  actorAsAuthor,
  assertCanDelete,
  assertCanEdit,
  authorOf,
  type CommunityActor,
  canDelete,
  canEdit,
} from "@/server/services/community/community-actor";
import { decodeCursor, pageAfter, toPage } from "@/server/services/community/pagination";
import { consumeWriteAllowance } from "@/server/services/community/write-limit";
import { NotFoundError } from "@/server/services/errors";
import { notifyNewComment } from "@/server/services/notifications/notification-service";
import type {
  CommunityComment,
  CreateCommentInput,
  CreatePostInput,
  ForumPost,
  Page,
} from "@/shared/community";
import { COMMUNITY_PAGE_SIZE } from "@/shared/community-constants";

type Deps = { db: Db; logger: Logger };

/** Forum posts with their authors and comment counts in the same query: the forum's and the admin's lists. */
export function postsWithAuthors(db: Db) {
  return db
    .selectFrom("forum_posts")
    .leftJoin("profiles", "profiles.id", "forum_posts.user_id")
    .leftJoin("user", "user.id", "forum_posts.user_id")
    .select((eb) => [
      "forum_posts.id",
      "forum_posts.user_id",
      "forum_posts.title",
      "forum_posts.description",
      "forum_posts.created_at",
      "forum_posts.edited_at",
      "profiles.full_name",
      "user.role as author_role",
      eb
        .selectFrom("forum_comments")
        .select((sub) => sub.fn.countAll<string | number>().as("n"))
        .whereRef("forum_comments.post_id", "=", "forum_posts.id")
        .as("comment_count"),
    ]);
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postsWithAuthors>["execute"]>>[number];

export const toPost = (row: PostRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  createdAt: row.created_at,
  author: authorOf(row),
  commentCount: Number(row.comment_count ?? 0),
});

/** Forum posts, newest first. */
export async function listPosts(
  db: Db,
  actor: CommunityActor,
  options: { cursor?: string; pageSize?: number } = {},
): Promise<Page<ForumPost>> {
  const cursor = decodeCursor(options.cursor);
  const size = options.pageSize ?? COMMUNITY_PAGE_SIZE;
  const rows = await pageAfter(postsWithAuthors(db), "forum_posts", cursor, "desc", size).execute();
  return toPage(rows, (row) => withRights(actor, row), size);
}

const withRights = (actor: CommunityActor, row: PostRow): ForumPost => ({
  ...toPost(row),
  canDelete: canDelete(actor, row.user_id),
  editedAt: row.edited_at,
  canEdit: canEdit(actor, row.user_id),
});

/** The author's new title and text: same limits and write rate as writing the post (decision 180). */
export async function editPost(
  deps: Deps,
  actor: CommunityActor,
  postId: string,
  input: CreatePostInput,
  now: Date = currentTime(),
): Promise<ForumPost> {
  const post = await deps.db
    .selectFrom("forum_posts")
    .select("user_id")
    .where("id", "=", postId)
    .executeTakeFirst();
  if (!post) throw new NotFoundError("There is no such post.", { code: "post_not_found" });
  assertCanEdit(actor, post.user_id, "post");
  await consumeWriteAllowance(deps, actor, now);
  await deps.db
    .updateTable("forum_posts")
    .set({ title: input.title, description: input.description, edited_at: now.toISOString() })
    .where("id", "=", postId)
    .execute();
  const row = await postsWithAuthors(deps.db).where("forum_posts.id", "=", postId).executeTakeFirstOrThrow();
  return withRights(actor, row);
}

/** A new post by the actor; the author is always the actor, never something from the request. */
export async function createPost(
  deps: Deps,
  actor: CommunityActor,
  input: CreatePostInput,
  now: Date = currentTime(),
): Promise<ForumPost> {
  await consumeWriteAllowance(deps, actor, now);
  const row = {
    id: crypto.randomUUID(),
    user_id: actor.userId,
    title: input.title,
    description: input.description,
    created_at: now.toISOString(),
  };
  await deps.db.insertInto("forum_posts").values(row).execute();
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    createdAt: row.created_at,
    author: await actorAsAuthor(deps.db, actor),
    commentCount: 0,
    canDelete: true,
    editedAt: null,
    canEdit: true,
  };
}

/** Deletes a post (and its comments, by cascade) when the actor wrote it or is an admin. */
export async function deletePost(db: Db, actor: CommunityActor, postId: string): Promise<void> {
  const post = await db
    .selectFrom("forum_posts")
    .select("user_id")
    .where("id", "=", postId)
    .executeTakeFirst();
  if (!post) throw new NotFoundError("There is no such post.", { code: "post_not_found" });
  assertCanDelete(actor, post.user_id, "post");
  await db.deleteFrom("forum_posts").where("id", "=", postId).execute();
}

async function assertPostExists(db: Db, postId: string): Promise<void> {
  const post = await db.selectFrom("forum_posts").select("id").where("id", "=", postId).executeTakeFirst();
  if (!post) throw new NotFoundError("There is no such post.", { code: "post_not_found" });
}

const postComments: CommentThread = {
  table: "forum_comments",
  parentColumn: "post_id",
  assertParentExists: assertPostExists,
};

/** A post's comments: the newest page, read top-down oldest first (decision 181). */
export async function listPostComments(
  db: Db,
  actor: CommunityActor,
  postId: string,
  options: { cursor?: string; pageSize?: number } = {},
): Promise<Page<CommunityComment>> {
  return listComments(db, actor, postComments, postId, options);
}

export async function createPostComment(
  deps: Deps,
  actor: CommunityActor,
  postId: string,
  input: CreateCommentInput,
  now: Date = currentTime(),
): Promise<CommunityComment> {
  const comment = await createComment(deps, actor, postComments, postId, input, now);
  await notifyNewComment(deps.db, { postId, commentId: comment.id, actorId: actor.userId, now });
  return comment;
}

export async function editPostComment(
  deps: Deps,
  actor: CommunityActor,
  commentId: string,
  input: CreateCommentInput,
  now: Date = currentTime(),
): Promise<CommunityComment> {
  return editComment(deps, actor, postComments, commentId, input, now);
}

export async function deletePostComment(db: Db, actor: CommunityActor, commentId: string): Promise<void> {
  return deleteComment(db, actor, postComments, commentId);
}
