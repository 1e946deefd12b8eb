import type { Db } from "@/server/db/database";
import { type Database, toBool } from "@/server/db/schema";
import { countRows, pageOf } from "@/server/services/admin/admin-paging";
import { assertAdmin } from "@/server/services/admin/admin-users";
import {
  auditedWrites,
  findRow,
  type Logged,
  theDb,
} from "@/server/services/admin/publishing/audited-writes";
import {
  createWeeklyContent,
  deleteWeeklyContent,
  updateWeeklyContent,
} from "@/server/services/community/published-content";
import type { Viewer } from "@/server/services/viewer";
import { ADMIN_PAGE_SIZE, type Paged } from "@/shared/admin";
import type { AdminWeeklyContent, WeeklyContentInput } from "@/shared/community";

/** Weekly impulses and quotes as the admin screen lists and edits them: newest start first. */
export async function listWeeklyContentForAdmin(
  db: Db,
  viewer: Viewer | null,
  page: number,
): Promise<Paged<AdminWeeklyContent>> {
  assertAdmin(viewer);
  const rows = db
    .selectFrom("community_content")
    .selectAll()
    .orderBy("start_date", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  const at = { page, pageSize: ADMIN_PAGE_SIZE.impulses, total: await countRows(db, "community_content") };
  return pageOf(rows, at, (row) => ({
    id: row.id,
    type: row.type === "quote" ? "quote" : "weekly_impulse",
    title: row.title,
    content: row.content,
    titleEn: row.title_en,
    contentEn: row.content_en,
    published: toBool(row.published),
    startDate: row.start_date,
    endDate: row.end_date,
    createdAt: row.created_at,
  }));
}

type WeeklyRow = Database["community_content"];

const weeklyState = (input: {
  type: string;
  published: boolean;
  startDate: string | null;
  endDate: string | null;
}) => ({
  kind: input.type,
  status: input.published ? "published" : "draft",
  from: input.startDate,
  to: input.endDate,
});

const weeklyRowState = (row: WeeklyRow) =>
  weeklyState({
    type: row.type,
    published: toBool(row.published),
    startDate: row.start_date,
    endDate: row.end_date,
  });

const weeklyContent: Logged<WeeklyContentInput, WeeklyRow> = {
  itemType: "impulse",
  find: findRow("community_content", "impulse", "impulse_not_found"),
  title: (item) => ("input" in item ? item.input.title : item.row.title),
  created: weeklyState,
  deleted: weeklyRowState,
  before: (row) => ({
    ...weeklyRowState(row),
    title: row.title,
    content: row.content,
    titleEn: row.title_en,
    contentEn: row.content_en,
  }),
  after: (input) => ({
    ...weeklyState(input),
    title: input.title,
    content: input.content,
    titleEn: input.titleEn,
    contentEn: input.contentEn,
  }),
};

/** Create, edit and delete, each in the audit log. */
export const weeklyContentWrites = auditedWrites(
  () => weeklyContent,
  { create: createWeeklyContent, update: updateWeeklyContent, remove: deleteWeeklyContent },
  theDb,
);
