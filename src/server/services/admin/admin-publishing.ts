import type { Db } from "@/server/db/database";
import { toBool } from "@/server/db/schema";
import { countRows, paged } from "@/server/services/admin/admin-paging";
import { changeSummary, excerpt, stateSummary } from "@/server/services/admin/admin-summary";
import { assertAdmin } from "@/server/services/admin/admin-users";
import { auditActor, recordAdminAction } from "@/server/services/admin/audit-log";
import {
  createAnnouncement,
  createDailyImpulse,
  createEvent,
  createWeeklyContent,
  deleteAnnouncement,
  deleteDailyImpulse,
  deleteEvent,
  deleteWeeklyContent,
  updateAnnouncement,
  updateDailyImpulse,
  updateEvent,
  updateWeeklyContent,
} from "@/server/services/community/admin-content";
import { communityActor } from "@/server/services/community/community-actor";
import { ForbiddenError, NotFoundError } from "@/server/services/errors";
import type { Viewer } from "@/server/services/viewer";
import { ADMIN_PAGE_SIZE, type Paged } from "@/shared/admin";
import type { AuditItemType } from "@/shared/audit-items";
import type {
  AdminAnnouncement,
  AdminBulletinEntry,
  AdminDailyImpulse,
  AdminEvent,
  AdminEventInput,
  AdminEventsWhen,
  AdminWeeklyContent,
  AnnouncementInput,
  BulletinInput,
  DailyImpulseInput,
  WeeklyContentInput,
} from "@/shared/community";
import { zonedDateTime, zonedDateTimeToUtc } from "@/shared/dates";

/**
 * What admins publish — daily and weekly impulses, events, announcements, the team's bulletin
 * entries — as the admin screens list and edit it: every language, page numbers with a total, and
 * every write recorded in the audit log with the item's title and a before/after line. Lists cost
 * two queries (count and page) however long they are.
 */
type Deps = { db: Db; timeZone: string };

const gone = (what: string, code: string) => new NotFoundError(`This ${what} no longer exists.`, { code });

async function audit(
  db: Db,
  viewer: Viewer,
  entry: { action: string; itemType: AuditItemType; itemId: string; itemTitle: string; summary: string },
) {
  await recordAdminAction(db, { ...auditActor(viewer), ...entry });
}

// ---- Daily impulses ----

const impulseTitle = (date: string, content: string) => `${date}: ${excerpt(content, 60)}`;

export async function listDailyImpulsesForAdmin(
  db: Db,
  viewer: Viewer | null,
  page: number,
): Promise<Paged<AdminDailyImpulse>> {
  assertAdmin(viewer);
  const pageSize = ADMIN_PAGE_SIZE.impulses;
  const total = await countRows(db, "daily_impulses");
  const rows = await db
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
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return paged(
    rows.map((row) => ({
      id: row.id,
      content: row.content,
      contentEn: row.content_en,
      publicationDate: row.publication_date,
      commentCount: Number(row.comment_count ?? 0),
      createdAt: row.created_at,
    })),
    total,
    page,
    pageSize,
  );
}

async function findDailyImpulse(db: Db, id: string) {
  const row = await db.selectFrom("daily_impulses").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw gone("impulse", "impulse_not_found");
  return row;
}

export async function createDailyImpulseAsAdmin(
  db: Db,
  viewer: Viewer | null,
  input: DailyImpulseInput,
): Promise<{ id: string }> {
  assertAdmin(viewer);
  const created = await createDailyImpulse(db, communityActor(viewer), input);
  await audit(db, viewer, {
    action: "impulse.create",
    itemType: "impulse",
    itemId: created.id,
    itemTitle: impulseTitle(input.publicationDate, input.content),
    summary: stateSummary("created", { kind: "daily", date: input.publicationDate }),
  });
  return created;
}

export async function updateDailyImpulseAsAdmin(
  db: Db,
  viewer: Viewer | null,
  id: string,
  input: DailyImpulseInput,
): Promise<void> {
  assertAdmin(viewer);
  const before = await findDailyImpulse(db, id);
  await updateDailyImpulse(db, communityActor(viewer), id, input);
  await audit(db, viewer, {
    action: "impulse.update",
    itemType: "impulse",
    itemId: id,
    itemTitle: impulseTitle(input.publicationDate, input.content),
    summary: changeSummary(
      { date: before.publication_date, content: before.content, contentEn: before.content_en },
      { date: input.publicationDate, content: input.content, contentEn: input.contentEn ?? null },
    ),
  });
}

