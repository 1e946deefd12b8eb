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

/** Notifications not yet mailed (or decided against), with their recipient and what they are about. */
function unmailed(deps: JobDeps, limit = BATCH) {
  return deps.db
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
    .limit(limit);
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

/**
 * A batch of the daily summary's walk, oldest first from notifications_unmailed_idx (migration 0035),
 * `after` the last one's end: only what decides whether a row is due, is decided against, or waits
 * (its kind's mode, its member's zone). The mails' contents are read per group of members.
 */
function unmailedBatch(deps: JobDeps, after?: { createdAt: string; id: string }) {
  let query = deps.db
    .selectFrom("notifications")
    .leftJoin("profiles", "profiles.id", "notifications.user_id")
    .leftJoin("notification_mail_settings as setting", (join) =>
      join
        .onRef("setting.user_id", "=", "notifications.user_id")
        .onRef("setting.kind", "=", "notifications.kind"),
    )
    .select([
      "notifications.id",
      "notifications.user_id",
      "notifications.kind",
      "notifications.created_at",
      "setting.mode",
      "profiles.time_zone",
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

/**
 * Claims the members' summaries of their days in one statement; the key alone decides, so each goes
 * out once per day. Answers the members this run claimed (another instance may have been first).
 */
async function claimDays(deps: JobDeps, days: Map<string, string>, now: Date): Promise<Set<string>> {
  if (days.size === 0) return new Set();
  const claimed = await deps.db
    .insertInto("daily_summary_sends")
    .values(
      [...days].map(([user_id, day]) => ({ user_id, day, claimed_at: now.toISOString(), sent_at: null })),
    )
    .onConflict((oc) => oc.columns(["user_id", "day"]).doNothing())
    .returning("user_id")
    .execute();
  return new Set(claimed.map((row) => row.user_id));
}

/**
 * Marks the members' days sent, or gives them back (nothing went out), so a later run (the retry) sends
 * their summary. One statement per day and outcome: a group's members have one or two days.
 */
async function finishDays(deps: JobDeps, days: Map<string, string>, sentAt: Date | null): Promise<void> {
  const byDay = new Map<string, string[]>();
  for (const [userId, day] of days) byDay.set(day, [...(byDay.get(day) ?? []), userId]);
  for (const [day, userIds] of byDay) {
    if (sentAt) {
      await deps.db
        .updateTable("daily_summary_sends")
        .set({ sent_at: sentAt.toISOString() })
        .where("day", "=", day)
        .where("user_id", "in", userIds)
        .execute();
    } else {
      await deps.db
        .deleteFrom("daily_summary_sends")
        .where("day", "=", day)
        .where("user_id", "in", userIds)
        .execute();
    }
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
    const rows = await unmailedBatch(deps, after).execute();
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
    for (const userId of due.keys()) seen.add(userId);
    const members = [...due];
    for (let i = 0; i < members.length && !signal.aborted; i += MEMBERS_PER_GROUP) {
      await pause();
      await sendSummaries(deps, new Map(members.slice(i, i + MEMBERS_PER_GROUP)), now, summary);
    }
    if (rows.length < BATCH) break;
    await pause();
  }
  return summary;
}

/**
 * Members whose summaries are claimed, read, marked and finished together: each write is one
 * statement per group, not per member — on PostgreSQL every commit waits for the disk (16 ms a
 * member, where 64,000 summaries are due with 100,000 members) — and a group's read of their rows
 * stays short enough for SQLite's event loop.
 */
const MEMBERS_PER_GROUP = 50;

async function sendSummaries(
  deps: JobDeps,
  due: Map<string, { day: string; from: Date }>,
  now: Date,
  summary: { sent: number; failed: number; skipped: number },
): Promise<void> {
  const days = new Map([...due].map(([userId, { day }]) => [userId, day]));
  const mine = await claimDays(deps, days, now);
  if (mine.size === 0) return;
  // All of each member's rows before their hour, not only this batch's: one summary holds the day.
  const rows = (
    await unmailed(deps, MEMBERS_PER_GROUP * BATCH)
      .where("notifications.user_id", "in", [...mine])
      .execute()
  ).filter(
    (row) =>
      mailModeOf(row.kind, row.mode) === "daily" && row.created_at < due.get(row.user_id)!.from.toISOString(),
  );
  const claimed = new Set(
    await claim(
      deps,
      rows.map((row) => row.id),
      now,
    ),
  );
  const byMember = new Map<string, Row[]>();
  for (const row of rows) {
    if (claimed.has(row.id)) byMember.set(row.user_id, [...(byMember.get(row.user_id) ?? []), row]);
  }
  const sent = new Map<string, string>();
  const givenBack = new Map<string, string>();
  for (const userId of mine) {
    const day = days.get(userId)!;
    const memberRows = byMember.get(userId) ?? [];
    const first = memberRows[0];
    if (!first) {
      givenBack.set(userId, day);
      continue;
    }
    if (!mayMail(deps, first)) {
      summary.skipped++;
      continue;
    }
    const language = languageOf(first);
    const items = memberRows.map((row) => asMailItem(deps, row));
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
    const ok = await send(
      deps,
      summary,
      memberRows.map((row) => row.id),
      withUnsubscribeHeaders(
        deps,
        NOTIFICATION_MAIL_OFF,
        { id: notificationMailOffId(userId, kinds), email: first.email },
        mail,
      ),
    );
    // A failed mail gives the day back with its rows (send released them), so the retry sends them.
    (ok ? sent : givenBack).set(userId, day);
  }
  await finishDays(deps, sent, now);
  await finishDays(deps, givenBack, null);
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
