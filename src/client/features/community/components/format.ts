import type { Language } from "@/shared/languages";

const locales: Record<Language, string> = { de: "de-DE", en: "en-GB" };

/** A post's or comment's time in the page's language: "24.11.2026, 17:05" on German pages. */
export function timestamp(iso: string, language: Language): string {
  return new Date(iso).toLocaleString(locales[language], { dateStyle: "medium", timeStyle: "short" });
}

/** A day, e.g. "24. November 2026". */
export function longDate(iso: string, language: Language): string {
  return new Date(iso).toLocaleDateString(locales[language], { dateStyle: "long" });
}
