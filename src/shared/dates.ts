/**
 * One formatter per kind and time zone: building an Intl.DateTimeFormat costs far more than using
 * one, and "today" is asked on every community request.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = formatters.get(kind);
  if (!f) {
    f = make();
    formatters.set(kind, f);
  }
  return f;
}

/** Calendar date (yyyy-mm-dd) of an instant in a time zone; "today" is the operator's (decisions.md). */
export function calendarDate(instant: Date, timeZone: string): string {
  return formatter(
    `date ${timeZone}`,
    () => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
  ).format(instant);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Minutes a time zone is ahead of UTC at an instant. */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = formatter(
    `offset ${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      }),
  ).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant of a wall-clock date and time (yyyy-mm-dd, HH:mm) in a time zone. Two passes settle the
 * offset on days the clocks change; a time the clocks skip lands just after the gap.
 */
export function zonedDateTimeToUtc(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let instant = new Date(wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000);
  instant = new Date(wall - zoneOffsetMinutes(instant, timeZone) * 60_000);
  return instant;
}

/**
 * The same wall-clock time `days` calendar days later in a time zone: across a change of the clocks that
 * is 23 or 25 hours a day, not 24. A time the clocks skip lands just after the gap; a time they repeat,
 * on its second occurrence.
 */
export function addZonedDays(instant: Date, days: number, timeZone: string): Date {
  const wall = instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000 + days * 86_400_000;
  let later = new Date(wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000);
  later = new Date(wall - zoneOffsetMinutes(later, timeZone) * 60_000);
  return later;
}

/** The wall-clock date and time (yyyy-mm-dd, HH:mm) of an instant in a time zone. */
export function zonedDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const time = formatter(
    `time ${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-GB", { timeZone, hourCycle: "h23", hour: "2-digit", minute: "2-digit" }),
  ).format(instant);
  return { date: calendarDate(instant, timeZone), time };
}
