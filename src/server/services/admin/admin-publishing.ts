import type { Selectable } from "kysely";
import type { Db } from "@/server/db/database";
import { type Database, toBool } from "@/server/db/schema";
import { countRows, pageOf } from "@/server/services/admin/admin-paging";
import { changeSummary, excerpt, stateSummary } from "@/server/services/admin/admin-summary";
import { assertAdmin } from "@/server/services/admin/admin-users";
import { auditActor, auditMember, recordAdminAction } from "@/server/services/admin/audit-log";
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
import { runningEventIds } from "@/server/services/community/board";
import { authorOf, type CommunityActor, communityActor } from "@/server/services/community/community-actor";
import { ForbiddenError, NotFoundError } from "@/server/services/errors";
import { notifyAnnouncementPublished } from "@/server/services/notifications/notification-service";
import type { Viewer } from "@/server/services/viewer";
import { ADMIN_PAGE_SIZE, type Paged } from "@/shared/admin";
import type { AuditDetails } from "@/shared/audit-items";
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
import { EVENT_DURATION_MINUTES } from "@/shared/community-constants";
import { zonedDateTime, zonedDateTimeToUtc } from "@/shared/dates";

/**
 * What admins publish — daily and weekly impulses, events, announcements, the team's bulletin
 * entries — as the admin screens list and edit it: every language, page numbers with a total, and
 * every write recorded in the audit log with the item's title and a before/after line. Lists cost
 * two queries (count and page) however long they are.
 */
type Deps = { db: Db; timeZone: string };

const gone = (what: string, code: string) => new NotFoundError(`This ${what} no longer exists.`, { code });

type Values = Parameters<typeof stateSummary>[1];

/**
 * How the audit log speaks of one kind of item: its row as it was (found before an edit or a delete,
 * so a missing item is a 404 before anything is written), its title, and the values each line shows.
 */
type Logged<Input, Row> = {
  itemType: "impulse" | "event" | "announcement" | "bulletin";
  find: (db: Db, id: string) => Promise<Row>;
  title: (item: { input: Input } | { row: Row }) => string;
  created: (input: Input) => Values;
  deleted: (row: Row) => Values;
  /** The same keys from both sides, for the before/after line of an edit. */
  before: (row: Row) => Values;
  after: (input: Input) => Values;
  /** The member who wrote the item, when it is a member's (their words stay out of the log). */
  authorOf?: (row: Row) => string | null;
};

async function audit(
  db: Db,
  viewer: Viewer,
  kind: Logged<never, never>["itemType"],
  verb: "create" | "update" | "delete",
  entry: { itemId: string; itemTitle: string; details: AuditDetails; subjectId?: string | null },
) {
  await recordAdminAction(db, { ...auditActor(viewer), action: `${kind}.${verb}`, itemType: kind, ...entry });
}

/** Admins only; the write, then its line in the log. */
async function createLogged<Input, Row>(
  db: Db,
  viewer: Viewer | null,
  kind: Logged<Input, Row>,
  input: Input,
  write: (actor: CommunityActor) => Promise<{ id: string }>,
): Promise<{ id: string }> {
  assertAdmin(viewer);
  const created = await write(communityActor(viewer));
  await audit(db, viewer, kind.itemType, "create", {
    itemId: created.id,
    itemTitle: kind.title({ input }),
    details: stateSummary("created", kind.created(input)),
  });
  return created;
}

async function updateLogged<Input, Row>(
  db: Db,
  viewer: Viewer | null,
  kind: Logged<Input, Row>,
  id: string,
  input: Input,
  write: (actor: CommunityActor, before: Row) => Promise<void>,
): Promise<void> {
  assertAdmin(viewer);
  const before = await kind.find(db, id);
  await write(communityActor(viewer), before);
  await audit(db, viewer, kind.itemType, "update", {
    itemId: id,
    itemTitle: kind.title({ input }),
    details: changeSummary(kind.before(before), kind.after(input)),
  });
}

async function deleteLogged<Input, Row>(
  db: Db,
  viewer: Viewer | null,
  kind: Logged<Input, Row>,
  id: string,
  write: (actor: CommunityActor) => Promise<void>,
): Promise<void> {
  assertAdmin(viewer);
  const before = await kind.find(db, id);
  await write(communityActor(viewer));
  await audit(db, viewer, kind.itemType, "delete", {
    itemId: id,
    // A member's entry: the log keeps their pseudonym, not their words (decision 193).
    itemTitle: kind.authorOf?.(before) ? "" : kind.title({ row: before }),
    details: stateSummary("deleted", kind.deleted(before)),
    subjectId: kind.authorOf?.(before) ?? null,
  });
}

