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

/** The file name of the data export. */
export const DATA_EXPORT_FILENAME = "purpose-journey-my-data.json";
