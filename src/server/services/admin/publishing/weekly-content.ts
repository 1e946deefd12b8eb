import type { Db } from "@/server/db/database";
import { type Database, toBool } from "@/server/db/schema";
import { countRows, pageOf } from "@/server/services/admin/admin-paging";
import { assertAdmin } from "@/server/services/admin/admin-users";
import {
  createLogged,
  deleteLogged,
  gone,
  type Logged,
  updateLogged,
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
  find: async (db, id) => {
    const row = await db.selectFrom("community_content").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw gone("impulse", "impulse_not_found");
    return row;
  },
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

export const createWeeklyContentAsAdmin = (db: Db, viewer: Viewer, input: WeeklyContentInput) =>
  createLogged(db, viewer, weeklyContent, input, (actor) => createWeeklyContent(db, actor, input));

export const updateWeeklyContentAsAdmin = (db: Db, viewer: Viewer, id: string, input: WeeklyContentInput) =>
  updateLogged(db, viewer, weeklyContent, id, input, (actor) => updateWeeklyContent(db, actor, id, input));

export const deleteWeeklyContentAsAdmin = (db: Db, viewer: Viewer, id: string) =>
  deleteLogged(db, viewer, weeklyContent, id, (actor) => deleteWeeklyContent(db, actor, id));
