import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { clockTime, wholeNumber } from "@/client/lib/format";
import { usePageClock } from "@/client/lib/page-clock";
import { wallParts, type ZoneClock } from "@/shared/zone-clock";

/*
 * The admin's dates are written from their parts, not with `Intl.DateTimeFormat`: the first formatter
 * a page builds loads the browser's date data, 40–55 ms of its first render in Chromium (decision 231).
 * Here, not in `lib/format.ts`, whose functions every member page loads. `format.test.ts` checks them
 * against `Intl.DateTimeFormat`'s medium style.
 */

/** English short month names as Chromium's en-GB data writes them ("Sept", not "Sep"). */
const SHORT_MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
const twoDigits = (value: number) => String(value).padStart(2, "0");

const writeMedium = (year: number, month: number, day: number, language: string) =>
  language === "en"
    ? `${day} ${SHORT_MONTHS_EN[month]} ${year}`
    : `${twoDigits(day)}.${twoDigits(month + 1)}.${year}`;

/** A moment as a medium date in the page's zone (else the browser's): 29.11.2026 / 29 Nov 2026. */
export function mediumDate(value: string | Date, language: string, clock?: ZoneClock): string {
  if (clock) {
    const { year, month, day } = wallParts(clock, value);
    return writeMedium(year, month, day, language);
  }
  const moment = new Date(value);
  return writeMedium(moment.getFullYear(), moment.getMonth(), moment.getDate(), language);
}

/** A moment as a medium date with the time: 29.11.2026, 06:50 / 29 Nov 2026, 06:50. */
export function mediumDateTime(value: string | Date, language: string, clock?: ZoneClock): string {
  return `${mediumDate(value, language, clock)}, ${clockTime(value, language, clock)}`;
}

/** A calendar date (yyyy-mm-dd, no time zone) as a medium date: 29.11.2026 / 29 Nov 2026. */
export function mediumCalendarDate(date: string, language: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return writeMedium(year, month - 1, day, language);
}

/** A calendar date's day and month (yyyy-mm-dd, no time zone): 29.11. / 29/11. */
export function dayAndMonth(date: string, language: string): string {
  const [, month, day] = date.split("-");
  return language === "en" ? `${day}/${month}` : `${day}.${month}.`;
}

/**
 * Today's calendar date (yyyy-mm-dd) in the page's zone (else the browser's), from the date's own parts:
 * `toLocaleDateString("en-CA")` would build the page's first date formatter in its render (decision 231).
 */
export function browserToday(now: Date = new Date(), clock?: ZoneClock): string {
  const { year, month, day } = clock
    ? wallParts(clock, now)
    : { year: now.getFullYear(), month: now.getMonth(), day: now.getDate() };
  return `${year}-${twoDigits(month + 1)}-${twoDigits(day)}`;
}

/** A file's size: 980 B, 12 KB, 1,4 MB / 1.4 MB, 2,1 GB (powers of 1024, one decimal from MB on). */
export function fileSize(bytes: number, language: string): string {
  if (bytes < 1024) return `${wholeNumber(bytes, language)} B`;
  if (bytes < 1024 ** 2) return `${wholeNumber(Math.round(bytes / 1024), language)} KB`;
  const [value, unit] = bytes < 1024 ** 3 ? [bytes / 1024 ** 2, "MB"] : [bytes / 1024 ** 3, "GB"];
  const tenths = Math.round(value * 10);
  const decimal = language === "en" ? "." : ",";
  return `${wholeNumber(Math.trunc(tenths / 10), language)}${decimal}${tenths % 10} ${unit}`;
}

/** Dates and numbers in the page's language. */
export function useAdminFormat() {
  const { i18n } = useTranslation();
  const clock = usePageClock();
  const language = i18n.language === "en" ? "en" : "de";
  return useMemo(
    () => ({
      date: (iso: string) => mediumDate(iso, language, clock),
      dateTime: (iso: string) => mediumDateTime(iso, language, clock),
      /** A UTC calendar day (yyyy-mm-dd) of the usage counters. */
      day: (value: string) => mediumCalendarDate(value, language),
      shortDay: (value: string) => dayAndMonth(value, language),
      number: (value: number) => wholeNumber(value, language),
      fileSize: (bytes: number) => fileSize(bytes, language),
      /** What admins wrote, in the page's language where it exists (English is optional). */
      localized: (german: string, english: string | null | undefined) =>
        (language === "en" && english) || german,
    }),
    [language, clock],
  );
}
