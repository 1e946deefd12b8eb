import { currentTime } from "@/server/clock";
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
import { assertNotSuspended, consumeWriteAllowance } from "@/server/services/community/write-limit";
import { ConflictError, ForbiddenError, NotFoundError } from "@/server/services/errors";
import type {
  Announcement,
  BulletinPost,
  CommunityEvent,
  CreateBulletinInput,
  Page,
} from "@/shared/community";
import {
  type BulletinCategoryName,
  COMMUNITY_PAGE_SIZE,
  EVENT_DURATION_MINUTES,
  eventEndsAt,
} from "@/shared/community-constants";
import { addZonedDays } from "@/shared/dates";
import type { Language } from "@/shared/languages";

type Deps = { db: Db; logger: Logger; config: { timeZone: string } };

/**
 * A member's entry is listed this many days after it was written or renewed (decision 187): calendar
 * days on the community's clock (the operator's zone), so "until" names the 60th day even across a
 * change of the clocks.
 */
export const BULLETIN_LIFETIME_DAYS = 60;

/** When a member's entry leaves the list; the team's own entries (no author) stay until deleted. */
export function bulletinExpiry(
  row: { user_id: string | null; created_at: string; renewed_at: string | null },
  timeZone: string,
) {
  if (row.user_id === null) return null;
  return addZonedDays(
    new Date(row.renewed_at ?? row.created_at),
    BULLETIN_LIFETIME_DAYS,
    timeZone,
  ).toISOString();
}

/** The newest start (written or renewed) an entry may have had and still be listed at `now`. */
export const bulletinCutoff = (now: Date, timeZone: string) =>
  addZonedDays(now, -BULLETIN_LIFETIME_DAYS, timeZone).toISOString();

/**
 * The ids of the events running at `now`: started, not yet ended (decision 197). Only events that
 * started within the longest duration can be running, so the query stays on the date index.
 */
export async function runningEventIds(db: Db, now: Date): Promise<string[]> {
  const earliest = new Date(now.getTime() - EVENT_DURATION_MINUTES.max * 60_000).toISOString();
  const rows = await db
    .selectFrom("community_events")
    .select(["id", "event_date", "duration_minutes"])
    .where("event_date", ">=", earliest)
    .where("event_date", "<", now.toISOString())
    .execute();
  return rows
    .filter((row) => eventEndsAt(row.event_date, row.duration_minutes) > now.toISOString())
    .map((row) => row.id);
}

/**
 * Events that have not ended, soonest first (spec 7 and 9): a running one stays listed, with its
 * join link, until it ends (decision 197). One query: the events that started
 * within the longest duration (ended ones are dropped here) and the next ones from `now` on.
 */
