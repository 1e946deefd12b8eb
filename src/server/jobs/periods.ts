import { addDays, calendarDate } from "@/shared/dates";

/**
 * The period keys jobs are claimed under. Days (calendarDate) and weeks are the operator's
 * (decisions.md, "Identifiers and time"); quarter hours are plain UTC because they only pace a job.
 */

/** "2026-11-22T04:15Z": the UTC quarter hour the instant falls in. */
export function quarterHourKey(now: Date): string {
  const minutes = Math.floor(now.getUTCMinutes() / 15) * 15;
  return `${now.toISOString().slice(0, 11)}${String(now.getUTCHours()).padStart(2, "0")}:${String(minutes).padStart(2, "0")}Z`;
}

/** The operator's local weekday (1 = Monday … 7 = Sunday) and hour of an instant. */
export function localWeekdayAndHour(now: Date, timeZone: string): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const weekdayName = parts.find((part) => part.type === "weekday")?.value ?? "Mon";
  const hour = Number(parts.find((part) => part.type === "hour")?.value ?? 0);
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(weekdayName) + 1;
  return { weekday, hour };
}

/** The Monday (yyyy-mm-dd) of the operator's calendar week the instant falls in: the week's key. */
export function weekKey(now: Date, timeZone: string): string {
  return addDays(calendarDate(now, timeZone), 1 - localWeekdayAndHour(now, timeZone).weekday);
}
