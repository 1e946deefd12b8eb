import i18n from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import deCommon from "@/client/i18n/de/common.json";
import enCommon from "@/client/i18n/en/common.json";
import { persistLanguage, storedLanguage } from "@/client/lib/browser-state";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_PARAM, LANGUAGES } from "@/shared/languages";
import { PAGE_I18N_ID, type PageI18n } from "@/shared/page-data";

const featureNamespaces = import.meta.glob<{ default: Record<string, unknown> }>([
  "./*/*.json",
  "!./*/common.json",
]);

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
 * "common" ships with the first page; each feature's namespace (src/client/i18n/<lang>/<ns>.json)
 * loads with the feature's route, which keeps the landing bundle small.
 */
void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string, namespace: string) =>
      featureNamespaces[`./${language}/${namespace}.json`]?.(),
    ),
  )
  .init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    ns: ["common"],
    defaultNS: "common",
    partialBundledLanguages: true,
    resources: {
      de: { ...(language === "de" ? inlinedNamespaces("de") : {}), common: deCommon },
      en: { ...(language === "en" ? inlinedNamespaces("en") : {}), common: enCommon },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

export default i18n;