export async function listUpcomingEvents(
  db: Db,
  input: { language: Language; now: Date; limit?: number },
): Promise<CommunityEvent[]> {
  const limit = input.limit ?? COMMUNITY_PAGE_SIZE;
  const now = input.now.toISOString();
  const earliest = new Date(input.now.getTime() - EVENT_DURATION_MINUTES.max * 60_000).toISOString();
  const columns = [
    "id",
    "title",
    "title_en",
    "description",
    "description_en",
    "event_date",
    "duration_minutes",
    "event_link",
  ] as const;
  const started = db
    .selectFrom("community_events")
    .select(columns)
    .where("event_date", ">=", earliest)
    .where("event_date", "<", now);
  const coming = db
    .selectFrom("community_events")
    .select(columns)
    .where("event_date", ">=", now)
    .orderBy("event_date", "asc")
    .orderBy("id", "asc")
    .limit(limit);
  const rows = await db
    .selectFrom(started.as("started"))
    .selectAll()
    .unionAll(db.selectFrom(coming.as("coming")).selectAll())
    .execute();
  return rows
    .map((row) => ({ row, endsAt: eventEndsAt(row.event_date, row.duration_minutes) }))
    .filter(({ endsAt }) => endsAt > now)
    .sort((a, b) => a.row.event_date.localeCompare(b.row.event_date) || a.row.id.localeCompare(b.row.id))
    .slice(0, limit)
    .map(({ row, endsAt }) => ({
      id: row.id,
      title: localized(input.language, row.title, row.title_en),
      description:
        row.description === null ? null : localized(input.language, row.description, row.description_en),
      eventDate: row.event_date,
      endsAt,
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

/** The bulletin board, newest first, authors in the same query; expired entries are left out. */
export async function listBulletin(
  db: Db,
  actor: CommunityActor,
  options: {
    language: Language;
    cursor?: string;
    pageSize?: number;
    category?: BulletinCategoryName;
    /** The operator's zone, in which entries last their 60 days. */
    timeZone: string;
    now?: Date;
  },
): Promise<Page<BulletinPost>> {
  const cutoff = bulletinCutoff(options.now ?? currentTime(), options.timeZone);
  const cursor = decodeCursor(options.cursor);
  const size = options.pageSize ?? COMMUNITY_PAGE_SIZE;
  const rows = await pageAfter(
    bulletinWithAuthors(db)
      // Listed while written or renewed within the lifetime; the clean-up job deletes them later.
      .where((eb) =>
        eb.or([
          eb("bulletin_posts.user_id", "is", null),
          eb(eb.fn.coalesce("bulletin_posts.renewed_at", "bulletin_posts.created_at"), ">=", cutoff),
        ]),
      )
      .$if(options.category !== undefined, (qb) =>
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
      expiresAt: bulletinExpiry(row, options.timeZone),
      canRenew: row.user_id !== null && row.user_id === actor.userId && row.renewed_at === null,
    }),
    size,
  );
}

export async function createBulletinPost(
  deps: Deps,
  actor: CommunityActor,
  input: CreateBulletinInput,
  now: Date = currentTime(),
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
    renewed_at: null,
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
    expiresAt: bulletinExpiry(row, deps.config.timeZone),
    canRenew: true,
  };
}

/** The author's new entry: same fields, limits and write rate as writing it (decision 180). */
export async function editBulletinPost(
  deps: Deps,
  actor: CommunityActor,
  id: string,
  input: CreateBulletinInput,
  now: Date = currentTime(),
): Promise<BulletinPost> {
  const entry = await deps.db
    .selectFrom("bulletin_posts")
    .select(["user_id", "created_at", "renewed_at"])
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
    expiresAt: bulletinExpiry(entry, deps.config.timeZone),
    canRenew: entry.renewed_at === null,
  };
}

/**
 * The author renews their entry once (decision 187): listed for another 60 days from now. Only the
 * author, never an admin (403 `bulletin_renew_forbidden`); a second renewal is 409
 * `bulletin_already_renewed`. The update is conditional, so two renewals at once renew once.
 */
export async function renewBulletinPost(
  db: Db,
  actor: CommunityActor,
  id: string,
  { timeZone, now = currentTime() }: { timeZone: string; now?: Date },
): Promise<{ id: string; renewedAt: string; expiresAt: string }> {
  const entry = await db
    .selectFrom("bulletin_posts")
    .select(["user_id", "renewed_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!entry) throw new NotFoundError("There is no such bulletin entry.", { code: "bulletin_not_found" });
  if (entry.user_id === null || entry.user_id !== actor.userId) {
    throw new ForbiddenError("Only the author renews a bulletin entry.", {
      code: "bulletin_renew_forbidden",
    });
  }
  // Renewing keeps an entry on the board: a community write (issue 50, finding 8).
  assertNotSuspended(actor, now);
  const renewedAt = now.toISOString();
  const updated = await db
    .updateTable("bulletin_posts")
    .set({ renewed_at: renewedAt })
    .where("id", "=", id)
    .where("renewed_at", "is", null)
    .executeTakeFirst();
  if (entry.renewed_at !== null || Number(updated.numUpdatedRows) !== 1) {
    throw new ConflictError("This entry was renewed already.", { code: "bulletin_already_renewed" });
  }
  return {
    id,
    renewedAt,
    expiresAt: bulletinExpiry(
      { user_id: entry.user_id, created_at: renewedAt, renewed_at: renewedAt },
      timeZone,
    )!,
  };
}

/** Days an expired entry stays in the database before the clean-up job deletes it. */
export const BULLETIN_GRACE_DAYS = 30;

/** Deletes members' entries that expired more than the grace ago; answers how many. */
export async function deleteExpiredBulletinPosts(db: Db, now: Date, timeZone: string): Promise<number> {
  const before = addZonedDays(now, -BULLETIN_LIFETIME_DAYS - BULLETIN_GRACE_DAYS, timeZone).toISOString();
  const result = await db
    .deleteFrom("bulletin_posts")
    .where("user_id", "is not", null)
    .where((eb) => eb(eb.fn.coalesce("renewed_at", "created_at"), "<", before))
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0n);
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
