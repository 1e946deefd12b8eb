import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import deAdmin from "@/client/i18n/de/admin.json";
import deAuth from "@/client/i18n/de/auth.json";
import deCommon from "@/client/i18n/de/common.json";
import deCommunity from "@/client/i18n/de/community.json";
import deContact from "@/client/i18n/de/contact.json";
import deDashboard from "@/client/i18n/de/dashboard.json";
import deLanding from "@/client/i18n/de/landing.json";
import deLegal from "@/client/i18n/de/legal.json";
import deNotifications from "@/client/i18n/de/notifications.json";
import deOnboarding from "@/client/i18n/de/onboarding.json";
import dePayment from "@/client/i18n/de/payment.json";
import dePlans from "@/client/i18n/de/plans.json";
import deProfile from "@/client/i18n/de/profile.json";
import deWeek from "@/client/i18n/de/week.json";
import enAdmin from "@/client/i18n/en/admin.json";
import enAuth from "@/client/i18n/en/auth.json";
import enCommon from "@/client/i18n/en/common.json";
import enCommunity from "@/client/i18n/en/community.json";
import enContact from "@/client/i18n/en/contact.json";
import enDashboard from "@/client/i18n/en/dashboard.json";
import enLanding from "@/client/i18n/en/landing.json";
import enLegal from "@/client/i18n/en/legal.json";
import enNotifications from "@/client/i18n/en/notifications.json";
import enOnboarding from "@/client/i18n/en/onboarding.json";
import enPayment from "@/client/i18n/en/payment.json";
import enPlans from "@/client/i18n/en/plans.json";
import enProfile from "@/client/i18n/en/profile.json";
import enWeek from "@/client/i18n/en/week.json";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@/shared/languages";

// landing and plans for the landing page; admin, auth, community, contact, dashboard, legal,
// onboarding, payment (with plans) and week for the first screens of the frames
// (decision 205), which also inline them into the page (`app/route-frames.ts`); profile for the
// profile's first screen, rendered per request, and notifications for its page's and its mail link's
// headings (decision 223).
const resources = {
  de: {
    common: deCommon,
    landing: deLanding,
    plans: dePlans,
    admin: deAdmin,
    auth: deAuth,
    community: deCommunity,
    contact: deContact,
    dashboard: deDashboard,
    legal: deLegal,
    notifications: deNotifications,
    onboarding: deOnboarding,
    payment: dePayment,
    profile: deProfile,
    week: deWeek,
  },
  en: {
    common: enCommon,
    landing: enLanding,
    plans: enPlans,
    admin: enAdmin,
    auth: enAuth,
    community: enCommunity,
    contact: enContact,
    dashboard: enDashboard,
    legal: enLegal,
    notifications: enNotifications,
    onboarding: enOnboarding,
    payment: enPayment,
    profile: enProfile,
    week: enWeek,
  },
};

/** A namespace's texts in one language, as the SPA's catalog has them (`i18n/<lang>/<ns>.json`). */
export function staticNamespace(language: Language, namespace: keyof (typeof resources)["de"]) {
  return resources[language][namespace];
}

const instances = new Map<Language, I18n>();

/**
 * A fully loaded, synchronous i18next instance per language for rendering pages to HTML on the server
 * (the landing page, the SPA routes' frames). Only the namespaces such pages use are bundled.
 */
export function staticI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      ns: Object.keys(resources.de),
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
