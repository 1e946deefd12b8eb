import type { Db } from "@/server/db/database";
import { fromBool } from "@/server/db/schema";
import type { Logger } from "@/server/logger";
import { bulletinWithAuthors } from "@/server/services/community/bulletin-rows";
import {
  actorAsAuthor,
  assertCanDelete,
  assertCanEdit,
  authorOf,
  type CommunityActor,
  canDelete,
  canEdit,
  localized,
} from "@/server/services/community/community-actor";
import { decodeCursor, pageAfter, toPage } from "@/server/services/community/pagination";
import { consumeWriteAllowance } from "@/server/services/community/write-limit";
import { NotFoundError } from "@/server/services/errors";
import type {
  Announcement,
  BulletinPost,
  CommunityEvent,
  CreateBulletinInput,
  Page,
} from "@/shared/community";
import { type BulletinCategoryName, COMMUNITY_PAGE_SIZE } from "@/shared/community-constants";
import type { Language } from "@/shared/languages";

type Deps = { db: Db; logger: Logger };

/** Events from `now` on, soonest first (spec 7 and 9). */
export async function listUpcomingEvents(
  db: Db,
  input: { language: Language; now: Date; limit?: number },
): Promise<CommunityEvent[]> {
  const rows = await db
    .selectFrom("community_events")
    .select(["id", "title", "title_en", "description", "description_en", "event_date", "event_link"])
    .where("event_date", ">=", input.now.toISOString())
    .orderBy("event_date", "asc")
    .orderBy("id", "asc")
    .limit(input.limit ?? COMMUNITY_PAGE_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: localized(input.language, row.title, row.title_en),
    description:
      row.description === null ? null : localized(input.language, row.description, row.description_en),
    eventDate: row.event_date,
    eventLink: row.event_link,
  }));
}

/** Published announcements, newest first. */
export async function listAnnouncements(
  db: Db,
  input: { language: Language; limit?: number },
): Promise<Announcement[]> {
  const rows = await db
    .selectFrom("announcements")
    .select(["id", "title", "title_en", "content", "content_en", "created_at"])
    // Drafts are left out in the query, so newer drafts never push published ones past the limit.
    .where("published", "=", fromBool(true))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(input.limit ?? COMMUNITY_PAGE_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: localized(input.language, row.title, row.title_en),
    content: localized(input.language, row.content, row.content_en),
    createdAt: row.created_at,
  }));
}

/** The bulletin board, newest first, authors in the same query. */
export async function listBulletin(
  db: Db,
  actor: CommunityActor,
  options: { language: Language; cursor?: string; pageSize?: number; category?: BulletinCategoryName },
): Promise<Page<BulletinPost>> {
  const cursor = decodeCursor(options.cursor);
  const size = options.pageSize ?? COMMUNITY_PAGE_SIZE;
  const rows = await pageAfter(
    bulletinWithAuthors(db).$if(options.category !== undefined, (qb) =>
      qb.where("bulletin_posts.category", "=", options.category!),
    ),
    "bulletin_posts",
    cursor,
    "desc",
    size,
  ).execute();
  return toPage(
    rows,
    (row) => ({
      id: row.id,
      category: row.category,
      title: localized(options.language, row.title, row.title_en),
      content: localized(options.language, row.content, row.content_en),
      createdAt: row.created_at,
      // The team's own entries have no author row: they are the team's by definition.
      author: row.user_id === null ? { id: null, name: null, isTeam: true } : authorOf(row),
      canDelete: row.user_id === null ? actor.isAdmin : canDelete(actor, row.user_id),
      editedAt: row.edited_at,
      canEdit: canEdit(actor, row.user_id),
    }),
    size,
  );
}

export async function createBulletinPost(
  deps: Deps,
  actor: CommunityActor,
  input: CreateBulletinInput,
  now: Date = new Date(),
): Promise<BulletinPost> {
  await consumeWriteAllowance(deps, actor, now);
  const row = {
    id: crypto.randomUUID(),
    user_id: actor.userId,
    category: input.category,
    title: input.title,
    content: input.content,
    title_en: null,
    content_en: null,
    created_at: now.toISOString(),
  };
  await deps.db.insertInto("bulletin_posts").values(row).execute();
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    content: row.content,
    createdAt: row.created_at,
    author: await actorAsAuthor(deps.db, actor),
    canDelete: true,
    editedAt: null,
    canEdit: true,
  };
}

/** The author's new entry: same fields, limits and write rate as writing it (decision 180). */
export async function editBulletinPost(
  deps: Deps,
  actor: CommunityActor,
  id: string,
  input: CreateBulletinInput,
  now: Date = new Date(),
): Promise<BulletinPost> {
  const entry = await deps.db
    .selectFrom("bulletin_posts")
    .select(["user_id", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!entry) throw new NotFoundError("There is no such bulletin entry.", { code: "bulletin_not_found" });
  assertCanEdit(actor, entry.user_id, "bulletin entry");
  await consumeWriteAllowance(deps, actor, now);
  const editedAt = now.toISOString();
  await deps.db
    .updateTable("bulletin_posts")
    .set({ category: input.category, title: input.title, content: input.content, edited_at: editedAt })
    .where("id", "=", id)
    .execute();
  return {
    id,
    category: input.category,
    title: input.title,
    content: input.content,
    createdAt: entry.created_at,
    author: await actorAsAuthor(deps.db, actor),
    canDelete: true,
    editedAt,
    canEdit: true,
  };
}

export async function deleteBulletinPost(db: Db, actor: CommunityActor, id: string): Promise<void> {
  const post = await db
    .selectFrom("bulletin_posts")
    .select("user_id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!post) throw new NotFoundError("There is no such bulletin entry.", { code: "bulletin_not_found" });
  assertCanDelete(actor, post.user_id, "bulletin entry");
  await db.deleteFrom("bulletin_posts").where("id", "=", id).execute();
}
