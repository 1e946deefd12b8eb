import { z } from "zod";
import { LANGUAGES } from "@/shared/languages";
import { PLANS } from "@/shared/plans";

export const profileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  subscriptionType: z.enum(PLANS).nullable(),
  hasPaid: z.boolean(),
  subscriptionStartDate: z.string().nullable(),
  currentWeek: z.number().int(),
  language: z.enum(LANGUAGES),
  updatedAt: z.string(),
  /** Until when the member may not write in the community (decision 185); null or absent when free. */
  communitySuspendedUntil: z.string().nullable().optional(),
  /** The member's own time zone for their reminders and week dates (decision 196); null: the operator's. */
  timeZone: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/me: who is signed in, their profile and whether they are an admin. */
export const meResponseSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      emailVerified: z.boolean(),
      /** Two-factor sign-in is on; admins need it before the admin area opens. */
      twoFactorEnabled: z.boolean(),
    })
    .nullable(),
  profile: profileSchema.nullable(),
  isAdmin: z.boolean(),
  badges: z.array(z.string()),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
