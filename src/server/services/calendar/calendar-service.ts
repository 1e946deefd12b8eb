import type { Db } from "@/server/db/database";
import { reminderIcs } from "@/server/services/calendar/reminder-ics";
import { journeyViewerOf, requireOpenWeek } from "@/server/services/journey/journey-access";
import { reminderTimeZone } from "@/server/services/profiles/profile-service";
import type { Viewer } from "@/server/services/viewer";
import type { CalendarQuery } from "@/shared/calendar";
import { type CalendarInfo, ICS_FILE_NAMES, type ReminderKind } from "@/shared/calendar-reminders";
import { DEFAULT_LANGUAGE, type Language } from "@/shared/languages";
import { favouriteDraft } from "@/shared/purpose-statement";

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** The viewer's purpose statement (week 4's marked or best-rated draft), or null. */
export async function viewerPurposeStatement(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("journey_entries")
    .select("value")
    .where("user_id", "=", userId)
    .where("week_number", "=", 4)
    .where("field", "=", "drafts")
    .executeTakeFirst();
  return row ? favouriteDraft(parseJson(row.value)) : null;
}

/**
 * What the external calendar link needs: the member's reminder zone (their own, else the
 * operator's) and their purpose statement, which the weekly check carries like the .ics does.
 */
export async function viewerCalendarInfo(
  db: Db,
  userId: string,
  operatorTimeZone: string,
): Promise<CalendarInfo> {
  const [timeZone, purposeStatement] = await Promise.all([
    reminderTimeZone(db, userId, operatorTimeZone),
    viewerPurposeStatement(db, userId),
  ]);
  return { timeZone, purposeStatement };
}

/** The week whose page offers the calendar reminders. */
export const CALENDAR_REMINDER_WEEK = 5;

/**
 * One week 5 reminder as an .ics file for the viewer, in the asked language or their own. Under the
 * same access rule as week 5 itself: a plan that does not open the week does not get its reminders
 * (second security probe, finding 8; docs/security.md).
 */
export async function viewerReminderFile(
  db: Db,
  input: {
    viewer: Viewer;
    kind: ReminderKind;
    query: CalendarQuery;
    /** The operator's TIME_ZONE: used when the member has not chosen their own (decision 196). */
    timeZone: string;
    appUrl: string;
    coreWeekLock: boolean;
  },
): Promise<{ fileName: string; body: string }> {
  await requireOpenWeek(db, journeyViewerOf(input.viewer, input), CALENDAR_REMINDER_WEEK);
  const language: Language = input.query.lang ?? input.viewer.profile?.language ?? DEFAULT_LANGUAGE;
  const purposeStatement =
    input.kind === "purpose-check" ? await viewerPurposeStatement(db, input.viewer.user.id) : null;
  const body = reminderIcs({
    kind: input.kind,
    query: input.query,
    language,
    timeZone: await reminderTimeZone(db, input.viewer.user.id, input.timeZone),
    userId: input.viewer.user.id,
    host: new URL(input.appUrl).hostname,
    purposeStatement,
  });
  return { fileName: ICS_FILE_NAMES[input.kind], body };
}
