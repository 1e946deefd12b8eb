/**
 * The one place that picks a locale for dates and numbers on the page: German pages "22. November
 * 2026", English pages "22 November 2026" (en-GB, the European order). Prices keep their own rule in
 * `shared/plans.ts` (`formatPrice`, en-IE for "€19.99"), since the server formats them too.
 */
import { wallParts, type ZoneClock } from "@/shared/zone-clock";

const LOCALES = { de: "de-DE", en: "en-GB" } as const;

export function localeOf(language: string | undefined): string {
  return language === "en" ? LOCALES.en : LOCALES.de;
}

/*
 * Dates are written from their parts with the month and weekday names below, not with
 * `Intl.DateTimeFormat`: the first formatter a page builds loads the browser's date data, 25–60 ms of
 * main thread on a laptop (measured in Chromium), four times that on a phone, inside the first render
 * of every page that shows a date (decision 231). `format.test.ts` checks every function against
 * `Intl.DateTimeFormat` day by day, so the text is what the browser would have written.
 */
const MONTHS = {
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
} as const;
const WEEKDAYS = {
  de: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
} as const;

type DayParts = { year: number; month: number; day: number; weekday: number };

/**
 * A moment's parts in the page's zone (`clock`, from the page's answer: `lib/page-clock.tsx`), so the
 * server's render and the browser's write the same; without one, in the browser's own zone.
 */
const momentParts = (moment: Date, clock?: ZoneClock) =>
  clock
    ? wallParts(clock, moment)
    : {
        year: moment.getFullYear(),
        month: moment.getMonth(),
        day: moment.getDate(),
        weekday: moment.getDay(),
        hours: moment.getHours(),
        minutes: moment.getMinutes(),
      };

/** A yyyy-mm-dd calendar date's parts, without a time zone. */
const calendarParts = (date: string): DayParts => {
  const moment = new Date(`${date}T00:00:00Z`);
  return {
    year: moment.getUTCFullYear(),
    month: moment.getUTCMonth(),
    day: moment.getUTCDate(),
    weekday: moment.getUTCDay(),
  };
};

const writeLong = ({ year, month, day }: DayParts, language: string | undefined) =>
  language === "en" ? `${day} ${MONTHS.en[month]} ${year}` : `${day}. ${MONTHS.de[month]} ${year}`;

const writeWeekday = (parts: DayParts, language: string | undefined) =>
  `${(language === "en" ? WEEKDAYS.en : WEEKDAYS.de)[parts.weekday]}, ${writeLong(parts, language)}`;

/** A moment as a long date: 22. November 2026 / 22 November 2026. */
export function longDate(value: string | Date, language: string | undefined, clock?: ZoneClock): string {
  return writeLong(momentParts(new Date(value), clock), language);
}

/** A moment as a long date with the time: 22. November 2026 um 18:00 / 22 November 2026 at 18:00. */
export function longDateTime(value: string | Date, language: string | undefined, clock?: ZoneClock): string {
  const moment = new Date(value);
  return `${longDate(moment, language, clock)} ${language === "en" ? "at" : "um"} ${clockTime(moment, language, clock)}`;
}

/** The time of day, hours and minutes: 18:00, 09:05 (the 24-hour clock in both languages). */
export function clockTime(
  value: string | number | Date,
  _language: string | undefined,
  clock?: ZoneClock,
): string {
  const { hours, minutes } = momentParts(new Date(value), clock);
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** A calendar date (yyyy-mm-dd, no time zone) in the long form: 30. Dezember 2027 / 30 December 2027. */
export function longCalendarDate(date: string, language: string | undefined): string {
  return writeLong(calendarParts(date), language);
}

/** A calendar date (yyyy-mm-dd) with its weekday: Samstag, 28. November 2026 / Saturday, 28 November 2026. */
export function weekdayCalendarDate(date: string, language: string | undefined): string {
  return writeWeekday(calendarParts(date), language);
}

/** A whole number with its thousands grouped the page's way: 5.000 / 5,000 (no Intl, as for dates). */
export function wholeNumber(value: number, language: string | undefined): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, language === "en" ? "," : ".");
}

/**
 * How a typed calendar date is written on the page: 28.11.2026 / 28/11/2026. Native date inputs show
 * the browser's locale instead (11/28/2026 on a German page in an American browser), so forms type
 * dates in this form and `parseNumericDate` reads them back.
 */
export function numericDate(date: string, language: string | undefined): string {
  const [year, month, day] = date.split("-");
  return language === "en" ? `${day}/${month}/${year}` : `${day}.${month}.${year}`;
}

/** A typed date (28.11.2026, 28/11/2026, 1.2.2027 or 2026-11-28) as yyyy-mm-dd; null unless a real day. */
export function parseNumericDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const dmy = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dmy
      ? [dmy[3], dmy[2], dmy[1]]
      : [undefined, undefined, undefined];
  if (!year || !month || !day) return null;
  const value = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  const check = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(check.getTime()) && check.toISOString().startsWith(value) ? value : null;
}

/** A typed time of day (18:30, 9:05, 18.30) as HH:mm on the 24-hour clock; null unless a real time. */
export function parseClockTime(text: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

/** A quotation in the marks of the page's language: „German“, “English”. */
export function quoted(text: string, language: string | undefined): string {
  return language === "en" ? `“${text}”` : `„${text}“`;
}
