// Week 5's calendar reminders without zod, so the week page can use them (decision 131); the request
// schemas built on them are in calendar.ts.
import { calendarDate } from "@/shared/dates";
import { WEEKDAYS, type Weekday } from "@/shared/journey-fields";

/** Week 5's two calendar reminders: a daily gratitude moment and a weekly purpose check. */
export const REMINDER_KINDS = ["gratitude", "purpose-check"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_DURATION_MINUTES = 15;
export const DEFAULT_REMINDER_TIMES: Record<ReminderKind, string> = {
  gratitude: "08:00",
  "purpose-check": "18:00",
};
export const DEFAULT_CHECK_DAY: Weekday = "sun";
/** A reminder's time of day, "HH:MM" on the 24-hour clock. */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * GET /api/calendar: what the client needs to build the external calendar link — the member's own
 * time zone (or the operator's, decision 196) and their purpose statement for the weekly check.
 */
export type CalendarInfo = { timeZone: string; purposeStatement: string | null };

export const ICS_FILE_NAMES: Record<ReminderKind, string> = {
  gratitude: "purpose-journey-gratitude.ics",
  "purpose-check": "purpose-journey-purpose-check.ics",
};

const RRULE_DAYS: Record<Weekday, string> = {
  mon: "MO",
  tue: "TU",
  wed: "WE",
  thu: "TH",
  fri: "FR",
  sat: "SA",
  sun: "SU",
};

/** The recurrence of a reminder as an RFC 5545 RRULE value. */
export function reminderRule(kind: ReminderKind, day: Weekday = DEFAULT_CHECK_DAY): string {
  return kind === "gratitude" ? "FREQ=DAILY" : `FREQ=WEEKLY;BYDAY=${RRULE_DAYS[day]}`;
}

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

/**
 * The first occurrence as a wall-clock time in the member's time zone: today for the daily one,
 * the next chosen weekday (today included) for the weekly one.
 */
export function firstOccurrence(input: {
  kind: ReminderKind;
  time: string;
  day?: Weekday;
  now: Date;
  timeZone: string;
}): WallTime {
  const [year, month, date] = calendarDate(input.now, input.timeZone).split("-").map(Number) as [
    number,
    number,
    number,
  ];
  const [hour, minute] = input.time.split(":").map(Number) as [number, number];
  let offset = 0;
  if (input.kind === "purpose-check") {
    // Date.UTC only does calendar arithmetic here; the time zone is already applied.
    const weekday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
    offset = (WEEKDAYS.indexOf(input.day ?? DEFAULT_CHECK_DAY) - weekday + 7) % 7;
  }
  const start = new Date(Date.UTC(year, month - 1, date + offset));
  return {
    year: start.getUTCFullYear(),
    month: start.getUTCMonth() + 1,
    day: start.getUTCDate(),
    hour,
    minute,
  };
}

function stamp(time: WallTime, plusMinutes = 0): string {
  const d = new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute + plusMinutes));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`;
}

/** The external calendar-creation link (Google Calendar's event template), recurring like the .ics. */
export function externalCalendarLink(input: {
  kind: ReminderKind;
  start: WallTime;
  day?: Weekday;
  timeZone: string;
  title: string;
  details: string;
}): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: input.title,
    details: input.details,
    dates: `${stamp(input.start)}/${stamp(input.start, REMINDER_DURATION_MINUTES)}`,
    ctz: input.timeZone,
    recur: `RRULE:${reminderRule(input.kind, input.day)}`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
