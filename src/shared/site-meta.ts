import type { Language } from "@/shared/languages";

/**
 * The page title, description and Open Graph texts per language: every page's `meta` (`pageMeta`,
 * `client/lib/page-answer.ts`) writes them in the page's language.
 */
export const SITE_META: Record<
  Language,
  { title: string; description: string; ogDescription: string; locale: string; altLocale: string }
> = {
  de: {
    title: "Purpose Journey – Finde, was dich wirklich bewegt",
    description:
      "Eine fünfwöchige, begleitete Reise zu deinen Werten, Stärken und deinem persönlichen Purpose – für Menschen im Übergang, ab 16 Jahren. Nicht-kommerziell und in der Testphase kostenlos.",
    ogDescription:
      "Eine fünfwöchige, begleitete Reise zu deinen Werten, Stärken und deinem persönlichen Purpose.",
    locale: "de_DE",
    altLocale: "en_GB",
  },
  en: {
    title: "Purpose Journey – Find what truly moves you",
    description:
      "A guided five-week journey to your values, strengths and personal purpose – for people in transition, aged 16 and over. Non-commercial and free during the test phase.",
    ogDescription: "A guided five-week journey to your values, strengths and personal purpose.",
    locale: "en_GB",
    altLocale: "de_DE",
  },
};
