import { currentTime } from "@/server/clock";

/**
 * A VTIMEZONE for any IANA zone, built from the rules the runtime's Intl knows, so an .ics file
 * carries its own time zone definition without a bundled tz database.
 */

// One formatter per zone: a year's transitions ask for hundreds of offsets.
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    if (offsetFormats.size > 500) offsetFormats.clear();
    offsetFormats.set(timeZone, format);
  }
  return format;
}

export function offsetMinutes(timeZone: string, instant: Date): number {
  const name =
    offsetFormat(timeZone)
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
}

export type Transition = { at: Date; from: number; to: number };

/** The instants in a year where the zone's UTC offset changes (DST starts and ends). */
export function transitions(timeZone: string, year: number): Transition[] {
  const found: Transition[] = [];
  const day = 24 * 60 * 60_000;
  let previous = new Date(Date.UTC(year, 0, 1));
  let previousOffset = offsetMinutes(timeZone, previous);
  for (let t = previous.getTime() + day; t <= Date.UTC(year, 11, 31, 23); t += day) {
    const current = new Date(t);
    const currentOffset = offsetMinutes(timeZone, current);
    if (currentOffset !== previousOffset) {
      // Narrow the day down to the minute of the change.
      let low = previous.getTime();
      let high = t;
      while (high - low > 60_000) {
        const mid = low + Math.floor((high - low) / 120_000) * 60_000;
        if (offsetMinutes(timeZone, new Date(mid)) === previousOffset) low = mid;
        else high = mid;
      }
      found.push({ at: new Date(high), from: previousOffset, to: currentOffset });
    }
    previous = current;
    previousOffset = currentOffset;
  }
  return found;
}

const WEEKDAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

function component(transition: Transition): string {
  // The wall-clock moment of the change, in the time that was valid until then.
  const local = new Date(transition.at.getTime() + transition.from * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = local.getUTCDate();
  const daysInMonth = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
  const nth = date + 7 > daysInMonth ? -1 : Math.ceil(date / 7);
  const kind = transition.to > transition.from ? "DAYLIGHT" : "STANDARD";
  return [
    `BEGIN:${kind}`,
    `DTSTART:${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(date)}T${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}00`,
    `RRULE:FREQ=YEARLY;BYMONTH=${local.getUTCMonth() + 1};BYDAY=${nth}${WEEKDAY_CODES[local.getUTCDay()]}`,
    `TZOFFSETFROM:${formatOffset(transition.from)}`,
    `TZOFFSETTO:${formatOffset(transition.to)}`,
    `END:${kind}`,
  ].join("\r\n");
}

/**
 * The VTIMEZONE block for a zone, with yearly rules taken from the year before `now` (so that
 * every event from today on falls under a defined observance). Zones without daylight saving get a
 * single STANDARD observance.
 */
export function vtimezone(timeZone: string, now: Date = currentTime()): string {
  const year = now.getUTCFullYear() - 1;
  const changes = transitions(timeZone, year);
  const body =
    changes.length === 2
      ? changes.map(component).join("\r\n")
      : [
          "BEGIN:STANDARD",
          "DTSTART:19700101T000000",
          `TZOFFSETFROM:${formatOffset(offsetMinutes(timeZone, now))}`,
          `TZOFFSETTO:${formatOffset(offsetMinutes(timeZone, now))}`,
          "END:STANDARD",
        ].join("\r\n");
  return ["BEGIN:VTIMEZONE", `TZID:${timeZone}`, body, "END:VTIMEZONE"].join("\r\n");
}
