import { sql } from "kysely";
import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { stateSummary } from "@/server/services/admin/admin-summary";
import { assertAdmin } from "@/server/services/admin/admin-users";
import { auditActor, auditMember, recordAdminAction } from "@/server/services/admin/audit-log";
import {
  deleteBulletinEntry,
  deleteDailyImpulseComment,
  deleteForumComment,
  deleteForumPost,
} from "@/server/services/community/content-deletion";
import { reportedItemAuthor } from "@/server/services/community/reports";
import { NotFoundError } from "@/server/services/errors";
import type { Viewer } from "@/server/services/viewer";
import { ADMIN_PAGE_SIZE, type Paged } from "@/shared/admin";
import type { AdminReport, ReportItemType, ReportReason } from "@/shared/report-kinds";

/**
 * The admin's "Meldungen" (decision 184): open reports grouped per item, with the
 * content, its author, the reasons and how many reported it. "Inhalt löschen" deletes the item through
 * the one deletion path of its kind (audited there) and tells the reporters; "Meldung schließen" keeps
 * it and records that. Each costs a fixed number of queries however many reports there are.
 */

/** Items with open reports: the sidebar's count. One query. */
export async function openReportCount(db: Db, viewer: Viewer | null): Promise<number> {
  assertAdmin(viewer);
  const row = await db
    .selectFrom("content_reports")
    .select(sql<string | number>`count(distinct item_id)`.as("n"))
    .where("closed_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of reported items, most recently reported first. Three queries. */
export async function listOpenReports(
  db: Db,
  viewer: Viewer | null,
  page: number,
): Promise<Paged<AdminReport>> {
  assertAdmin(viewer);
  const pageSize = ADMIN_PAGE_SIZE.reports;
  const total = await openReportCount(db, viewer);
  const groups = await db
    .with("g", (qb) =>
      qb
        .selectFrom("content_reports")
        .select(["item_type", "item_id", (eb) => eb.fn.max("created_at").as("last_at")])
        .where("closed_at", "is", null)
        .groupBy(["item_type", "item_id"])
        // The page is cut before the items' texts and authors are joined: only its rows are looked up.
        .orderBy("last_at", "desc")
        .orderBy("item_id")
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    )
    .selectFrom("g")
    .leftJoin("forum_posts as p", (j) => j.onRef("p.id", "=", "g.item_id").on("g.item_type", "=", "post"))
    .leftJoin("forum_comments as fc", (j) =>
      j.onRef("fc.id", "=", "g.item_id").on("g.item_type", "=", "post_comment"),
    )
    .leftJoin("impulse_comments as ic", (j) =>
      j.onRef("ic.id", "=", "g.item_id").on("g.item_type", "=", "impulse_comment"),
    )
    .leftJoin("bulletin_posts as b", (j) =>
      j.onRef("b.id", "=", "g.item_id").on("g.item_type", "=", "bulletin"),
    )
    .leftJoin("profiles as pa", (j) =>
      j.on((eb) => eb("pa.id", "=", eb.fn.coalesce("p.user_id", "fc.user_id", "ic.user_id", "b.user_id"))),
    )
    .select((eb) => [
      "g.item_type",
      "g.item_id",
      "g.last_at",
      eb.fn.coalesce("p.title", "b.title").as("title"),
      eb.fn.coalesce("p.description", "fc.comment_text", "ic.comment_text", "b.content").as("text"),
      eb.fn.coalesce("p.user_id", "fc.user_id", "ic.user_id", "b.user_id").as("author_id"),
      "pa.full_name as author_name",
    ])
    .orderBy("g.last_at", "desc")
    .orderBy("g.item_id")
    .execute();
  const ids = groups.map((g) => g.item_id);
  const reports = ids.length
    ? await db
        .selectFrom("content_reports")
        .select(["item_id", "reason", "note"])
        .where("closed_at", "is", null)
        .where("item_id", "in", ids)
        .orderBy("created_at", "desc")
        .execute()
    : [];
  const items = groups.map((g): AdminReport => {
    const mine = reports.filter((r) => r.item_id === g.item_id);
    const reasons: Partial<Record<ReportReason, number>> = {};
    for (const r of mine) reasons[r.reason as ReportReason] = (reasons[r.reason as ReportReason] ?? 0) + 1;
    return {
      itemType: g.item_type as ReportItemType,
      itemId: g.item_id,
      title: g.title ?? null,
      text: g.text ?? "",
      author: { id: g.author_id ?? null, name: g.author_name ?? null },
      count: mine.length,
      reasons,
      notes: mine.flatMap((r) => (r.note ? [r.note] : [])),
      lastReportedAt: String(g.last_at),
    };
  });
  return { items, total, page, pageSize };
}

const deleters = {
  post: deleteForumPost,
  post_comment: deleteForumComment,
  impulse_comment: deleteDailyImpulseComment,
  bulletin: deleteBulletinEntry,
} as const;

/**
 * "Inhalt löschen": the item is deleted by its kind's one deletion path, which writes the audit entry
 * and tells the reporters (as it does when an admin deletes from /community or the admin lists).
 */
export async function deleteReportedContent(
  db: Db,
  viewer: Viewer | null,
  type: ReportItemType,
  id: string,
  now: Date = currentTime(),
): Promise<void> {
  assertAdmin(viewer);
  await deleters[type](db, viewer, id, now);
}

/** "Meldung schließen": the content stays, its open reports are closed and the log says so. */
export async function closeReports(
  db: Db,
  viewer: Viewer | null,
  type: ReportItemType,
  id: string,
  now: Date = currentTime(),
): Promise<void> {
  assertAdmin(viewer);
  const result = await db
    .updateTable("content_reports")
    .set({ closed_at: now.toISOString() })
    .where("item_type", "=", type)
    .where("item_id", "=", id)
    .where("closed_at", "is", null)
    .executeTakeFirst();
  const closed = Number(result.numUpdatedRows ?? 0);
  if (closed === 0)
    throw new NotFoundError("There is no open report for this.", { code: "report_not_found" });
  const item = await reportedItemAuthor(db, type, id);
  await recordAdminAction(
    db,
    {
      ...auditActor(viewer),
      action: "report.close",
      itemType: "report",
      itemId: id,
      itemTitle: "",
      details: stateSummary("noted", {
        on: type,
        author: item?.userId ? auditMember(item.userId) : null,
        reports: closed,
      }),
      subjectId: item?.userId ?? null,
    },
    now,
  );
}