// ---- Daily impulses ----

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
  find: async (db, id) => {
    const row = await db.selectFrom("daily_impulses").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw gone("impulse", "impulse_not_found");
    return row;
  },
  title: (item) =>
    "input" in item
      ? impulseTitle(item.input.publicationDate, item.input.content)
      : impulseTitle(item.row.publication_date, item.row.content),
  created: (input) => ({ kind: "daily", date: input.publicationDate }),
  deleted: (row) => ({ kind: "daily", date: row.publication_date }),
  before: (row) => ({ date: row.publication_date, content: row.content, contentEn: row.content_en }),
  after: (input) => ({ date: input.publicationDate, content: input.content, contentEn: input.contentEn }),
};

export const createDailyImpulseAsAdmin = (db: Db, viewer: Viewer | null, input: DailyImpulseInput) =>
  createLogged(db, viewer, dailyImpulses, input, (actor) => createDailyImpulse(db, actor, input));

export const updateDailyImpulseAsAdmin = (
  db: Db,
  viewer: Viewer | null,
  id: string,
  input: DailyImpulseInput,
) => updateLogged(db, viewer, dailyImpulses, id, input, (actor) => updateDailyImpulse(db, actor, id, input));

export const deleteDailyImpulseAsAdmin = (db: Db, viewer: Viewer | null, id: string) =>
  deleteLogged(db, viewer, dailyImpulses, id, (actor) => deleteDailyImpulse(db, actor, id));

// ---- Weekly impulses and quotes ----

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

export const createWeeklyContentAsAdmin = (db: Db, viewer: Viewer | null, input: WeeklyContentInput) =>
  createLogged(db, viewer, weeklyContent, input, (actor) => createWeeklyContent(db, actor, input));

export const updateWeeklyContentAsAdmin = (
  db: Db,
  viewer: Viewer | null,
  id: string,
  input: WeeklyContentInput,
) => updateLogged(db, viewer, weeklyContent, id, input, (actor) => updateWeeklyContent(db, actor, id, input));

export const deleteWeeklyContentAsAdmin = (db: Db, viewer: Viewer | null, id: string) =>
  deleteLogged(db, viewer, weeklyContent, id, (actor) => deleteWeeklyContent(db, actor, id));

// ---- Events ----