export async function deleteDailyImpulseAsAdmin(db: Db, viewer: Viewer | null, id: string): Promise<void> {
  assertAdmin(viewer);
  const before = await findDailyImpulse(db, id);
  await deleteDailyImpulse(db, communityActor(viewer), id);
  await audit(db, viewer, {
    action: "impulse.delete",
    itemType: "impulse",
    itemId: id,
    itemTitle: impulseTitle(before.publication_date, before.content),
    summary: stateSummary("deleted", { kind: "daily", date: before.publication_date }),
  });
}

// ---- Weekly impulses and quotes ----

export async function listWeeklyContentForAdmin(
  db: Db,
  viewer: Viewer | null,
  page: number,
): Promise<Paged<AdminWeeklyContent>> {
  assertAdmin(viewer);
  const pageSize = ADMIN_PAGE_SIZE.impulses;
  const total = await countRows(db, "community_content");
  const rows = await db
    .selectFrom("community_content")
    .selectAll()
    .orderBy("start_date", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return paged(
    rows.map((row) => ({
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
    })),
    total,
    page,
    pageSize,
  );
}

async function findWeekly(db: Db, id: string) {
  const row = await db.selectFrom("community_content").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw gone("impulse", "impulse_not_found");
  return row;
}

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

export async function createWeeklyContentAsAdmin(
  db: Db,
  viewer: Viewer | null,
  input: WeeklyContentInput,
): Promise<{ id: string }> {
  assertAdmin(viewer);
  const created = await createWeeklyContent(db, communityActor(viewer), input);
  await audit(db, viewer, {
    action: "impulse.create",
    itemType: "impulse",
    itemId: created.id,
    itemTitle: input.title,
    summary: stateSummary("created", weeklyState(input)),
  });
  return created;
}

export async function updateWeeklyContentAsAdmin(
  db: Db,
  viewer: Viewer | null,
  id: string,
  input: WeeklyContentInput,
): Promise<void> {
  assertAdmin(viewer);
  const before = await findWeekly(db, id);
  await updateWeeklyContent(db, communityActor(viewer), id, input);
  await audit(db, viewer, {
    action: "impulse.update",
    itemType: "impulse",
    itemId: id,
    itemTitle: input.title,
    summary: changeSummary(
      {
        ...weeklyState({
          type: before.type,
          published: toBool(before.published),
          startDate: before.start_date,
          endDate: before.end_date,
        }),
        title: before.title,
        content: before.content,
        titleEn: before.title_en,
        contentEn: before.content_en,
      },
      {
        ...weeklyState(input),
        title: input.title,
        content: input.content,
        titleEn: input.titleEn ?? null,
        contentEn: input.contentEn ?? null,
      },
    ),
  });
}

export async function deleteWeeklyContentAsAdmin(db: Db, viewer: Viewer | null, id: string): Promise<void> {
  assertAdmin(viewer);
  const before = await findWeekly(db, id);
  await deleteWeeklyContent(db, communityActor(viewer), id);
  await audit(db, viewer, {
    action: "impulse.delete",
    itemType: "impulse",
    itemId: id,
    itemTitle: before.title,
    summary: stateSummary(
      "deleted",
      weeklyState({
        type: before.type,
        published: toBool(before.published),
        startDate: before.start_date,
        endDate: before.end_date,
      }),
    ),
  });
}

// ---- Events ----

export async function listEventsForAdmin(
  deps: Deps,
  viewer: Viewer | null,
  query: { page: number; when: AdminEventsWhen },
  now: Date = new Date(),
): Promise<Paged<AdminEvent> & { timeZone: string }> {
  assertAdmin(viewer);
  const pageSize = ADMIN_PAGE_SIZE.events;
  const upcoming = query.when === "upcoming";
  const base = deps.db
    .selectFrom("community_events")
    .where("event_date", upcoming ? ">=" : "<", now.toISOString());
  const total = Number((await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  // Upcoming soonest first; past most recent first.
  const order = upcoming ? "asc" : "desc";
  const rows = await base
    .selectAll()
    .orderBy("event_date", order)
    .orderBy("id", order)
    .limit(pageSize)
    .offset((query.page - 1) * pageSize)
    .execute();
  return {
    ...paged(
      rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        titleEn: row.title_en,
        descriptionEn: row.description_en,
        eventDate: row.event_date,
        ...zonedDateTime(new Date(row.event_date), deps.timeZone),
        eventLink: row.event_link,
      })),
      total,
      query.page,
      pageSize,
    ),
    timeZone: deps.timeZone,
  };
}

async function findEvent(db: Db, id: string) {
  const row = await db.selectFrom("community_events").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw gone("event", "event_not_found");
  return row;
}

