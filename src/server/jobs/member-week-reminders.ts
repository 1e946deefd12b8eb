import { sql } from "kysely";
import { weekTitles } from "@/content/week-titles";
import { toBool } from "@/server/db/schema";
import { sendClaimedMail } from "@/server/jobs/claimed-mail";
import type { Job, JobContext, JobDeps, JobSummary } from "@/server/jobs/job-types";
import { localWeekdayAndHour, quarterHourKey } from "@/server/jobs/periods";
import { requestsBreak } from "@/server/jobs/requests-break";
import { memberWeekReadyMail } from "@/server/mail/templates/weekly-reminder-mails";
import { viewerWeekAccess } from "@/server/services/journey/journey-access";
import { listProgress } from "@/server/services/journey/journey-progress";
import { memberReminderOffUrl, sendToMember } from "@/server/services/reminders/member-reminder-service";
import { DEFAULT_LANGUAGE, isLanguage } from "@/shared/languages";
import { isPlan } from "@/shared/plans";
import { paths } from "@/shared/routes";
import { memberTimeZone } from "@/shared/time-zones";

type WeekNumber = keyof (typeof weekTitles)["de"];

/**
 * The hours of the member's own day (their zone) in which the weekly mail goes out: a week that becomes
 * recommended at 23:40 is announced at 08:00, not in the night (decision 235).
 */
export const MEMBER_MAIL_HOURS = { from: 8, until: 22 } as const;

/** Whether `now` is within MEMBER_MAIL_HOURS on the clock of `timeZone`. */
export function isMemberMailHour(now: Date, timeZone: string): boolean {
  const { hour } = localWeekdayAndHour(now, timeZone);
  return hour >= MEMBER_MAIL_HOURS.from && hour < MEMBER_MAIL_HOURS.until;
}

/**
 * The week a member should hear about: the first week their plan opens whose "recommended from" has
 * come (plan-access rules, through the journey service) and that they have not opened yet.
 */
export async function dueReminderWeek(
  deps: Pick<JobDeps, "db" | "config">,
  member: { userId: string; plan: string | null; timeZone: string },
  now: Date,
): Promise<number | null> {
  const plan = isPlan(member.plan) ? member.plan : null;
  const access = await viewerWeekAccess(
    deps.db,
    { userId: member.userId, plan, coreWeekLock: deps.config.coreWeekLock, timeZone: member.timeZone },
    now,
  );
  const opened = new Set(
    (await listProgress(deps.db, member.userId)).filter((row) => row.startedAt).map((row) => row.week),
  );
  const due = access.find(
    (week) =>
      week.accessible &&
      week.recommendedFrom !== null &&
      Date.parse(week.recommendedFrom) <= now.getTime() &&
      !opened.has(week.week),
  );
  return due?.week ?? null;
}

/**
 * Claims (user, week) while the reminder is still switched on. The insert is the only place that
 * decides, so two instances — or a run and a retry — never mail the same week twice.
 */
async function claim(deps: JobDeps, userId: string, week: number, now: Date): Promise<boolean> {
  const claimed = await deps.db
    .insertInto("member_week_reminders")
    .columns(["user_id", "week_number", "claimed_at", "sent_at"])
    .expression((eb) =>
      eb
        .selectFrom("profiles")
        .select([
          "profiles.id",
          sql<number>`cast(${week} as integer)`.as("week_number"),
          sql<string>`${now.toISOString()}`.as("claimed_at"),
          sql<null>`null`.as("sent_at"),
        ])
        .where("profiles.id", "=", userId)
        .where("profiles.weekly_reminder", "=", 1),
    )
    .onConflict((oc) => oc.columns(["user_id", "week_number"]).doNothing())
    .returning("user_id")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Opted-in members read in pages between which other requests run; one who finished all weeks has none due. */
const MEMBER_PAGE = 500;

async function* remindableMembers(deps: JobDeps, signal: AbortSignal) {
  let after = "";
  while (!signal.aborted) {
    const page = await deps.db
      .selectFrom("profiles")
      .innerJoin("user", "user.id", "profiles.id")
      .select([
        "profiles.id",
        "profiles.full_name",
        "profiles.language",
        "profiles.subscription_type",
        "profiles.time_zone",
        "user.email",
        "user.emailVerified",
      ])
      .where("profiles.weekly_reminder", "=", 1)
      .where("profiles.journey_finished", "=", 0)
      .where("profiles.id", ">", after)
      .orderBy("profiles.id")
      .limit(MEMBER_PAGE)
      .execute();
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < MEMBER_PAGE) return;
    after = last.id;
  }
}

/**
 * Mails every opted-in member whose next week became recommended, within MEMBER_MAIL_HOURS of their own
 * day; once per user and week.
 */
export async function sendMemberWeekReminders({ deps, now, signal }: JobContext): Promise<JobSummary> {
  const summary = { candidates: 0, sent: 0, failed: 0 };
  const pause = requestsBreak();
  for await (const member of remindableMembers(deps, signal)) {
    await pause();
    summary.candidates++;
    if (signal.aborted) break;
    // With verification switched on, an unconfirmed address gets nothing but the confirmation mail.
    if (deps.config.emailVerification && !toBool(member.emailVerified)) continue;
    const timeZone = memberTimeZone(member.time_zone, deps.config.timeZone);
    if (!isMemberMailHour(now, timeZone)) continue;
    const week = await dueReminderWeek(
      deps,
      { userId: member.id, plan: member.subscription_type, timeZone },
      now,
    );
    if (week === null) continue;
    if (!(await claim(deps, member.id, week, now))) continue;

    const language = isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE;
    const titles = weekTitles[language][week as WeekNumber];
    const mail = memberWeekReadyMail({
      language,
      name: member.full_name,
      week,
      weekTitle: titles.title,
      tagline: titles.tagline,
      weekUrl: `${deps.config.appUrl}${paths.week(week)}`,
      profileUrl: `${deps.config.appUrl}${paths.profile}`,
      offUrl: memberReminderOffUrl(deps, member.id),
    });
    await sendClaimedMail(deps, summary, {
      send: () => sendToMember(deps, { userId: member.id, email: member.email }, mail),
      markSent: () =>
        deps.db
          .updateTable("member_week_reminders")
          .set({ sent_at: now.toISOString() })
          .where("user_id", "=", member.id)
          .where("week_number", "=", week)
          .execute(),
      release: () =>
        deps.db
          .deleteFrom("member_week_reminders")
          .where("user_id", "=", member.id)
          .where("week_number", "=", week)
          .where("sent_at", "is", null)
          .execute(),
      failure: { message: "member reminder mail failed; will retry", context: { week } },
    });
  }
  return summary;
}

export const memberWeekRemindersJob: Job = {
  name: "member-week-reminders",
  // Every quarter hour: a recommendation falls at any time of day (7 days after a week was opened), and
  // each member's mail hours begin at another instant.
  period: (now: Date) => quarterHourKey(now),
  run: sendMemberWeekReminders,
};
