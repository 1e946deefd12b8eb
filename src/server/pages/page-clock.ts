import { offsetMinutes, transitions } from "@/server/services/calendar/vtimezone";
import type { ZoneClock } from "@/shared/zone-clock";

const kept = new Map<string, ZoneClock>();

/**
 * A zone's offsets from two years before `now` to two after (`shared/zone-clock.ts`), for a page to
 * write its moments in; kept per zone and year.
 */
export function zoneClock(timeZone: string, now: Date): ZoneClock {
  const year = now.getUTCFullYear();
  const key = `${timeZone}:${year}`;
  let clock = kept.get(key);
  if (!clock) {
    const start = Date.UTC(year - 2, 0, 1);
    const offsets: ZoneClock["offsets"] = [[start, offsetMinutes(timeZone, new Date(start))]];
    for (let y = year - 2; y <= year + 2; y++) {
      for (const change of transitions(timeZone, y)) offsets.push([change.at.getTime(), change.to]);
    }
    clock = { timeZone, offsets };
    if (kept.size > 500) kept.clear();
    kept.set(key, clock);
  }
  return clock;
}
