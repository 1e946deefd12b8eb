import { currentTime } from "@/server/clock";
import type { AppConfig } from "@/server/config";
import type { Db } from "@/server/db/database";
import { listUpcomingEvents } from "@/server/services/community/board";
import { getConsentStatus } from "@/server/services/consent/consent-service";
import { countTasksDone, DASHBOARD_EVENT_LIMIT, type DashboardResponse } from "@/shared/dashboard";
import type { Language } from "@/shared/languages";
import { allWeekAccess } from "@/shared/plan-access";
import { favouriteDraft } from "@/shared/purpose-statement";
import type { Profile } from "@/shared/session";
import { memberTimeZone } from "@/shared/time-zones";

const PURPOSE_WEEK = 4;

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** The member's overview: plan, weeks with their access and progress, purpose statement, events. */
export async function getDashboard(
  db: Db,
  config: Pick<AppConfig, "coreWeekLock" | "timeZone">,
  // The profile comes with the viewer (auth/session-read.ts): read in this request, not read again.
  input: { userId: string; profile: Profile | null; language: Language; now?: Date },
): Promise<DashboardResponse> {
  const now = input.now ?? currentTime();
  const { profile } = input;
  const [progress, entries, events, graduate, consent] = await Promise.all([
    db
      .selectFrom("user_week_progress")
      .select(["week_number", "started_at", "completed_at"])
      .where("user_id", "=", input.userId)
      .execute(),
    db
      .selectFrom("journey_entries")
      .select(["week_number", "field", "value"])
      .where("user_id", "=", input.userId)
      .where((eb) =>
        eb.or([
          eb("field", "=", "tasks"),
          eb.and([eb("week_number", "=", PURPOSE_WEEK), eb("field", "=", "drafts")]),
        ]),
      )
      .execute(),
    // Running events stay listed until they end (decision 197).
    listUpcomingEvents(db, { language: input.language, now, limit: DASHBOARD_EVENT_LIMIT }),
    db
      .selectFrom("user_badges")
      .select("badge_type")
      .where("user_id", "=", input.userId)
      .where("badge_type", "=", "graduate")
      .executeTakeFirst(),
    getConsentStatus(db, input.userId),
  ]);

  const plan = profile?.subscriptionType ?? null;
  const firstOpened = Object.fromEntries(progress.map((row) => [row.week_number, row.started_at]));
  const timeZone = memberTimeZone(profile?.timeZone, config.timeZone);
  const access = allWeekAccess({ plan, coreWeekLock: config.coreWeekLock, timeZone, firstOpened, now });
  const tasksByWeek = new Map(
    entries.filter((entry) => entry.field === "tasks").map((entry) => [entry.week_number, entry.value]),
  );
  const drafts = entries.find((entry) => entry.week_number === PURPOSE_WEEK && entry.field === "drafts");

  return {
    fullName: profile?.fullName ?? "",
    plan,
    hasPaid: profile?.hasPaid ?? false,
    subscriptionStartDate: profile?.subscriptionStartDate ?? null,
    currentWeek: profile?.currentWeek ?? 1,
    consentComplete: consent.complete,
    weeks: access.map((week) => {
      const row = progress.find((p) => p.week_number === week.week);
      const tasks = tasksByWeek.get(week.week);
      return {
        ...week,
        startedAt: row?.started_at ?? null,
        completedAt: row?.completed_at ?? null,
        tasksDone: tasks === undefined ? 0 : countTasksDone(parseJson(tasks)),
      };
    }),
    accessibleWeeks: access.filter((week) => week.accessible).map((week) => week.week),
    purposeStatement: drafts ? favouriteDraft(parseJson(drafts.value)) : null,
    // English falls back to German where an admin has not written the English text.
    events,
    isGraduate: graduate !== undefined,
  };
}