function toEventInput(input: AdminEventInput, timeZone: string) {
  return {
    title: input.title,
    description: input.description ?? null,
    titleEn: input.titleEn ?? null,
    descriptionEn: input.descriptionEn ?? null,
    eventDate: zonedDateTimeToUtc(input.date, input.time, timeZone).toISOString(),
    eventLink: input.eventLink ?? null,
  };
}

export async function createEventAsAdmin(
  deps: Deps,
  viewer: Viewer | null,
  input: AdminEventInput,
): Promise<{ id: string }> {
  assertAdmin(viewer);
  const created = await createEvent(deps.db, communityActor(viewer), toEventInput(input, deps.timeZone));
  await audit(deps.db, viewer, {
    action: "event.create",
    itemType: "event",
    itemId: created.id,
    itemTitle: input.title,
    summary: stateSummary("created", { at: `${input.date} ${input.time}`, link: input.eventLink }),
  });
  return created;
}

export async function updateEventAsAdmin(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  input: AdminEventInput,
): Promise<void> {
  assertAdmin(viewer);
  const before = await findEvent(deps.db, id);
  await updateEvent(deps.db, communityActor(viewer), id, toEventInput(input, deps.timeZone));
  const was = zonedDateTime(new Date(before.event_date), deps.timeZone);
  await audit(deps.db, viewer, {
    action: "event.update",
    itemType: "event",
    itemId: id,
    itemTitle: input.title,
    summary: changeSummary(
      {
        title: before.title,
        at: `${was.date} ${was.time}`,
        description: before.description,
        titleEn: before.title_en,
        descriptionEn: before.description_en,
        link: before.event_link,
      },
      {
        title: input.title,
        at: `${input.date} ${input.time}`,
        description: input.description ?? null,
        titleEn: input.titleEn ?? null,
        descriptionEn: input.descriptionEn ?? null,
        link: input.eventLink ?? null,
      },
    ),
  });
}

export async function deleteEventAsAdmin(deps: Deps, viewer: Viewer | null, id: string): Promise<void> {
  assertAdmin(viewer);
  const before = await findEvent(deps.db, id);
  await deleteEvent(deps.db, communityActor(viewer), id);
  const was = zonedDateTime(new Date(before.event_date), deps.timeZone);
  await audit(deps.db, viewer, {
    action: "event.delete",
    itemType: "event",
    itemId: id,
    itemTitle: before.title,
    summary: stateSummary("deleted", { at: `${was.date} ${was.time}` }),
  });
}

// ---- Announcements ----

export async function listAnnouncementsForAdmin(
  db: Db,
  viewer: Viewer | null,
  page: number,
): Promise<Paged<AdminAnnouncement>> {
  assertAdmin(viewer);
  const pageSize = ADMIN_PAGE_SIZE.announcements;
  const total = await countRows(db, "announcements");
  const rows = await db
    .selectFrom("announcements")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return paged(
    rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      titleEn: row.title_en,
      contentEn: row.content_en,
      published: toBool(row.published),
      createdAt: row.created_at,
    })),
    total,
    page,
    pageSize,
  );
}

async function findAnnouncement(db: Db, id: string) {
  const row = await db.selectFrom("announcements").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw gone("announcement", "announcement_not_found");
  return row;
}

const status = (published: boolean) => (published ? "published" : "draft");

export async function createAnnouncementAsAdmin(
  db: Db,
  viewer: Viewer | null,
  input: AnnouncementInput,
): Promise<{ id: string }> {
  assertAdmin(viewer);
  const created = await createAnnouncement(db, communityActor(viewer), input);
  await audit(db, viewer, {
    action: "announcement.create",
    itemType: "announcement",
    itemId: created.id,
    itemTitle: input.title,
    summary: stateSummary("created", { status: status(input.published) }),
  });
  return created;
}

export async function updateAnnouncementAsAdmin(
  db: Db,
  viewer: Viewer | null,
  id: string,
  input: AnnouncementInput,
): Promise<void> {
  assertAdmin(viewer);
  const before = await findAnnouncement(db, id);
  await updateAnnouncement(db, communityActor(viewer), id, input);
  await audit(db, viewer, {
    action: "announcement.update",
    itemType: "announcement",
    itemId: id,
    itemTitle: input.title,
    summary: changeSummary(
      {
        title: before.title,
        status: status(toBool(before.published)),
        content: before.content,
        titleEn: before.title_en,
        contentEn: before.content_en,
      },
      {
        title: input.title,
        status: status(input.published),
        content: input.content,
        titleEn: input.titleEn ?? null,
        contentEn: input.contentEn ?? null,
      },
    ),
  });
}

