import i18n from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { persistLanguage, storedLanguage } from "@/client/lib/browser-state";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_PARAM, LANGUAGES } from "@/shared/languages";
import { PAGE_I18N_ID, type PageI18n } from "@/shared/page-data";

const namespaceModules = import.meta.glob<{ default: Record<string, unknown> }>("./*/*.json");

/**
 * The language the page starts in, the same one the server rendered its shell in: ?lang= (a link
 * from a mail opens in the mail's language), then this browser's choice, else German. A browser
 * without a choice keeps the linked one, so the next pages of the same visit match.
 */
function startLanguage() {
  const linked = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  const stored = storedLanguage();
  if (isLanguage(linked)) {
    if (!stored) persistLanguage(linked);
    return linked;
  }
  return stored ?? DEFAULT_LANGUAGE;
}

/**
 * The namespaces the server inlined for this route's first render (`server/routes/spa-pages.ts`,
 * decision 205): the page renders at once instead of fetching its texts after its chunk.
 */
function inlinedNamespaces(language: string): Record<string, Record<string, unknown>> {
  const inlined = document.getElementById(PAGE_I18N_ID)?.textContent;
  if (!inlined) return {};
  const texts = JSON.parse(inlined) as PageI18n;
  return texts.language === language ? (texts.namespaces as Record<string, Record<string, unknown>>) : {};
}

const language = startLanguage();

/**
 * Every namespace (src/client/i18n/<lang>/<ns>.json) is a module of its own, loaded in the page's
 * language only: "common" before the first render (the server announces its chunk with the entry's,
 * decision 232), each feature's with the feature's route. No fallback language: every catalog holds
 * every key in both languages (catalogs.test.ts), so an English page loads no German texts.
 * `i18nReady` settles once the start language's namespaces are in.
 */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string, namespace: string) =>
      namespaceModules[`./${language}/${namespace}.json`]?.(),
    ),
  )
  .init({
    lng: language,
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    ns: ["common"],
    defaultNS: "common",
    partialBundledLanguages: true,
    resources: { [language]: inlinedNamespaces(language) },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

export default i18n;