export async function listEventsForAdmin(
  deps: Deps,
  viewer: Viewer | null,
  query: { page: number; when: AdminEventsWhen },
  now: Date = new Date(),
): Promise<Paged<AdminEvent> & { timeZone: string }> {
  assertAdmin(viewer);
  const upcoming = query.when === "upcoming";
  // A running event is still upcoming until it ends (decision 197).
  const running = await runningEventIds(deps.db, now);
  const base = deps.db.selectFrom("community_events").where((eb) => {
    const started = eb("event_date", upcoming ? ">=" : "<", now.toISOString());
    if (running.length === 0) return started;
    return upcoming
      ? eb.or([started, eb("id", "in", running)])
      : eb.and([started, eb("id", "not in", running)]);
  });
  const total = Number((await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  // Upcoming soonest first; past most recent first.
  const order = upcoming ? "asc" : "desc";
  const rows = base.selectAll().orderBy("event_date", order).orderBy("id", order);
  const at = { page: query.page, pageSize: ADMIN_PAGE_SIZE.events, total };
  const page = await pageOf(rows, at, (row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    titleEn: row.title_en,
    descriptionEn: row.description_en,
    eventDate: row.event_date,
    ...zonedDateTime(new Date(row.event_date), deps.timeZone),
    durationMinutes: row.duration_minutes,
    eventLink: row.event_link,
  }));
  return { ...page, timeZone: deps.timeZone };
}

function toEventInput(input: AdminEventInput, timeZone: string) {
  return {
    title: input.title,
    description: input.description ?? null,
    titleEn: input.titleEn ?? null,
    descriptionEn: input.descriptionEn ?? null,
    eventDate: zonedDateTimeToUtc(input.date, input.time, timeZone).toISOString(),
    durationMinutes: input.durationMinutes,
    eventLink: input.eventLink ?? null,
  };
}

type EventRow = Selectable<Database["community_events"]>;

/** Events are logged at the operator's wall clock, as the form shows them. */
function events(timeZone: string): Logged<AdminEventInput, EventRow> {
  const at = (row: EventRow) => {
    const was = zonedDateTime(new Date(row.event_date), timeZone);
    return `${was.date} ${was.time}`;
  };
  return {
    itemType: "event",
    find: async (db, id) => {
      const row = await db.selectFrom("community_events").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw gone("event", "event_not_found");
      return row;
    },
    title: (item) => ("input" in item ? item.input.title : item.row.title),
    created: (input) => ({
      at: `${input.date} ${input.time}`,
      duration: input.durationMinutes ?? EVENT_DURATION_MINUTES.default,
      link: input.eventLink,
    }),
    deleted: (row) => ({ at: at(row) }),
    before: (row) => ({
      title: row.title,
      at: at(row),
      description: row.description,
      titleEn: row.title_en,
      descriptionEn: row.description_en,
      duration: row.duration_minutes,
      link: row.event_link,
    }),
    after: (input) => ({
      title: input.title,
      at: `${input.date} ${input.time}`,
      description: input.description,
      titleEn: input.titleEn,
      descriptionEn: input.descriptionEn,
      // Left out of the form's request, the duration stays and is no change (decision 197).
      ...(input.durationMinutes !== undefined ? { duration: input.durationMinutes } : {}),
      link: input.eventLink,
    }),
  };
}

export const createEventAsAdmin = (deps: Deps, viewer: Viewer | null, input: AdminEventInput) =>
  createLogged(deps.db, viewer, events(deps.timeZone), input, (actor) =>
    createEvent(deps.db, actor, toEventInput(input, deps.timeZone)),
  );

export const updateEventAsAdmin = (deps: Deps, viewer: Viewer | null, id: string, input: AdminEventInput) =>
  updateLogged(deps.db, viewer, events(deps.timeZone), id, input, (actor) =>
    updateEvent(deps.db, actor, id, toEventInput(input, deps.timeZone)),
  );

export const deleteEventAsAdmin = (deps: Deps, viewer: Viewer | null, id: string) =>
  deleteLogged(deps.db, viewer, events(deps.timeZone), id, (actor) => deleteEvent(deps.db, actor, id));

// ---- Announcements ----

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
  find: async (db, id) => {
    const row = await db.selectFrom("announcements").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw gone("announcement", "announcement_not_found");
    return row;
  },
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
async function notifyIfPublished(db: Db, viewer: Viewer | null, id: string, input: AnnouncementInput) {
  if (!input.published) return;
  await notifyAnnouncementPublished(db, {
    announcementId: id,
    actorId: viewer?.user.id ?? null,
    now: new Date(),
  });
}

export const createAnnouncementAsAdmin = async (db: Db, viewer: Viewer | null, input: AnnouncementInput) => {
  const created = await createLogged(db, viewer, announcements, input, (actor) =>
    createAnnouncement(db, actor, input),
  );
  await notifyIfPublished(db, viewer, created.id, input);
  return created;
};

export const updateAnnouncementAsAdmin = async (
  db: Db,
  viewer: Viewer | null,
  id: string,
  input: AnnouncementInput,
) => {
  const updated = await updateLogged(db, viewer, announcements, id, input, (actor) =>
    updateAnnouncement(db, actor, id, input),
  );
  await notifyIfPublished(db, viewer, id, input);
  return updated;
};

export const deleteAnnouncementAsAdmin = (db: Db, viewer: Viewer | null, id: string) =>
  deleteLogged(db, viewer, announcements, id, (actor) => deleteAnnouncement(db, actor, id));

// ---- Bulletin board ----

export async function listBulletinForAdmin(
  db: Db,
  viewer: Viewer | null,
  page: number,
): Promise<Paged<AdminBulletinEntry>> {
  assertAdmin(viewer);
  const rows = db
    .selectFrom("bulletin_posts")
    .leftJoin("profiles", "profiles.id", "bulletin_posts.user_id")
    .leftJoin("user", "user.id", "bulletin_posts.user_id")
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
      "user.role as author_role",
    ])
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

const bulletinGone = () => gone("bulletin entry", "bulletin_not_found");

const bulletin: Logged<BulletinInput, Database["bulletin_posts"]> = {
  itemType: "bulletin",
  find: async (db, id) => {
    const row = await db.selectFrom("bulletin_posts").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw bulletinGone();
    return row;
  },
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

const bulletinValues = (input: BulletinInput) => ({
  category: input.category,
  title: input.title,
  content: input.content,
  title_en: input.titleEn ?? null,
  content_en: input.contentEn ?? null,
});

/** The team's entries carry no author and no write limit: they are the operator's notices. */
export async function createBulletinAsAdmin(
  db: Db,
  viewer: Viewer | null,
  input: BulletinInput,
  now: Date = new Date(),
): Promise<{ id: string }> {
  return createLogged(db, viewer, bulletin, input, async () => {
    const id = crypto.randomUUID();
    await db
      .insertInto("bulletin_posts")
      .values({ id, user_id: null, ...bulletinValues(input), created_at: now.toISOString() })
      .execute();
    return { id };
  });
}

export async function updateBulletinAsAdmin(
  db: Db,
  viewer: Viewer | null,
  id: string,
  input: BulletinInput,
): Promise<void> {
  await updateLogged(db, viewer, bulletin, id, input, async (_actor, before) => {
    // A member's words are theirs: the team deletes them when needed, but never rewrites them.
    if (before.user_id !== null) {
      throw new ForbiddenError("Only the team's own bulletin entries can be edited.", {
        code: "not_your_content",
      });
    }
    const result = await db
      .updateTable("bulletin_posts")
      .set(bulletinValues(input))
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw bulletinGone();
  });
}

export async function deleteBulletinAsAdmin(db: Db, viewer: Viewer | null, id: string): Promise<void> {
  await deleteLogged(db, viewer, bulletin, id, async () => {
    const result = await db.deleteFrom("bulletin_posts").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw bulletinGone();
  });
}
