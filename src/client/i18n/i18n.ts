import i18n from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import deCommon from "@/client/i18n/de/common.json";
import enCommon from "@/client/i18n/en/common.json";
import { storedLanguage } from "@/client/lib/browser-state";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@/shared/languages";

const featureNamespaces = import.meta.glob<{ default: Record<string, unknown> }>([
  "./*/*.json",
  "!./*/common.json",
]);

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
    lng: storedLanguage() ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    ns: ["common"],
    defaultNS: "common",
    partialBundledLanguages: true,
    resources: { de: { common: deCommon }, en: { common: enCommon } },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

export default i18n;
