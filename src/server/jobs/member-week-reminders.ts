import { sql } from "kysely";
import { weekTitles } from "@/content/week-titles";
import { toBool } from "@/server/db/schema";
import { sendClaimedMail } from "@/server/jobs/claimed-mail";
import type { Job, JobContext, JobDeps, JobSummary } from "@/server/jobs/job-types";
import { localWeekdayAndHour, quarterHourKey } from "@/server/jobs/periods";
import { requestsBreak } from "@/server/jobs/requests-break";
import { memberWeekReadyMail } from "@/server/mail/templates/weekly-reminder-mails";
import { weekAccessFrom, weeksOpenedBy } from "@/server/services/journey/journey-access";
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
 * come (plan-access rules, through the journey service) and that they have not opened yet. `opened`
 * is their progress rows (`weeksOpenedBy`, read for a page of members at once).
 */
export function dueReminderWeek(
  deps: Pick<JobDeps, "config">,
  member: { userId: string; plan: string | null; timeZone: string },
  opened: { week: number; startedAt: string | null }[],
  now: Date,
): number | null {
  const plan = isPlan(member.plan) ? member.plan : null;
  const access = weekAccessFrom(
    { userId: member.userId, plan, coreWeekLock: deps.config.coreWeekLock, timeZone: member.timeZone },
    opened,
    now,
  );
  const started = new Set(opened.filter((row) => row.startedAt).map((row) => row.week));
  const due = access.find(
    (week) =>
      week.accessible &&
      week.recommendedFrom !== null &&
      Date.parse(week.recommendedFrom) <= now.getTime() &&
      !started.has(week.week),
  );
  return due?.week ?? null;
}

/**
 * Claims (user, week) for the members of one week at once, while their reminder is still switched on.
 * The insert is the only place that decides, so two instances — or a run and a retry — never mail the
 * same week twice. Answers the members this run claimed.
 */
async function claimWeek(deps: JobDeps, userIds: string[], week: number, now: Date): Promise<Set<string>> {
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
        .where("profiles.id", "in", userIds)
        .where("profiles.weekly_reminder", "=", 1),
    )
    .onConflict((oc) => oc.columns(["user_id", "week_number"]).doNothing())
    .returning("user_id")
    .execute();
  return new Set(claimed.map((row) => row.user_id));
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
    yield page;
    const last = page.at(-1);
    if (!last || page.length < MEMBER_PAGE) return;
    after = last.id;
  }
}

type Member = ReturnType<typeof remindableMembers> extends AsyncGenerator<Array<infer M>> ? M : never;

/**
 * Mails due at once are claimed and marked sent together, one statement per week and group instead of
 * two per mail: on PostgreSQL every commit waits for the disk, and 40,000 mails of 100,000 members
 * were 80,000 commits (issue 52).
 */
const MAILS_PER_GROUP = 50;

/**
 * Mails every opted-in member whose next week became recommended, within MEMBER_MAIL_HOURS of their own
 * day; once per user and week.
 */
export async function sendMemberWeekReminders({ deps, now, signal }: JobContext): Promise<JobSummary> {
  const summary = { candidates: 0, sent: 0, failed: 0 };
  const pause = requestsBreak();
  let due: Array<{ member: Member; week: number }> = [];
  for await (const page of remindableMembers(deps, signal)) {
    // The page's progress in one read, not two per member: 100,000 members were 200,000 round trips.
    const opened = await weeksOpenedBy(
      deps.db,
      page.map((member) => member.id),
    );
    for (const member of page) {
      await pause();
      summary.candidates++;
      if (signal.aborted) break;
      // With verification switched on, an unconfirmed address gets nothing but the confirmation mail.
      if (deps.config.emailVerification && !toBool(member.emailVerified)) continue;
      const timeZone = memberTimeZone(member.time_zone, deps.config.timeZone);
      if (!isMemberMailHour(now, timeZone)) continue;
      const week = dueReminderWeek(
        deps,
        { userId: member.id, plan: member.subscription_type, timeZone },
        opened.get(member.id) ?? [],
        now,
      );
      if (week === null) continue;
      due.push({ member, week });
      if (due.length === MAILS_PER_GROUP) {
        await sendGroup(deps, due, now, summary);
        due = [];
      }
    }
  }
  if (!signal.aborted) await sendGroup(deps, due, now, summary);
  return summary;
}

async function sendGroup(
  deps: JobDeps,
  due: Array<{ member: Member; week: number }>,
  now: Date,
  summary: { sent: number; failed: number },
): Promise<void> {
  const weeks = new Map<number, Member[]>();
  for (const { member, week } of due) weeks.set(week, [...(weeks.get(week) ?? []), member]);
  for (const [week, members] of weeks) {
    const claimed = await claimWeek(
      deps,
      members.map((m) => m.id),
      week,
      now,
    );
    const sent: string[] = [];
    for (const member of members) {
      if (!claimed.has(member.id)) continue;
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
        // Marked with the group's others below, in one statement.
        markSent: async () => sent.push(member.id),
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
    if (sent.length > 0) {
      // A process dying before this loses nothing and sends nothing twice: the claims stand.
      await deps.db
        .updateTable("member_week_reminders")
        .set({ sent_at: now.toISOString() })
        .where("week_number", "=", week)
        .where("user_id", "in", sent)
        .execute();
    }
  }
}

export const memberWeekRemindersJob: Job = {
  name: "member-week-reminders",
  // Every quarter hour: a recommendation falls at any time of day (7 days after a week was opened), and
  // each member's mail hours begin at another instant.
  period: (now: Date) => quarterHourKey(now),
  run: sendMemberWeekReminders,
};
