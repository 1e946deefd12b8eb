import { sql } from "kysely";
import type { Db } from "@/server/db/database";
import { sendClaimedMail } from "@/server/jobs/claimed-mail";
import type { Job, JobContext, JobDeps, JobSummary } from "@/server/jobs/job-types";
import { localWeekdayAndHour, weekKey } from "@/server/jobs/periods";
import { requestsBreak } from "@/server/jobs/requests-break";
import { subscriberWeeklyMail } from "@/server/mail/templates/weekly-reminder-mails";
import { sendToSubscriber, unsubscribeUrl } from "@/server/services/reminders/reminder-service";
import { calendarDate } from "@/shared/dates";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@/shared/languages";

/** Subscribers hear from us on Monday from this hour (operator time) on — not in the night. */
export const SUBSCRIBER_SEND_HOUR = 9;

/** The calendar week (its Monday) once Monday SUBSCRIBER_SEND_HOUR:00 has come; null before that. */
export function subscriberPeriod(now: Date, timeZone: string): string | null {
  const { weekday, hour } = localWeekdayAndHour(now, timeZone);
  if (weekday === 1 && hour < SUBSCRIBER_SEND_HOUR) return null;
  return weekKey(now, timeZone);
}

/** The weekly impulse shown today (community content), in the language, German where English is missing. */
export async function currentWeeklyImpulse(db: Db, today: string, language: Language) {
  const row = await db
    .selectFrom("community_content")
    .select(["title", "content", "title_en", "content_en"])
    .where("type", "=", "weekly_impulse")
    .where("published", "=", 1)
    .where((eb) => eb.or([eb("start_date", "is", null), eb("start_date", "<=", today)]))
    .where((eb) => eb.or([eb("end_date", "is", null), eb("end_date", ">=", today)]))
    .orderBy("start_date", "desc")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!row) return null;
  const english = language === "en" && row.title_en && row.content_en;
  return english
    ? { title: row.title_en!, content: row.content_en! }
    : { title: row.title, content: row.content };
}

/** Claims (subscription, week) while the subscription is still confirmed; the insert alone decides. */
async function claim(deps: JobDeps, subscriptionId: string, period: string, now: Date): Promise<boolean> {
  const claimed = await deps.db
    .insertInto("subscriber_reminder_sends")
    .columns(["subscription_id", "period", "claimed_at", "sent_at"])
    .expression((eb) =>
      eb
        .selectFrom("reminder_subscriptions")
        .select([
          "reminder_subscriptions.id",
          sql<string>`cast(${period} as text)`.as("period"),
          sql<string>`cast(${now.toISOString()} as text)`.as("claimed_at"),
          sql<null>`null`.as("sent_at"),
        ])
        .where("reminder_subscriptions.id", "=", subscriptionId)
        .where("reminder_subscriptions.status", "=", "confirmed"),
    )
    .onConflict((oc) => oc.columns(["subscription_id", "period"]).doNothing())
    .returning("subscription_id")
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * The weekly mail to every confirmed landing subscriber, once per subscription and calendar week,
 * through sendToSubscriber (List-Unsubscribe headers and the visible link). Whoever confirmed during
 * this week already had the welcome mail, so their first reminder comes next week.
 */
export async function sendSubscriberReminders({
  deps,
  now,
  period,
  signal,
}: JobContext): Promise<JobSummary> {
  const { timeZone } = deps.config;
  const today = calendarDate(now, timeZone);
  const subscriptions = await deps.db
    .selectFrom("reminder_subscriptions")
    .select(["id", "email", "language", "confirmed_at"])
    .where("status", "=", "confirmed")
    .orderBy("id")
    .execute();
  const impulses = new Map<Language, Awaited<ReturnType<typeof currentWeeklyImpulse>>>();

  const summary = { candidates: subscriptions.length, sent: 0, failed: 0 };
  const pause = requestsBreak();
  for (const subscription of subscriptions) {
    await pause();
    if (signal.aborted) break;
    if (subscription.confirmed_at && calendarDate(new Date(subscription.confirmed_at), timeZone) >= period)
      continue;
    if (!(await claim(deps, subscription.id, period, now))) continue;

    const language = isLanguage(subscription.language) ? subscription.language : DEFAULT_LANGUAGE;
    if (!impulses.has(language)) impulses.set(language, await currentWeeklyImpulse(deps.db, today, language));
    const mail = subscriberWeeklyMail({
      language,
      impulse: impulses.get(language) ?? null,
      startUrl: `${deps.config.appUrl}/`,
      unsubscribeUrl: unsubscribeUrl(deps, subscription.id),
    });
    await sendClaimedMail(deps, summary, {
      send: () => sendToSubscriber(deps, subscription, mail),
      markSent: () =>
        deps.db
          .updateTable("subscriber_reminder_sends")
          .set({ sent_at: now.toISOString() })
          .where("subscription_id", "=", subscription.id)
          .where("period", "=", period)
          .execute(),
      release: () =>
        deps.db
          .deleteFrom("subscriber_reminder_sends")
          .where("subscription_id", "=", subscription.id)
          .where("period", "=", period)
          .where("sent_at", "is", null)
          .execute(),
      failure: { message: "subscriber reminder mail failed; will retry" },
    });
  }
  return summary;
}

export const subscriberRemindersJob: Job = {
  name: "subscriber-weekly-reminders",
  period: (now, deps) => subscriberPeriod(now, deps.config.timeZone),
  run: sendSubscriberReminders,
};
