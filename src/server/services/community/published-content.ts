import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { fromBool } from "@/server/db/schema";
import type { CommunityActor } from "@/server/services/community/community-actor";
import { ConflictError, ForbiddenError, NotFoundError } from "@/server/services/errors";
import type {
  AnnouncementInput,
  BulletinInput,
  DailyImpulseInput,
  EventInput,
  WeeklyContentInput,
} from "@/shared/community";

/**
 * The store of what the team publishes for the whole community: daily and weekly impulses, the quote
 * of the week, events, announcements and the team's bulletin entries. The admin publishing services
 * (`services/admin/publishing/`) list, audit and call these; members never reach them. Inputs are
 * validated by the shared schemas before they arrive here. The role is checked here, once per write,
 * next to the data (decision 250); the callers above do not check it again.
 */
function assertPublisher(actor: CommunityActor): void {
  if (!actor.isAdmin) {
    throw new ForbiddenError("Access Denied: This page is only accessible to administrators.");
  }
}

function assertFound(count: bigint | number | undefined, what: string): void {
  if (Number(count ?? 0) === 0) throw new NotFoundError(`There is no such ${what}.`, { code: "not_found" });
}

async function impulseDateTaken(db: Db, date: string, exceptId?: string): Promise<boolean> {
  const row = await db
    .selectFrom("daily_impulses")
    .select("id")
    .where("publication_date", "=", date)
    .$if(exceptId !== undefined, (qb) => qb.where("id", "<>", exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

const dateTaken = () =>
  new ConflictError("There is already an impulse for this date.", {
    code: "impulse_date_taken",
    fields: { publicationDate: "impulse_date_taken" },
  });

export async function createDailyImpulse(
  db: Db,
  actor: CommunityActor,
  input: DailyImpulseInput,
  now: Date = currentTime(),
): Promise<{ id: string }> {
  assertPublisher(actor);
  if (await impulseDateTaken(db, input.publicationDate)) throw dateTaken();
  const id = crypto.randomUUID();
  try {
    await db
      .insertInto("daily_impulses")
      .values({
        id,
        content: input.content,
        content_en: input.contentEn ?? null,
        publication_date: input.publicationDate,
        created_at: now.toISOString(),
      })
      .execute();
  } catch (err) {
    // Two admins saving the same date at once: the unique index decides.
    if (await impulseDateTaken(db, input.publicationDate)) throw dateTaken();
    throw err;
  }
  return { id };
}

export async function updateDailyImpulse(
  db: Db,
  actor: CommunityActor,
  id: string,
  input: DailyImpulseInput,
): Promise<void> {
  assertPublisher(actor);
  if (await impulseDateTaken(db, input.publicationDate, id)) throw dateTaken();
  const result = await db
    .updateTable("daily_impulses")
    .set({
      content: input.content,
      content_en: input.contentEn ?? null,
      publication_date: input.publicationDate,
    })
    .where("id", "=", id)
    .executeTakeFirst();
  assertFound(result.numUpdatedRows, "impulse");
}

export async function deleteDailyImpulse(db: Db, actor: CommunityActor, id: string): Promise<void> {
  assertPublisher(actor);
  const result = await db.deleteFrom("daily_impulses").where("id", "=", id).executeTakeFirst();
  assertFound(result.numDeletedRows, "impulse");
}

export async function createWeeklyContent(
  db: Db,
  actor: CommunityActor,
  input: WeeklyContentInput,
  now: Date = currentTime(),
): Promise<{ id: string }> {
  assertPublisher(actor);
  const id = crypto.randomUUID();
  await db
    .insertInto("community_content")
    .values({ id, ...weeklyColumns(input), created_at: now.toISOString() })
    .execute();
  return { id };
}

function weeklyColumns(input: WeeklyContentInput) {
  return {
    type: input.type,
    title: input.title,
    content: input.content,
    title_en: input.titleEn ?? null,
    content_en: input.contentEn ?? null,
    published: fromBool(input.published),
    start_date: input.startDate,
    end_date: input.endDate,
  };
}

export async function updateWeeklyContent(
  db: Db,
  actor: CommunityActor,
  id: string,
  input: WeeklyContentInput,
): Promise<void> {
  assertPublisher(actor);
  const result = await db
    .updateTable("community_content")
    .set(weeklyColumns(input))
    .where("id", "=", id)
    .executeTakeFirst();
  assertFound(result.numUpdatedRows, "impulse");
}

export async function deleteWeeklyContent(db: Db, actor: CommunityActor, id: string): Promise<void> {
  assertPublisher(actor);
  const result = await db.deleteFrom("community_content").where("id", "=", id).executeTakeFirst();
  assertFound(result.numDeletedRows, "impulse");
}

function eventColumns(input: EventInput) {
  return {
    title: input.title,
    description: input.description ?? null,
    title_en: input.titleEn ?? null,
    description_en: input.descriptionEn ?? null,
    // Stored in UTC like every instant, whatever offset the form sent.
    event_date: new Date(input.eventDate).toISOString(),
    // Left out: the column's default (90) for a new event, unchanged on an edit (decision 197).
    ...(input.durationMinutes !== undefined ? { duration_minutes: input.durationMinutes } : {}),
    event_link: input.eventLink ?? null,
  };
}

export async function createEvent(
  db: Db,
  actor: CommunityActor,
  input: EventInput,
  now: Date = currentTime(),
): Promise<{ id: string }> {
  assertPublisher(actor);
  const id = crypto.randomUUID();
  await db
    .insertInto("community_events")
    .values({ id, ...eventColumns(input), created_at: now.toISOString() })
    .execute();
  return { id };
}

export async function updateEvent(
  db: Db,
  actor: CommunityActor,
  id: string,
  input: EventInput,
): Promise<void> {
  assertPublisher(actor);
  const result = await db
    .updateTable("community_events")
    .set(eventColumns(input))
    .where("id", "=", id)
    .executeTakeFirst();
  assertFound(result.numUpdatedRows, "event");
}

export async function deleteEvent(db: Db, actor: CommunityActor, id: string): Promise<void> {
  assertPublisher(actor);
  const result = await db.deleteFrom("community_events").where("id", "=", id).executeTakeFirst();
  assertFound(result.numDeletedRows, "event");
}

function announcementColumns(input: AnnouncementInput) {
  return {
    title: input.title,
    content: input.content,
    title_en: input.titleEn ?? null,
    content_en: input.contentEn ?? null,
    published: fromBool(input.published),
  };
}

export async function createAnnouncement(
  db: Db,
  actor: CommunityActor,
  input: AnnouncementInput,
  now: Date = currentTime(),
): Promise<{ id: string }> {
  assertPublisher(actor);
  const id = crypto.randomUUID();
  await db
    .insertInto("announcements")
    .values({ id, ...announcementColumns(input), created_at: now.toISOString(), created_by: actor.userId })
    .execute();
  return { id };
}

export async function updateAnnouncement(
  db: Db,
  actor: CommunityActor,
  id: string,
  input: AnnouncementInput,
): Promise<void> {
  assertPublisher(actor);
  const result = await db
    .updateTable("announcements")
    .set(announcementColumns(input))
    .where("id", "=", id)
    .executeTakeFirst();
  assertFound(result.numUpdatedRows, "announcement");
}

export async function deleteAnnouncement(db: Db, actor: CommunityActor, id: string): Promise<void> {
  assertPublisher(actor);
  const result = await db.deleteFrom("announcements").where("id", "=", id).executeTakeFirst();
  assertFound(result.numDeletedRows, "announcement");
}

const bulletinGone = () =>
  new NotFoundError("This bulletin entry no longer exists.", { code: "bulletin_not_found" });

function bulletinColumns(input: BulletinInput) {
  return {
    category: input.category,
    title: input.title,
    content: input.content,
    title_en: input.titleEn ?? null,
    content_en: input.contentEn ?? null,
  };
}

/** The team's entries carry no author and no write limit: they are the operator's notices. */
export async function createTeamBulletinEntry(
  db: Db,
  actor: CommunityActor,
  input: BulletinInput,
  now: Date = currentTime(),
): Promise<{ id: string }> {
  assertPublisher(actor);
  const id = crypto.randomUUID();
  await db
    .insertInto("bulletin_posts")
    .values({ id, user_id: null, ...bulletinColumns(input), created_at: now.toISOString() })
    .execute();
  return { id };
}

/** A member's words are theirs: the team deletes them when needed, but never rewrites them. */
export async function updateTeamBulletinEntry(
  db: Db,
  actor: CommunityActor,
  id: string,
  input: BulletinInput,
  authorId: string | null,
): Promise<void> {
  assertPublisher(actor);
  if (authorId !== null) {
    throw new ForbiddenError("Only the team's own bulletin entries can be edited.", {
      code: "not_your_content",
    });
  }
  const result = await db
    .updateTable("bulletin_posts")
    .set(bulletinColumns(input))
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw bulletinGone();
}

/** Any entry, the team's or a member's (moderation). */
export async function deleteBulletinEntryAsTeam(db: Db, actor: CommunityActor, id: string): Promise<void> {
  assertPublisher(actor);
  const result = await db.deleteFrom("bulletin_posts").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw bulletinGone();
}
