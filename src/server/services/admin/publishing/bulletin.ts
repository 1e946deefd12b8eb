import type { Db } from "@/server/db/database";
import type { Database } from "@/server/db/schema";
import { countRows, pageOf } from "@/server/services/admin/admin-paging";
import { assertAdmin } from "@/server/services/admin/admin-users";
import { auditMember } from "@/server/services/admin/audit-log";
import {
  auditedWrites,
  findRow,
  type Logged,
  theDb,
} from "@/server/services/admin/publishing/audited-writes";
import { bulletinWithAuthors } from "@/server/services/community/bulletin-rows";
import { authorOf } from "@/server/services/community/community-actor";
import {
  createTeamBulletinEntry,
  deleteBulletinEntryAsTeam,
  updateTeamBulletinEntry,
} from "@/server/services/community/published-content";
import type { Viewer } from "@/server/services/viewer";
import { ADMIN_PAGE_SIZE, type Paged } from "@/shared/admin";
import type { AdminBulletinEntry, BulletinInput } from "@/shared/community";

/** The bulletin board as the admin screen lists it: the team writes its own entries and deletes any. */
export async function listBulletinForAdmin(
  db: Db,
  viewer: Viewer | null,
  page: number,
): Promise<Paged<AdminBulletinEntry>> {
  assertAdmin(viewer);
  const rows = bulletinWithAuthors(db)
    .orderBy("bulletin_posts.created_at", "desc")
    .orderBy("bulletin_posts.id", "desc");
  const at = { page, pageSize: ADMIN_PAGE_SIZE.bulletin, total: await countRows(db, "bulletin_posts") };
  return pageOf(rows, at, (row) => ({
    id: row.id,
    category: row.category,
    title: row.title,
    content: row.content,
    titleEn: row.title_en,
    contentEn: row.content_en,
    createdAt: row.created_at,
    author: row.user_id === null ? null : authorOf(row),
  }));
}

const bulletin: Logged<BulletinInput, Database["bulletin_posts"]> = {
  itemType: "bulletin",
  find: findRow("bulletin_posts", "bulletin entry", "bulletin_not_found"),
  title: (item) => ("input" in item ? item.input.title : item.row.title),
  created: (input) => ({ category: input.category }),
  deleted: (row) => ({
    category: row.category,
    author: row.user_id === null ? "team" : auditMember(row.user_id),
  }),
  authorOf: (row) => row.user_id,
  before: (row) => ({
    category: row.category,
    title: row.title,
    content: row.content,
    titleEn: row.title_en,
    contentEn: row.content_en,
  }),
  after: (input) => ({
    category: input.category,
    title: input.title,
    content: input.content,
    titleEn: input.titleEn,
    contentEn: input.contentEn,
  }),
};

/**
 * The team's own entries: created without author or write limit, edited only while they are the
 * team's (a member's words are deleted when needed, never rewritten); any entry deleted.
 */
export const bulletinWrites = auditedWrites(
  () => bulletin,
  {
    create: createTeamBulletinEntry,
    update: (db, actor, id, input, before) => updateTeamBulletinEntry(db, actor, id, input, before.user_id),
    remove: deleteBulletinEntryAsTeam,
  },
  theDb,
);

/** An admin's deletion of any entry, from whichever page (`community/content-deletion.ts`). */
export const deleteBulletinAsAdmin = bulletinWrites.remove;
