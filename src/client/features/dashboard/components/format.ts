import type { Language } from "@/shared/languages";

const locales: Record<Language, string> = { de: "de-DE", en: "en-GB" };

/** Long dates as the spec shows them: "22. November 2026" in German. */
export function longDate(iso: string, language: Language): string {
  return new Date(iso).toLocaleDateString(locales[language], { dateStyle: "long" });
}

export function longDateTime(iso: string, language: Language): string {
  return new Date(iso).toLocaleString(locales[language], { dateStyle: "long", timeStyle: "short" });
}
