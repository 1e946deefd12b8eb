import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { type Database, toBool } from "@/server/db/schema";
import { countRows, pageOf } from "@/server/services/admin/admin-paging";
import { assertAdmin } from "@/server/services/admin/admin-users";
import {
  type AdminWrites,
  auditedWrites,
  findRow,
  type Logged,
  theDb,
} from "@/server/services/admin/publishing/audited-writes";
import {
  createAnnouncement,
  deleteAnnouncement,
  updateAnnouncement,
} from "@/server/services/community/published-content";
import { notifyAnnouncementPublished } from "@/server/services/notifications/notification-service";
import type { Viewer } from "@/server/services/viewer";
import { ADMIN_PAGE_SIZE, type Paged } from "@/shared/admin";
import type { AdminAnnouncement, AnnouncementInput } from "@/shared/community";

/** Announcements as the admin screen lists and edits them; publishing one notifies every member. */
export async function listAnnouncementsForAdmin(
  db: Db,
  viewer: Viewer | null,
  page: number,
): Promise<Paged<AdminAnnouncement>> {
  assertAdmin(viewer);
  const rows = db.selectFrom("announcements").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  const at = { page, pageSize: ADMIN_PAGE_SIZE.announcements, total: await countRows(db, "announcements") };
  return pageOf(rows, at, (row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    titleEn: row.title_en,
    contentEn: row.content_en,
    published: toBool(row.published),
    createdAt: row.created_at,
  }));
}

const status = (published: boolean) => (published ? "published" : "draft");

const announcements: Logged<AnnouncementInput, Database["announcements"]> = {
  itemType: "announcement",
  find: findRow("announcements", "announcement", "announcement_not_found"),
  title: (item) => ("input" in item ? item.input.title : item.row.title),
  created: (input) => ({ status: status(input.published) }),
  deleted: (row) => ({ status: status(toBool(row.published)) }),
  before: (row) => ({
    title: row.title,
    status: status(toBool(row.published)),
    content: row.content,
    titleEn: row.title_en,
    contentEn: row.content_en,
  }),
  after: (input) => ({
    title: input.title,
    status: status(input.published),
    content: input.content,
    titleEn: input.titleEn,
    contentEn: input.contentEn,
  }),
};

/** A published announcement notifies every member once (decision 182), whether published at once or later. */
async function notifyIfPublished(db: Db, viewer: Viewer, id: string, input: AnnouncementInput) {
  if (!input.published) return;
  await notifyAnnouncementPublished(db, {
    announcementId: id,
    actorId: viewer.user.id,
    now: currentTime(),
  });
}

const logged = auditedWrites(
  () => announcements,
  { create: createAnnouncement, update: updateAnnouncement, remove: deleteAnnouncement },
  theDb,
);

/** Create, edit and delete, each in the audit log; publishing notifies. */
export const announcementWrites: AdminWrites<Db, AnnouncementInput> = {
  create: async (db, viewer, input) => {
    const created = await logged.create(db, viewer, input);
    await notifyIfPublished(db, viewer, created.id, input);
    return created;
  },
  update: async (db, viewer, id, input) => {
    await logged.update(db, viewer, id, input);
    await notifyIfPublished(db, viewer, id, input);
  },
  remove: logged.remove,
};
