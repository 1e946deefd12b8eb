import { currentTime } from "@/server/clock";
import type { RenderedMail } from "@/server/mail/templates/reminder-mails";
import { InvalidInputError } from "@/server/services/errors";
import {
  type UnsubscribeKind,
  unsubscribePageUrl,
  verifyUnsubscribeToken,
  withUnsubscribeHeaders,
} from "@/server/services/reminders/unsubscribe-links";
import type { ServiceDeps } from "@/server/services/service-deps";
import { apiPaths, paths } from "@/shared/routes";

type Deps = Pick<ServiceDeps, "db" | "mailer" | "config" | "logger">;

/** Members' links switch the weekly reminder off from the mail without signing in. */
export const MEMBER_REMINDER_OFF: UnsubscribeKind = {
  purpose: "member-reminder-off",
  page: paths.memberReminderOff,
  api: apiPaths.memberReminderUnsubscribe,
};

/** The page the mail's visible link opens; it switches the reminder off with one click. */
export function memberReminderOffUrl(deps: Pick<Deps, "config">, userId: string): string {
  return unsubscribePageUrl(deps, MEMBER_REMINDER_OFF, userId);
}

/** Sends a reminder to a member with the one-click unsubscribe headers (RFC 8058). */
export async function sendToMember(
  deps: Deps,
  member: { userId: string; email: string },
  mail: RenderedMail,
): Promise<void> {
  const recipient = { id: member.userId, email: member.email };
  await deps.mailer.send(withUnsubscribeHeaders(deps, MEMBER_REMINDER_OFF, recipient, mail));
}

/** One click, no sign-in: a valid token switches profiles.weekly_reminder off, however often it is used. */
export async function switchOffMemberReminder(
  deps: Pick<Deps, "db" | "config">,
  token: string,
): Promise<void> {
  const userId = verifyUnsubscribeToken(deps, MEMBER_REMINDER_OFF, token);
  if (!userId) {
    throw new InvalidInputError("This unsubscribe link is not valid.", { code: "reminder_token_invalid" });
  }
  await deps.db
    .updateTable("profiles")
    .set({ weekly_reminder: 0, updated_at: currentTime().toISOString() })
    .where("id", "=", userId)
    .where("weekly_reminder", "=", 1)
    .execute();
}