export async function deleteAnnouncementAsAdmin(db: Db, viewer: Viewer | null, id: string): Promise<void> {
  assertAdmin(viewer);
  const before = await findAnnouncement(db, id);
  await deleteAnnouncement(db, communityActor(viewer), id);
  await audit(db, viewer, {
    action: "announcement.delete",
    itemType: "announcement",
    itemId: id,
    itemTitle: before.title,
    summary: stateSummary("deleted", { status: status(toBool(before.published)) }),
  });
}

// ---- Bulletin board ----

export async function listBulletinForAdmin(
  db: Db,
  viewer: Viewer | null,
  page: number,
): Promise<Paged<AdminBulletinEntry>> {
  assertAdmin(viewer);
  const pageSize = ADMIN_PAGE_SIZE.bulletin;
  const total = await countRows(db, "bulletin_posts");
  const rows = await db
    .selectFrom("bulletin_posts")
    .leftJoin("profiles", "profiles.id", "bulletin_posts.user_id")
    .select([
      "bulletin_posts.id",
      "bulletin_posts.user_id",
      "bulletin_posts.category",
      "bulletin_posts.title",
      "bulletin_posts.content",
      "bulletin_posts.title_en",
      "bulletin_posts.content_en",
      "bulletin_posts.created_at",
      "profiles.full_name",
    ])
    .orderBy("bulletin_posts.created_at", "desc")
    .orderBy("bulletin_posts.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return paged(
    rows.map((row) => ({
      id: row.id,
      category: row.category,
      title: row.title,
      content: row.content,
      titleEn: row.title_en,
      contentEn: row.content_en,
      createdAt: row.created_at,
      author: row.user_id === null ? null : { id: row.user_id, name: row.full_name ?? null },
    })),
    total,
    page,
    pageSize,
  );
}

async function findBulletin(db: Db, id: string) {
  const row = await db.selectFrom("bulletin_posts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw gone("bulletin entry", "bulletin_not_found");
  return row;
}

/** The team's entries carry no author and no write limit: they are the operator's notices. */
export async function createBulletinAsAdmin(
  db: Db,
  viewer: Viewer | null,
  input: BulletinInput,
  now: Date = new Date(),
): Promise<{ id: string }> {
  assertAdmin(viewer);
  const id = crypto.randomUUID();
  await db
    .insertInto("bulletin_posts")
    .values({
      id,
      user_id: null,
      category: input.category,
      title: input.title,
      content: input.content,
      title_en: input.titleEn ?? null,
      content_en: input.contentEn ?? null,
      created_at: now.toISOString(),
    })
    .execute();
  await audit(db, viewer, {
    action: "bulletin.create",
    itemType: "bulletin",
    itemId: id,
    itemTitle: input.title,
    summary: stateSummary("created", { category: input.category }),
  });
  return { id };
}

export async function updateBulletinAsAdmin(
  db: Db,
  viewer: Viewer | null,
  id: string,
  input: BulletinInput,
): Promise<void> {
  assertAdmin(viewer);
  const before = await findBulletin(db, id);
  // A member's words are theirs: the team deletes them when needed, but never rewrites them.
  if (before.user_id !== null) {
    throw new ForbiddenError("Only the team's own bulletin entries can be edited.", {
      code: "not_your_content",
    });
  }
  const result = await db
    .updateTable("bulletin_posts")
    .set({
      category: input.category,
      title: input.title,
      content: input.content,
      title_en: input.titleEn ?? null,
      content_en: input.contentEn ?? null,
    })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw gone("bulletin entry", "bulletin_not_found");
  await audit(db, viewer, {
    action: "bulletin.update",
    itemType: "bulletin",
    itemId: id,
    itemTitle: input.title,
    summary: changeSummary(
      {
        category: before.category,
        title: before.title,
        content: before.content,
        titleEn: before.title_en,
        contentEn: before.content_en,
      },
      {
        category: input.category,
        title: input.title,
        content: input.content,
        titleEn: input.titleEn ?? null,
        contentEn: input.contentEn ?? null,
      },
    ),
  });
}

export async function deleteBulletinAsAdmin(db: Db, viewer: Viewer | null, id: string): Promise<void> {
  assertAdmin(viewer);
  const before = await findBulletin(db, id);
  const result = await db.deleteFrom("bulletin_posts").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw gone("bulletin entry", "bulletin_not_found");
  await audit(db, viewer, {
    action: "bulletin.delete",
    itemType: "bulletin",
    itemId: id,
    itemTitle: before.title,
    summary: stateSummary("deleted", {
      category: before.category,
      author: before.user_id === null ? "team" : "member",
    }),
  });
}
