import { z } from "zod";
import { emailField } from "@/shared/auth-schemas";
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from "@/shared/contact-limits";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@/shared/languages";
import {
  cleanText,
  hasUnstorableCharacters,
  hasVisibleCharacter,
  personNameField,
} from "@/shared/text-rules";

/**
 * The landing page's reminder sign-up and the contact form. Messages are translation keys that the
 * "landing" and "contact" namespaces both define (validation.*), so server and client speak one language.
 */
/** A double opt-in link stays valid this long. */
export const REMINDER_CONFIRM_HOURS = 72;
/** The wording the subscriber agreed to; stored with the subscription as its consent record. */
export const REMINDER_CONSENT_VERSION = "2026-11-reminders-v1";

const language = z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE).default(DEFAULT_LANGUAGE);

export const reminderSignupSchema = z.object({ email: emailField, language });
export type ReminderSignupInput = z.input<typeof reminderSignupSchema>;

export const reminderTokenSchema = z.object({
  token: z.string().trim().min(10, "validation.tokenInvalid").max(300, "validation.tokenInvalid"),
});

export const contactSchema = z.object({
  name: personNameField(CONTACT_NAME_MAX),
  email: emailField,
  // The shared text rule: the operator reads it, so nothing hidden may change how it reads.
  message: z
    .string()
    .overwrite(cleanText)
    .trim()
    .min(1, "validation.messageRequired")
    .max(CONTACT_MESSAGE_MAX, "validation.messageTooLong")
    .refine((value) => !hasUnstorableCharacters(value), "validation.messageInvalid")
    .refine(hasVisibleCharacter, "validation.messageRequired"),
  language,
});
export type ContactInput = z.input<typeof contactSchema>;

/** GET /api/site: the public facts the legal and contact pages show. */
export type SiteInfo = {
  operator: { name: string | null; address: string | null; email: string | null };
  testPhaseEnd: string;
  /** The latest date by which all personal data is deleted: six months after the test phase ends. */
  deletionBy: string;
  /** GRADUATE_BADGE: "auto" when completing week 5 unlocks the download (decision 190). */
  graduateBadge: "auto" | "manual";
  /** The site's time zone (TIME_ZONE): the days of the impulses and the events' times are in it. */
  timeZone: string;
};

/** Six months after a yyyy-mm-dd date, clamped to the month's last day (31 Dec → 30 Jun). */
export function sixMonthsAfter(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const month = m - 1 + 6;
  const year = y + Math.floor(month / 12);
  const monthIndex = month % 12;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${year}-${String(monthIndex + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
