import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";
import type { CommunityActor } from "@/server/services/community/community-actor";
import { consumeWriteAllowance } from "@/server/services/community/write-limit";
import { ConflictError, InvalidInputError, NotFoundError } from "@/server/services/errors";
import type { ReportItemType } from "@/shared/report-kinds";
import type { CreateReportInput } from "@/shared/reports";

/**
 * Reporting others' words (decision 184): one report per member and item, held by a
 * unique index; never one's own content, never content that is gone. A report is a community write:
 * it counts towards the write rate (10 a minute) and a suspended member cannot make one.
 */

type ItemColumns = "post_id" | "comment_id" | "impulse_comment_id" | "bulletin_id";

/** Where each kind of reported item lives, and the report's column that references it (ON DELETE CASCADE). */
export const REPORTED_ITEMS = {
  post: { table: "forum_posts", column: "post_id" },
  post_comment: { table: "forum_comments", column: "comment_id" },
  impulse_comment: { table: "impulse_comments", column: "impulse_comment_id" },
  bulletin: { table: "bulletin_posts", column: "bulletin_id" },
} as const satisfies Record<ReportItemType, { table: string; column: ItemColumns }>;

/** The author of a reported item, or undefined when it is gone. */
export async function reportedItemAuthor(
  db: Db,
  type: ReportItemType,
  id: string,
): Promise<{ userId: string | null } | undefined> {
  const row = await db
    .selectFrom(REPORTED_ITEMS[type].table as "forum_posts")
    .select("user_id")
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { userId: row.user_id ?? null } : undefined;
}

/** Three queries: the item's author, the write allowance (its own two), the insert. */
export async function reportContent(
  deps: { db: Db; logger: Logger },
  actor: CommunityActor,
  input: CreateReportInput,
  now: Date,
): Promise<void> {
  const { db } = deps;
  const item = await reportedItemAuthor(db, input.itemType, input.itemId);
  if (!item) {
    throw new NotFoundError("This content no longer exists.", { code: "report_item_gone" });
  }
  if (item.userId === actor.userId) {
    throw new InvalidInputError("You cannot report your own content.", { code: "report_own_content" });
  }
  await consumeWriteAllowance(deps, actor, now);
  const result = await db
    .insertInto("content_reports")
    .values({
      id: crypto.randomUUID(),
      reporter_id: actor.userId,
      item_type: input.itemType,
      item_id: input.itemId,
      [REPORTED_ITEMS[input.itemType].column]: input.itemId,
      reason: input.reason,
      note: input.note ?? null,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(["reporter_id", "item_type", "item_id"]).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) {
    throw new ConflictError("You have already reported this.", { code: "already_reported" });
  }
}
