import "i18next";
import type admin from "@/client/i18n/de/admin.json";
import type auth from "@/client/i18n/de/auth.json";
import type common from "@/client/i18n/de/common.json";
import type community from "@/client/i18n/de/community.json";
import type contact from "@/client/i18n/de/contact.json";
import type dashboard from "@/client/i18n/de/dashboard.json";
import type downloads from "@/client/i18n/de/downloads.json";
import type landing from "@/client/i18n/de/landing.json";
import type legal from "@/client/i18n/de/legal.json";
import type notifications from "@/client/i18n/de/notifications.json";
import type onboarding from "@/client/i18n/de/onboarding.json";
import type payment from "@/client/i18n/de/payment.json";
import type plans from "@/client/i18n/de/plans.json";
import type profile from "@/client/i18n/de/profile.json";
import type security from "@/client/i18n/de/security.json";
import type week from "@/client/i18n/de/week.json";

/**
 * The German catalogs are the source of truth for keys: a key missing there fails `tsc`. The English
 * catalogs must have exactly the same keys (i18n/catalogs.test.ts).
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      admin: typeof admin;
      auth: typeof auth;
      common: typeof common;
      community: typeof community;
      contact: typeof contact;
      dashboard: typeof dashboard;
      downloads: typeof downloads;
      landing: typeof landing;
      legal: typeof legal;
      notifications: typeof notifications;
      onboarding: typeof onboarding;
      payment: typeof payment;
      plans: typeof plans;
      profile: typeof profile;
      security: typeof security;
      week: typeof week;
    };
    returnNull: false;
  }
}
