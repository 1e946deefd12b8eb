/**
 * The one place that picks a locale for dates and numbers on the page: German pages "22. November
 * 2026", English pages "22 November 2026" (en-GB, the European order). Prices keep their own rule in
 * `shared/plans.ts` (`formatPrice`, en-IE for "€19.99"), since the server formats them too.
 */
const LOCALES = { de: "de-DE", en: "en-GB" } as const;

export function localeOf(language: string | undefined): string {
  return language === "en" ? LOCALES.en : LOCALES.de;
}

/** A moment as a long date: 22. November 2026 / 22 November 2026. */
export function longDate(value: string | Date, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: "long" }).format(new Date(value));
}

/** A moment as a long date with the time: 22. November 2026 um 18:00 / 22 November 2026 at 18:00. */
export function longDateTime(value: string | Date, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: "long", timeStyle: "short" }).format(
    new Date(value),
  );
}

/** The time of day, hours and minutes. */
export function clockTime(value: string | number | Date, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(language), { hour: "2-digit", minute: "2-digit" }).format(
    new Date(value),
  );
}

/** A calendar date (yyyy-mm-dd, no time zone) in the long form: 30. Dezember 2027 / 30 December 2027. */
export function longCalendarDate(date: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A quotation in the marks of the page's language: „German“, “English”. */
export function quoted(text: string, language: string | undefined): string {
  return language === "en" ? `“${text}”` : `„${text}“`;
}
