import { sql } from "kysely";
import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";
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
import type { CommunityComment, CreateCommentInput, Page } from "@/shared/community";
import { COMMUNITY_PAGE_SIZE } from "@/shared/community-constants";

type Deps = { db: Db; logger: Logger };

/**
 * Where one kind of comment lives. Forum posts and daily impulses take comments the same way; only
 * the table and the column naming what is commented on differ.
 */
export type CommentThread = {
  table: "forum_comments" | "impulse_comments";
  parentColumn: "post_id" | "impulse_id";
  /** Throws the NotFoundError of the commented thing, so a missing post reads as a missing post. */
  assertParentExists: (db: Db, parentId: string) => Promise<void>;
};

/**
 * A thread's comments as a conversation reads (decision 181): the newest page first, its comments
 * oldest first, so the latest comment sits right above the box; `nextCursor` leads to earlier ones.
 * Authors in the same query.
 */
export async function listComments(
  db: Db,
  actor: CommunityActor,
  thread: CommentThread,
  parentId: string,
  options: { cursor?: string; pageSize?: number },
): Promise<Page<CommunityComment>> {
  const cursor = decodeCursor(options.cursor);
  const size = options.pageSize ?? COMMUNITY_PAGE_SIZE;
  await thread.assertParentExists(db, parentId);
  const { table } = thread;
  const rows = await pageAfter(
    db
      .selectFrom(table)
      .leftJoin("profiles", "profiles.id", `${table}.user_id`)
      .leftJoin("user", "user.id", `${table}.user_id`)
      .select([
        `${table}.id`,
        `${table}.user_id`,
        `${table}.comment_text`,
        `${table}.created_at`,
        `${table}.edited_at`,
        "profiles.full_name",
        "user.role as author_role",
      ])
      .where(sql.ref(`${table}.${thread.parentColumn}`), "=", parentId),
    table,
    cursor,
    "desc",
    size,
  ).execute();
  const page = toPage(
    rows,
    (row) => ({
      id: row.id,
      text: row.comment_text,
      createdAt: row.created_at,
      author: authorOf(row),
      canDelete: canDelete(actor, row.user_id),
      editedAt: row.edited_at,
      canEdit: canEdit(actor, row.user_id),
    }),
    size,
  );
  return { items: page.items.reverse(), nextCursor: page.nextCursor };
}

/** A new comment by the actor, after the thread is known to exist and the write allowance is spent. */
export async function createComment(
  deps: Deps,
  actor: CommunityActor,
  thread: CommentThread,
  parentId: string,
  input: CreateCommentInput,
  now: Date,
): Promise<CommunityComment> {
  await thread.assertParentExists(deps.db, parentId);
  await consumeWriteAllowance(deps, actor, now);
  const row = {
    id: crypto.randomUUID(),
    user_id: actor.userId,
    comment_text: input.text,
    created_at: now.toISOString(),
  };
  await deps.db
    .insertInto(thread.table)
    .values({ ...row, [thread.parentColumn]: parentId })
    .execute();
  return commentResult(deps.db, actor, row);
}

/** The author's new text for their comment: same limits and write rate as writing it (decision 180). */
export async function editComment(
  deps: Deps,
  actor: CommunityActor,
  thread: CommentThread,
  commentId: string,
  input: CreateCommentInput,
  now: Date,
): Promise<CommunityComment> {
  const comment = await deps.db
    .selectFrom(thread.table)
    .select(["id", "user_id", "created_at"])
    .where("id", "=", commentId)
    .executeTakeFirst();
  if (!comment) throw new NotFoundError("There is no such comment.", { code: "comment_not_found" });
  assertCanEdit(actor, comment.user_id, "comment");
  await consumeWriteAllowance(deps, actor, now);
  const editedAt = now.toISOString();
  await deps.db
    .updateTable(thread.table)
    .set({ comment_text: input.text, edited_at: editedAt })
    .where("id", "=", commentId)
    .execute();
  return {
    ...(await commentResult(deps.db, actor, { ...comment, comment_text: input.text })),
    editedAt,
  };
}

/** Deletes a comment when the actor wrote it or is an admin. */
export async function deleteComment(
  db: Db,
  actor: CommunityActor,
  thread: CommentThread,
  commentId: string,
): Promise<void> {
  const comment = await db
    .selectFrom(thread.table)
    .select("user_id")
    .where("id", "=", commentId)
    .executeTakeFirst();
  if (!comment) throw new NotFoundError("There is no such comment.", { code: "comment_not_found" });
  assertCanDelete(actor, comment.user_id, "comment");
  await db.deleteFrom(thread.table).where("id", "=", commentId).execute();
}

/** The answer to a new comment: the stored row with the author's current name. */
export async function commentResult(
  db: Db,
  actor: CommunityActor,
  row: { id: string; user_id: string; comment_text: string; created_at: string },
): Promise<CommunityComment> {
  return {
    id: row.id,
    text: row.comment_text,
    createdAt: row.created_at,
    author: await actorAsAuthor(db, actor),
    canDelete: true,
    editedAt: null,
    canEdit: true,
  };
}
