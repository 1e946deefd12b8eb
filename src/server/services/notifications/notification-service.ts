import { sql } from "kysely";
import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { decodeCursor, pageAfter, toPage } from "@/server/services/community/pagination";
import { NotFoundError } from "@/server/services/errors";
import type { Page } from "@/shared/community";
import {
  DEFAULT_MAIL_MODES,
  MAIL_MODES,
  type MailMode,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from "@/shared/notification-kinds";
import { type MailSettings, NOTIFICATIONS_PAGE_SIZE, type Notification } from "@/shared/notifications";

/**
 * Notifications (decision 182): one row per recipient and event, written by the services
 * where the event happens. Nobody is notified of their own action. What a notification is about
 * references its row with ON DELETE CASCADE (migration 0016), so deleted content and deleted
 * accounts take their notifications along.
 */

const EXCERPT_LENGTH = 140;
const excerpt = (text: string | null | undefined) =>
  text == null ? null : text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;

/**
 * A new comment under a post: the post's author hears "comment on your post", everyone else who
 * commented in the thread "reply in a thread you commented in" — never the comment's own author.
 * Two queries: the thread's people, one insert.
 */
export async function notifyNewComment(
  db: Db,
  input: { postId: string; commentId: string; actorId: string; now: Date },
): Promise<void> {
  const people = await db
    .selectFrom("forum_posts")
    .select(["forum_posts.user_id as id", sql<string>`'author'`.as("role")])
    .where("forum_posts.id", "=", input.postId)
    .union((eb) =>
      eb
        .selectFrom("forum_comments")
        .select(["forum_comments.user_id as id", sql<string>`'commenter'`.as("role")])
        .where("forum_comments.post_id", "=", input.postId),
    )
    .execute();
  const authorId = people.find((row) => row.role === "author")?.id;
  const recipients = new Map<string, NotificationKind>();
  for (const row of people) {
    if (row.id === input.actorId) continue;
    if (row.id === authorId) recipients.set(row.id, "post_comment");
    else if (!recipients.has(row.id)) recipients.set(row.id, "thread_reply");
  }
  if (recipients.size === 0) return;
  await db
    .insertInto("notifications")
    .values(
      [...recipients].map(([userId, kind]) => ({
        id: crypto.randomUUID(),
        user_id: userId,
        kind,
        actor_id: input.actorId,
        post_id: input.postId,
        comment_id: input.commentId,
        created_at: input.now.toISOString(),
      })),
    )
    .execute();
}

/** A published announcement reaches every member but the admin who published it; one statement. */
export async function notifyAnnouncementPublished(
  db: Db,
  input: { announcementId: string; actorId: string | null; now: Date },
): Promise<void> {
  await db
    .insertInto("notifications")
    .columns(["id", "user_id", "kind", "actor_id", "announcement_id", "created_at"])
    .expression((eb) =>
      eb
        .selectFrom("user")
        .select([
          // Deterministic and unique per (announcement, member): publishing twice inserts nothing twice.
          sql<string>`${`a:${input.announcementId}:`} || "user"."id"`.as("id"),
          "user.id as user_id",
          sql<string>`'announcement'`.as("kind"),
          sql<string | null>`${input.actorId}`.as("actor_id"),
          sql<string>`${input.announcementId}`.as("announcement_id"),
          sql<string>`${input.now.toISOString()}`.as("created_at"),
        ])
        .$if(input.actorId !== null, (qb) => qb.where("user.id", "!=", input.actorId!)),
    )
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/**
 * The graduate badge was granted (by an admin on /admin/users, or automatically at the journey's
 * end): the member hears of it unless they granted it themselves.
 */
export async function notifyBadgeGranted(
  db: Db,
  userId: string,
  input: { grantedBy?: string | null; badge?: string; now?: Date } = {},
): Promise<void> {
  if (input.grantedBy && input.grantedBy === userId) return;
  await db
    .insertInto("notifications")
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      kind: "badge",
      actor_id: input.grantedBy ?? null,
      detail: input.badge ?? "graduate",
      created_at: (input.now ?? currentTime()).toISOString(),
    })
    .execute();
}

