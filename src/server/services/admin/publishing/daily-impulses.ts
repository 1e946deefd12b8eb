import type { Db } from "@/server/db/database";
import { countRows, pageOf } from "@/server/services/admin/admin-paging";
import { excerpt } from "@/server/services/admin/admin-summary";
import { assertAdmin } from "@/server/services/admin/admin-users";
import {
  auditedWrites,
  findRow,
  type Logged,
  theDb,
} from "@/server/services/admin/publishing/audited-writes";
import {
  createDailyImpulse,
  deleteDailyImpulse,
  updateDailyImpulse,
} from "@/server/services/community/published-content";
import type { Viewer } from "@/server/services/viewer";
import { ADMIN_PAGE_SIZE, type Paged } from "@/shared/admin";
import type { AdminDailyImpulse, DailyImpulseInput } from "@/shared/community";

/** Daily impulses as the admin screen lists and edits them: every language, newest date first. */
const impulseTitle = (date: string, content: string) => `${date}: ${excerpt(content, 60)}`;

export async function listDailyImpulsesForAdmin(
  db: Db,
  viewer: Viewer | null,
  page: number,
): Promise<Paged<AdminDailyImpulse>> {
  assertAdmin(viewer);
  const rows = db
    .selectFrom("daily_impulses")
    .select((eb) => [
      "daily_impulses.id",
      "daily_impulses.content",
      "daily_impulses.content_en",
      "daily_impulses.publication_date",
      "daily_impulses.created_at",
      eb
        .selectFrom("impulse_comments")
        .select((sub) => sub.fn.countAll<string | number>().as("n"))
        .whereRef("impulse_comments.impulse_id", "=", "daily_impulses.id")
        .as("comment_count"),
    ])
    .orderBy("publication_date", "desc")
    .orderBy("id", "desc");
  const at = { page, pageSize: ADMIN_PAGE_SIZE.impulses, total: await countRows(db, "daily_impulses") };
  return pageOf(rows, at, (row) => ({
    id: row.id,
    content: row.content,
    contentEn: row.content_en,
    publicationDate: row.publication_date,
    commentCount: Number(row.comment_count ?? 0),
    createdAt: row.created_at,
  }));
}

const dailyImpulses: Logged<
  DailyImpulseInput,
  { publication_date: string; content: string; content_en: string | null }
> = {
  itemType: "impulse",
  find: findRow("daily_impulses", "impulse", "impulse_not_found"),
  title: (item) =>
    "input" in item
      ? impulseTitle(item.input.publicationDate, item.input.content)
      : impulseTitle(item.row.publication_date, item.row.content),
  created: (input) => ({ kind: "daily", date: input.publicationDate }),
  deleted: (row) => ({ kind: "daily", date: row.publication_date }),
  before: (row) => ({ date: row.publication_date, content: row.content, contentEn: row.content_en }),
  after: (input) => ({ date: input.publicationDate, content: input.content, contentEn: input.contentEn }),
};

/** Create, edit and delete, each in the audit log. */
export const dailyImpulseWrites = auditedWrites(
  () => dailyImpulses,
  { create: createDailyImpulse, update: updateDailyImpulse, remove: deleteDailyImpulse },
  theDb,
);
