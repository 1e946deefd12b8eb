import { toBool } from "@/server/db/schema";
import type { Job, JobContext, JobDeps, JobSummary } from "@/server/jobs/job-types";
import { localWeekdayAndHour } from "@/server/jobs/periods";
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
import { calendarDate } from "@/shared/dates";
import { DEFAULT_LANGUAGE, isLanguage, type Language, linkInLanguage } from "@/shared/languages";
import { NOTIFICATION_KINDS, type NotificationKind } from "@/shared/notification-kinds";
import { paths } from "@/shared/routes";

/** The hour (operator's time) from which the day's summary goes out. */
export const DAILY_SUMMARY_HOUR = 7;
const BATCH = 500;

/** Every notification not yet mailed (or decided against), with its recipient and what it is about. */
function unmailed(deps: JobDeps) {
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
      "setting.mode",
      "user.email",
      "user.emailVerified",
      "profiles.full_name",
      "profiles.language",
      "actor.full_name as actor_name",
      "forum_posts.title as post_title",
      "forum_comments.comment_text",
      "announcements.title as announcement_title",
    ])
    .where("notifications.mailed_at", "is", null)
    .orderBy("notifications.created_at")
    .orderBy("notifications.id")
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

async function send(
  deps: JobDeps,
  summary: { sent: number; failed: number },
  ids: string[],
  message: MailMessage,
): Promise<void> {
  try {
    await deps.mailer.send(message);
    summary.sent++;
  } catch (err) {
    summary.failed++;
    deps.logger.warn({ err, notifications: ids.length }, "notification mail failed; will retry");
    await release(deps, ids);
  }
}

/** "Sofort": each new notification of a kind the member wants at once, one mail each, claimed first. */
export async function sendInstantNotificationMails({ deps, now, signal }: JobContext): Promise<JobSummary> {
  const rows = (await unmailed(deps).where("setting.mode", "=", "instant").execute()).filter(
    (row) => mailModeOf(row.kind, row.mode) === "instant",
  );
  const summary = { candidates: rows.length, sent: 0, failed: 0, skipped: 0 };
  for (const row of rows) {
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
 * "Tägliche Zusammenfassung": once a day (from 07:00 operator time; the scheduler's job_runs make it
 * once across instances) one mail per member with every notification of their daily kinds. Rows of
 * kinds switched off are marked as decided, so they are not read again.
 */
export async function sendDailyNotificationSummaries({ deps, now, signal }: JobContext): Promise<JobSummary> {
  const summary = { candidates: 0, sent: 0, failed: 0, skipped: 0, off: 0 };
  const done = new Set<string>();
  for (;;) {
    if (signal.aborted) break;
    const rows = (await unmailed(deps).execute()).filter((row) => !done.has(row.id));
    if (rows.length === 0) break;
    const off = rows.filter((row) => mailModeOf(row.kind, row.mode) === "off").map((row) => row.id);
    summary.off += (await claim(deps, off, now)).length;
    for (const id of off) done.add(id);
    const byMember = new Map<string, Row[]>();
    for (const row of rows) {
      done.add(row.id);
      if (mailModeOf(row.kind, row.mode) !== "daily") continue;
      byMember.set(row.user_id, [...(byMember.get(row.user_id) ?? []), row]);
    }
    summary.candidates += byMember.size;
    for (const [userId, memberRows] of byMember) {
      if (signal.aborted) break;
      const claimed = new Set(
        await claim(
          deps,
          memberRows.map((row) => row.id),
          now,
        ),
      );
      const mine = memberRows.filter((row) => claimed.has(row.id));
      const first = mine[0];
      if (!first) continue;
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
      await send(
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
    }
    if (rows.length < BATCH) break;
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
  period: (now, deps) =>
    localWeekdayAndHour(now, deps.config.timeZone).hour >= DAILY_SUMMARY_HOUR
      ? calendarDate(now, deps.config.timeZone)
      : null,
  run: sendDailyNotificationSummaries,
};
