import { z } from "zod";
import { REMINDER_KINDS, REMINDER_TIME_PATTERN } from "@/shared/calendar-reminders";
import { WEEKDAYS } from "@/shared/journey-fields";
import { LANGUAGES } from "@/shared/languages";

export const reminderTimeSchema = z.string().regex(REMINDER_TIME_PATTERN);
export const calendarParamSchema = z.strictObject({ kind: z.enum(REMINDER_KINDS) });
export const calendarQuerySchema = z.strictObject({
  time: reminderTimeSchema,
  day: z.enum(WEEKDAYS).optional(),
  lang: z.enum(LANGUAGES).optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;
