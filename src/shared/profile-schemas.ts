import { z } from "zod";
import { LANGUAGES } from "@/shared/languages";
import { personNameField } from "@/shared/text-rules";
import { isTimeZone } from "@/shared/time-zones";

export const FULL_NAME_MAX = 80;

export const fullNameField = personNameField(FULL_NAME_MAX);

/** An IANA zone from `timeZoneList()` (decision 196). */
export const timeZoneField = z
  .string("validation.timeZoneInvalid")
  .refine((value) => isTimeZone(value), "validation.timeZoneInvalid");

export const profileUpdateSchema = z
  .object({
    fullName: fullNameField.optional(),
    language: z.enum(LANGUAGES, "validation.languageInvalid").optional(),
    /** The weekly e-mail when the next week is recommended (decisions.md, "Reminders"). */
    weeklyReminder: z.boolean("validation.booleanRequired").optional(),
    /** The zone of the calendar reminders; null goes back to the operator's (decision 196). */
    timeZone: timeZoneField.nullable().optional(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET /api/profile: what the profile page edits, beyond the session's profile. */
export type ProfileSettings = {
  email: string;
  fullName: string;
  language: (typeof LANGUAGES)[number];
  weeklyReminder: boolean;
  /** The member's own zone, or null for the operator's `defaultTimeZone`. */
  timeZone: string | null;
  defaultTimeZone: string;
  isAdmin: boolean;
  createdAt: string;
};

/** The profile page's name, language and time-zone form (PATCH sends only what changed). */
export const profileDetailsSchema = z.object({
  fullName: fullNameField,
  language: z.enum(LANGUAGES),
  timeZone: timeZoneField,
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;
