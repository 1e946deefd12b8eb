/**
 * The page's time zone as the browser needs it to write a moment's date and time (decision 236): its
 * UTC offsets over the years around now, computed by the server (which has the zone rules). The page
 * writes every moment from these numbers, in the server's render and in the browser's alike, so both
 * write the same words — without the browser's Intl date data, whose first use costs a page 40–55 ms
 * (decision 231).
 */
export type ZoneClock = {
  timeZone: string;
  /** From which instant (ms since the epoch) which offset (minutes ahead of UTC) holds, in order. */
  offsets: [from: number, minutes: number][];
};

export type WallParts = {
  year: number;
  /** 0 = January */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
  hours: number;
  minutes: number;
};

/** Minutes the zone is ahead of UTC at `ms`. */
export function offsetAt(clock: ZoneClock, ms: number): number {
  let minutes = clock.offsets[0]?.[1] ?? 0;
  for (const [from, offset] of clock.offsets) {
    if (from > ms) break;
    minutes = offset;
  }
  return minutes;
}

/** The wall-clock parts of a moment in the clock's zone. */
export function wallParts(clock: ZoneClock, value: string | number | Date): WallParts {
  const ms = new Date(value).getTime();
  const wall = new Date(ms + offsetAt(clock, ms) * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    hours: wall.getUTCHours(),
    minutes: wall.getUTCMinutes(),
  };
}
