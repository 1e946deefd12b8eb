import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import deCommon from "@/client/i18n/de/common.json";
import deLanding from "@/client/i18n/de/landing.json";
import dePlans from "@/client/i18n/de/plans.json";
import enCommon from "@/client/i18n/en/common.json";
import enLanding from "@/client/i18n/en/landing.json";
import enPlans from "@/client/i18n/en/plans.json";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@/shared/languages";

const resources = {
  de: { common: deCommon, landing: deLanding, plans: dePlans },
  en: { common: enCommon, landing: enLanding, plans: enPlans },
};

const instances = new Map<Language, I18n>();

/**
 * A fully loaded, synchronous i18next instance per language for rendering pages to HTML on the server
 * (the landing page). Only the namespaces such pages use are bundled.
 */
export function staticI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      ns: ["common", "landing", "plans"],
      defaultNS: "common",
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
    instances.set(language, instance);
  }
  return instance;
}
