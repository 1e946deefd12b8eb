import { createHash } from "node:crypto";
import ical from "ical-generator";
import { week5 } from "@/content/weeks/week-5";
import { currentTime } from "@/server/clock";
import { vtimezone } from "@/server/services/calendar/vtimezone";
import type { CalendarQuery } from "@/shared/calendar";
import {
  firstOccurrence,
  REMINDER_DURATION_MINUTES,
  type ReminderKind,
  reminderRule,
} from "@/shared/calendar-reminders";
import type { Language } from "@/shared/languages";

/**
 * A recurring week 5 reminder as an RFC 5545 calendar: one VEVENT at the member's chosen time in the
 * member's time zone (their own, else the operator's; decision 196), with that zone's VTIMEZONE, in
 * the member's language.
 */
export function reminderIcs(input: {
  kind: ReminderKind;
  query: CalendarQuery;
  language: Language;
  timeZone: string;
  userId: string;
  host: string;
  /** The member's purpose statement, carried in the weekly check's description. */
  purposeStatement?: string | null;
  now?: Date;
}): string {
  const now = input.now ?? currentTime();
  const text = week5[input.language].calendar[input.kind === "gratitude" ? "gratitude" : "check"];
  const start = firstOccurrence({
    kind: input.kind,
    time: input.query.time,
    day: input.query.day,
    now,
    timeZone: input.timeZone,
  });
  // ical-generator writes a native Date's local fields when the event has a time zone, so the
  // wall-clock time is built in this process's local time and comes out unchanged.
  const local = (plusMinutes: number) =>
    new Date(start.year, start.month - 1, start.day, start.hour, start.minute + plusMinutes);
  const calendar = ical({
    prodId: { company: "Purpose Journey", product: "Reminders", language: input.language.toUpperCase() },
    name: text.summary,
    timezone: { name: null, generator: (zone) => vtimezone(zone, now) },
  });
  calendar.createEvent({
    // Stable per member and reminder: importing it again updates the event instead of doubling it.
    // A hash of the id, not the id itself: the file leaves the app (decision 195).
    id: `${input.kind}-${createHash("sha256").update(`ics:${input.userId}`).digest("hex").slice(0, 20)}@${input.host}`,
    stamp: now,
    start: local(0),
    end: local(REMINDER_DURATION_MINUTES),
    timezone: input.timeZone,
    summary: text.summary,
    description:
      input.kind === "purpose-check" && input.purposeStatement
        ? `${text.description}\n\n${week5[input.language].calendar.statementLabel} ${input.purposeStatement}`
        : text.description,
    repeating: reminderRule(input.kind, input.query.day),
  });
  return calendar.toString();
}
