import { createInstance, type i18n as I18n } from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "@/shared/languages";

const namespaceModules = import.meta.glob<{ default: Record<string, unknown> }>("./*/*.json");

/**
 * The browser's i18next (decision 236), started by `entry.client.tsx` in the language the server
 * rendered the page in (`<html lang>`). It starts empty: every loader's answer brings the texts its
 * page renders with (`app/providers.tsx` adds them before anything renders), so the first render in
 * the browser has the server's words. After a switch of language, each namespace in use loads as a
 * module of its own (src/client/i18n/<lang>/<ns>.json), in that language only: no fallback language,
 * since every catalog holds every key in both (catalogs.test.ts).
 */
export function startClientI18n(pageLanguage: string): I18n {
  const language: Language = isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE;
  const i18n = createInstance();
  void i18n
    .use(initReactI18next)
    .use(
      resourcesToBackend((lng: string, namespace: string) =>
        namespaceModules[`./${lng}/${namespace}.json`]?.(),
      ),
    )
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      // Nothing loaded ahead: the page's answers bring what it needs.
      ns: [],
      defaultNS: "common",
      partialBundledLanguages: true,
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  i18n.on("languageChanged", (lng) => {
    document.documentElement.lang = lng;
  });
  return i18n;
}
