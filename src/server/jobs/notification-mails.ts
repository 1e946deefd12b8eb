import { toBool } from "@/server/db/schema";
import type { Job, JobContext, JobDeps, JobSummary } from "@/server/jobs/job-types";
import { quarterHourKey } from "@/server/jobs/periods";
import { requestsBreak } from "@/server/jobs/requests-break";
import type { MailMessage } from "@/server/mail/mailer";
import {
  dailySummaryMail,
  instantNotificationMail,
  type MailNotification,
} from "@/server/mail/templates/notification-mails";
import {
  NOTIFICATION_MAIL_OFF,
  notificationMailOffId,
  notificationMailOffUrl,
} from "@/server/services/notifications/notification-mails";
import { mailModeOf } from "@/server/services/notifications/notification-service";
import { withUnsubscribeHeaders } from "@/server/services/reminders/unsubscribe-links";
import { calendarDate, zonedDateTimeToUtc } from "@/shared/dates";
import { DEFAULT_LANGUAGE, isLanguage, type Language, linkInLanguage } from "@/shared/languages";
import { NOTIFICATION_KINDS, type NotificationKind } from "@/shared/notification-kinds";
import { paths } from "@/shared/routes";
import { memberTimeZone } from "@/shared/time-zones";

/** The hour (operator's time) from which the day's summary goes out. */
export const DAILY_SUMMARY_HOUR = 7;
const BATCH = 500;

/**
 * Every notification not yet mailed (or decided against), with its recipient and what it is about,
 * oldest first from notifications_unmailed_idx (migration 0035); `after` continues a batch.
 */
function unmailed(deps: JobDeps, after?: { createdAt: string; id: string }) {
  let query = deps.db
    .selectFrom("notifications")
    .innerJoin("user", "user.id", "notifications.user_id")
    .leftJoin("profiles", "profiles.id", "notifications.user_id")
    .leftJoin("notification_mail_settings as setting", (join) =>
      join
        .onRef("setting.user_id", "=", "notifications.user_id")
        .onRef("setting.kind", "=", "notifications.kind"),
    )
    .leftJoin("profiles as actor", "actor.id", "notifications.actor_id")
    .leftJoin("forum_posts", "forum_posts.id", "notifications.post_id")
    .leftJoin("forum_comments", "forum_comments.id", "notifications.comment_id")
    .leftJoin("announcements", "announcements.id", "notifications.announcement_id")
    .select([
      "notifications.id",
      "notifications.user_id",
      "notifications.kind",
      "notifications.post_id",
      "notifications.comment_id",
      "notifications.detail",
      "notifications.created_at",
      "setting.mode",
      "user.email",
      "user.emailVerified",
      "profiles.full_name",
      "profiles.language",
      "profiles.time_zone",
      "actor.full_name as actor_name",
      "forum_posts.title as post_title",
      "forum_comments.comment_text",
      "announcements.title as announcement_title",
    ])
    .where("notifications.mailed_at", "is", null)
    .orderBy("notifications.created_at")
    .orderBy("notifications.id")
    .limit(BATCH);
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple("notifications.created_at", "notifications.id"),
        ">",
        eb.tuple(after.createdAt, after.id),
      ),
    );
  }
  return query;
}

/**
 * The oldest unmailed "Sofort" rows' ids, found from the members who chose "Sofort" for a kind
 * (migration 0035). CROSS JOIN keeps SQLite's planner to that order (sqlite.org/optoverview.html,
 * "Manual control of query plans using CROSS JOIN"); by the unmailed rows' index it walked every row
 * waiting for a summary. PostgreSQL reads the join as any other.
 */
function instantIds(deps: JobDeps) {
  return deps.db
    .selectFrom("notification_mail_settings as choice")
    .crossJoin("notifications as n")
    .select("n.id")
    .whereRef("n.user_id", "=", "choice.user_id")
    .whereRef("n.kind", "=", "choice.kind")
    .where("choice.mode", "=", "instant")
    .where("n.mailed_at", "is", null)
    .orderBy("n.created_at")
    .orderBy("n.id")
    .limit(BATCH);
}

type Row = Awaited<ReturnType<ReturnType<typeof unmailed>["execute"]>>[number];

const kindOf = (kind: string): NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind) ? (kind as NotificationKind) : "announcement";
const languageOf = (row: Row): Language => (isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE);

