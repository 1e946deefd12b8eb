import type { AppDeps } from "@/server/http/context";
import { unsubscribeRoutes } from "@/server/http/unsubscribe-routes";
import {
  MEMBER_REMINDER_OFF,
  switchOffMemberReminder,
} from "@/server/services/reminders/member-reminder-service";

/** /api/member-reminders — switching a member's weekly reminder off from the mail, without signing in. */
export function memberReminderRoutes(deps: AppDeps) {
  return unsubscribeRoutes(MEMBER_REMINDER_OFF.page, (token) => switchOffMemberReminder(deps, token));
}
