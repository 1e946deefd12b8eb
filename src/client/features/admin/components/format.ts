import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Dates and numbers in the page's language. */
export function useAdminFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === "en" ? "en-GB" : "de-DE";
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    const shortDay = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", timeZone: "UTC" });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    const number = new Intl.NumberFormat(locale);
    return {
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** A UTC calendar day (yyyy-mm-dd) of the usage counters. */
      day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
      shortDay: (value: string) => shortDay.format(new Date(`${value}T00:00:00Z`)),
      number: (value: number) => number.format(value),
      /** What admins wrote, in the page's language where it exists (English is optional). */
      localized: (german: string, english: string | null | undefined) =>
        (locale === "en-GB" && english) || german,
    };
  }, [locale]);
}