function asMailItem(deps: JobDeps, row: Row): MailNotification {
  const text = row.comment_text ?? row.announcement_title ?? row.detail;
  const url =
    row.post_id && row.comment_id
      ? `${deps.config.appUrl}${paths.community}?post=${row.post_id}&comment=${row.comment_id}`
      : `${deps.config.appUrl}${paths.notifications}`;
  return {
    kind: kindOf(row.kind),
    actorName: row.actor_name ?? null,
    postTitle: row.post_title ?? null,
    excerpt: text ? (text.length > 200 ? `${text.slice(0, 199)}…` : text) : null,
    url: linkInLanguage(url, languageOf(row)),
  };
}

/** Marks rows mailed; answers the ids this run claimed (another instance may have been first). */
async function claim(deps: JobDeps, ids: string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await deps.db
    .updateTable("notifications")
    .set({ mailed_at: now.toISOString() })
    .where("id", "in", ids)
    .where("mailed_at", "is", null)
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

async function release(deps: JobDeps, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await deps.db.updateTable("notifications").set({ mailed_at: null }).where("id", "in", ids).execute();
}

const mayMail = (deps: JobDeps, row: Row) => !deps.config.emailVerification || toBool(row.emailVerified);

/** Sends; on failure the rows are released for the next run. Answers whether the mail went out. */
async function send(
  deps: JobDeps,
  summary: { sent: number; failed: number },
  ids: string[],
  message: MailMessage,
): Promise<boolean> {
  try {
    await deps.mailer.send(message);
    summary.sent++;
    return true;
  } catch (err) {
    summary.failed++;
    deps.logger.warn({ err, notifications: ids.length }, "notification mail failed; will retry");
    await release(deps, ids);
    return false;
  }
}

/**
 * The member's day of the summary: their calendar date once DAILY_SUMMARY_HOUR has come on their clock
 * (their zone, else the operator's), and the instant of that hour; null before it.
 */
export function summaryDayOf(now: Date, timeZone: string): { day: string; from: Date } | null {
  const day = calendarDate(now, timeZone);
  const from = zonedDateTimeToUtc(day, `${String(DAILY_SUMMARY_HOUR).padStart(2, "0")}:00`, timeZone);
  return now.getTime() >= from.getTime() ? { day, from } : null;
}

/** Claims the member's summary of `day`; the key alone decides, so it goes out once per day. */
async function claimDay(deps: JobDeps, userId: string, day: string, now: Date): Promise<boolean> {
  const claimed = await deps.db
    .insertInto("daily_summary_sends")
    .values({ user_id: userId, day, claimed_at: now.toISOString(), sent_at: null })
    .onConflict((oc) => oc.columns(["user_id", "day"]).doNothing())
    .returning("user_id")
    .executeTakeFirst();
  return claimed !== undefined;
}

async function finishDay(deps: JobDeps, userId: string, day: string, sentAt: Date | null): Promise<void> {
  if (sentAt) {
    await deps.db
      .updateTable("daily_summary_sends")
      .set({ sent_at: sentAt.toISOString() })
      .where("user_id", "=", userId)
      .where("day", "=", day)
      .execute();
  } else {
    // Nothing went out: the day is given back, so a later run (the retry) sends its summary.
    await deps.db
      .deleteFrom("daily_summary_sends")
      .where("user_id", "=", userId)
      .where("day", "=", day)
      .execute();
  }
}

/** "Sofort": each new notification of a kind the member wants at once, one mail each, claimed first. */
export async function sendInstantNotificationMails({ deps, now, signal }: JobContext): Promise<JobSummary> {
  const rows = (await unmailed(deps).where("notifications.id", "in", instantIds(deps)).execute()).filter(
    (row) => mailModeOf(row.kind, row.mode) === "instant",
  );
  const summary = { candidates: rows.length, sent: 0, failed: 0, skipped: 0 };
  const pause = requestsBreak();
  for (const row of rows) {
    await pause();
    if (signal.aborted) break;
    const [claimed] = await claim(deps, [row.id], now);
    if (!claimed) continue;
    if (!mayMail(deps, row)) {
      summary.skipped++;
      continue;
    }
    const language = languageOf(row);
    const item = asMailItem(deps, row);
    const mail = instantNotificationMail({
      language,
      name: row.full_name ?? "",
      item,
      profileUrl: linkInLanguage(`${deps.config.appUrl}${paths.profile}`, language),
      offUrl: linkInLanguage(notificationMailOffUrl(deps, row.user_id, [item.kind]), language),
    });
    await send(
      deps,
      summary,
      [row.id],
      withUnsubscribeHeaders(
        deps,
        NOTIFICATION_MAIL_OFF,
        { id: notificationMailOffId(row.user_id, [item.kind]), email: row.email },
        mail,
      ),
    );
  }
  return summary;
}

/**
 * "Tägliche Zusammenfassung": once a day, from 07:00 on the member's own clock, one mail with every
 * notification of their daily kinds that came before that hour; later ones wait for the next day's.
 * The (member, day) claim makes it once per day across runs and instances, on days of 23 or 25 hours
 * too (decision 235). Rows of kinds switched off are marked as decided, so they are not read again.
 */
export async function sendDailyNotificationSummaries({ deps, now, signal }: JobContext): Promise<JobSummary> {
  const pause = requestsBreak();
  const summary = { candidates: 0, sent: 0, failed: 0, skipped: 0, off: 0 };
  const seen = new Set<string>();
  // Oldest first by (created_at, id), each batch after the last one's end: rows left unmailed (not
  // due yet, "Sofort") are not read again, and none is skipped.
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    if (signal.aborted) break;
    const rows = await unmailed(deps, after).execute();
    const last = rows.at(-1);
    if (!last) break;
    after = { createdAt: last.created_at, id: last.id };
    const off = rows.filter((row) => mailModeOf(row.kind, row.mode) === "off").map((row) => row.id);
    summary.off += (await claim(deps, off, now)).length;
    const due = new Map<string, { day: string; from: Date }>();
    for (const row of rows) {
      if (seen.has(row.user_id) || mailModeOf(row.kind, row.mode) !== "daily") continue;
      const day = summaryDayOf(now, memberTimeZone(row.time_zone, deps.config.timeZone));
      if (day && row.created_at < day.from.toISOString()) due.set(row.user_id, day);
    }
    summary.candidates += due.size;
    for (const [userId, { day, from }] of due) {
      seen.add(userId);
      await pause();
      if (signal.aborted) break;
      if (!(await claimDay(deps, userId, day, now))) continue;
      // All of the member's rows before the hour, not only this batch's: one summary holds the day.
      const memberRows = (await unmailed(deps).where("notifications.user_id", "=", userId).execute()).filter(
        (row) => mailModeOf(row.kind, row.mode) === "daily" && row.created_at < from.toISOString(),
      );
      const claimed = new Set(
        await claim(
          deps,
          memberRows.map((row) => row.id),
          now,
        ),
      );
      const mine = memberRows.filter((row) => claimed.has(row.id));
      const first = mine[0];
      if (!first) {
        await finishDay(deps, userId, day, null);
        continue;
      }
      if (!mayMail(deps, first)) {
        summary.skipped++;
        continue;
      }
      const language = languageOf(first);
      const items = mine.map((row) => asMailItem(deps, row));
      const kinds = [...new Set(items.map((item) => item.kind))];
      const mail = dailySummaryMail({
        language,
        name: first.full_name ?? "",
        items,
        notificationsUrl: linkInLanguage(`${deps.config.appUrl}${paths.notifications}`, language),
        profileUrl: linkInLanguage(`${deps.config.appUrl}${paths.profile}`, language),
        offUrls: kinds.map((kind) => ({
          kind,
          url: linkInLanguage(notificationMailOffUrl(deps, userId, [kind]), language),
        })),
      });
      const sent = await send(
        deps,
        summary,
        [...claimed],
        withUnsubscribeHeaders(
          deps,
          NOTIFICATION_MAIL_OFF,
          { id: notificationMailOffId(userId, kinds), email: first.email },
          mail,
        ),
      );
      // A failed mail gives the day back with its rows (send released them), so the retry sends them.
      await finishDay(deps, userId, day, sent ? now : null);
    }
    if (rows.length < BATCH) break;
    await pause();
  }
  return summary;
}

export const instantNotificationMailsJob: Job = {
  name: "notification-mails-instant",
  // Every minute: "Sofort" means the next tick.
  period: (now) => now.toISOString().slice(0, 16),
  run: sendInstantNotificationMails,
};

export const dailyNotificationSummaryJob: Job = {
  name: "notification-mails-daily",
  // Every quarter hour: 07:00 comes at another instant in each member's zone.
  period: (now) => quarterHourKey(now),
  run: sendDailyNotificationSummaries,
};
