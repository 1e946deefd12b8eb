import { z } from "zod";
import { LANGUAGES } from "@/shared/languages";
import { personNameField } from "@/shared/text-rules";

export const FULL_NAME_MAX = 80;

export const fullNameField = personNameField(FULL_NAME_MAX);

export const profileUpdateSchema = z
  .object({
    fullName: fullNameField.optional(),
    language: z.enum(LANGUAGES, "validation.languageInvalid").optional(),
    /** The weekly e-mail when the next week is recommended (decisions.md, "Reminders"). */
    weeklyReminder: z.boolean("validation.booleanRequired").optional(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET /api/profile: what the profile page edits, beyond the session's profile. */
export type ProfileSettings = {
  email: string;
  fullName: string;
  language: (typeof LANGUAGES)[number];
  weeklyReminder: boolean;
  isAdmin: boolean;
  createdAt: string;
};

/** The profile page's name-and-language form (PATCH sends only what changed). */
export const profileDetailsSchema = z.object({ fullName: fullNameField, language: z.enum(LANGUAGES) });
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;