/** A report the member made was handled: `detail` keeps what it was about, the content may be gone. */
export async function notifyReportHandled(
  db: Db,
  input: { reporterIds: string[]; actorId: string | null; detail: string; now: Date },
): Promise<void> {
  const recipients = input.reporterIds.filter((id) => id !== input.actorId);
  if (recipients.length === 0) return;
  await db
    .insertInto("notifications")
    .values(
      recipients.map((userId) => ({
        id: crypto.randomUUID(),
        user_id: userId,
        kind: "report_handled",
        actor_id: input.actorId,
        detail: excerpt(input.detail),
        created_at: input.now.toISOString(),
      })),
    )
    .execute();
}

/** The member's notifications, newest first, with who, what and where in the same query. */
export async function listNotifications(
  db: Db,
  userId: string,
  options: { cursor?: string; pageSize?: number } = {},
): Promise<Page<Notification>> {
  const cursor = decodeCursor(options.cursor);
  const size = options.pageSize ?? NOTIFICATIONS_PAGE_SIZE;
  const rows = await pageAfter(
    db
      .selectFrom("notifications")
      .leftJoin("profiles", "profiles.id", "notifications.actor_id")
      .leftJoin("forum_posts", "forum_posts.id", "notifications.post_id")
      .leftJoin("forum_comments", "forum_comments.id", "notifications.comment_id")
      .leftJoin("announcements", "announcements.id", "notifications.announcement_id")
      .select([
        "notifications.id",
        "notifications.kind",
        "notifications.created_at",
        "notifications.read_at",
        "notifications.post_id",
        "notifications.comment_id",
        "notifications.detail",
        "profiles.full_name",
        "forum_posts.title as post_title",
        "forum_comments.comment_text",
        "announcements.title as announcement_title",
      ])
      .where("notifications.user_id", "=", userId),
    "notifications",
    cursor,
    "desc",
    size,
  ).execute();
  return toPage(
    rows,
    (row) => ({
      id: row.id,
      kind: toKind(row.kind),
      createdAt: row.created_at,
      read: row.read_at !== null,
      actorName: row.full_name ?? null,
      postId: row.post_id,
      postTitle: row.post_title ?? null,
      commentId: row.comment_id,
      excerpt: excerpt(row.comment_text ?? row.announcement_title ?? row.detail),
    }),
    size,
  );
}

const toKind = (kind: string): NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind) ? (kind as NotificationKind) : "announcement";

/** The unread count of the header: one query on notifications_user_unread_idx. */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the member's notifications read (opening it); someone else's is not found. */
export async function markRead(db: Db, userId: string, id: string, now: Date = currentTime()): Promise<void> {
  const result = await db
    .updateTable("notifications")
    .set({ read_at: sql`coalesce(read_at, ${now.toISOString()})` })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new NotFoundError("There is no such notification.", { code: "notification_not_found" });
  }
}

export async function markAllRead(db: Db, userId: string, now: Date = currentTime()): Promise<void> {
  await db
    .updateTable("notifications")
    .set({ read_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .execute();
}

const isMode = (mode: string): mode is MailMode => (MAIL_MODES as readonly string[]).includes(mode);

/** The member's mail choice per kind, the defaults where they chose nothing. */
export async function getMailSettings(db: Db, userId: string): Promise<MailSettings> {
  const rows = await db
    .selectFrom("notification_mail_settings")
    .select(["kind", "mode"])
    .where("user_id", "=", userId)
    .execute();
  const settings: MailSettings = { ...DEFAULT_MAIL_MODES };
  for (const row of rows) {
    if ((NOTIFICATION_KINDS as readonly string[]).includes(row.kind) && isMode(row.mode)) {
      settings[row.kind as NotificationKind] = row.mode;
    }
  }
  return settings;
}

export async function updateMailSettings(
  db: Db,
  userId: string,
  input: Partial<MailSettings>,
  now: Date = currentTime(),
): Promise<MailSettings> {
  for (const [kind, mode] of Object.entries(input)) {
    if (!mode) continue;
    await db
      .insertInto("notification_mail_settings")
      .values({ user_id: userId, kind, mode, updated_at: now.toISOString() })
      .onConflict((oc) =>
        oc.columns(["user_id", "kind"]).doUpdateSet({ mode, updated_at: now.toISOString() }),
      )
      .execute();
  }
  return getMailSettings(db, userId);
}

/** The mode a stored setting (or its absence) means for a kind. */
export function mailModeOf(kind: string, stored: string | null | undefined): MailMode {
  if (stored && isMode(stored)) return stored;
  return DEFAULT_MAIL_MODES[kind as NotificationKind] ?? "off";
}
