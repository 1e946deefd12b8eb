import type { Db } from "@/server/db/database";
import { InvalidInputError } from "@/server/services/errors";
import { updateMailSettings } from "@/server/services/notifications/notification-service";
import {
  type UnsubscribeKind,
  unsubscribePageUrl,
  verifyUnsubscribeToken,
} from "@/server/services/reminders/unsubscribe-links";
import type { ServiceDeps } from "@/server/services/service-deps";
import { NOTIFICATION_KINDS, type NotificationKind } from "@/shared/notification-kinds";
import { apiPaths, paths } from "@/shared/routes";

/**
 * The one-click unsubscribe of notification mails (RFC 8058), the mechanism of the reminder mails
 * (`unsubscribe-links.ts`): the signed id is "<kinds joined by +>:<user id>", so one link switches
 * off exactly the kinds of the mail it came in.
 */
export const NOTIFICATION_MAIL_OFF: UnsubscribeKind = {
  purpose: "notification-mail-off",
  page: paths.notificationMailOff,
  api: apiPaths.notificationUnsubscribe,
};

export const notificationMailOffId = (userId: string, kinds: NotificationKind[]) =>
  `${kinds.join("+")}:${userId}`;

export function notificationMailOffUrl(
  deps: Pick<ServiceDeps, "config">,
  userId: string,
  kinds: NotificationKind[],
): string {
  return unsubscribePageUrl(deps, NOTIFICATION_MAIL_OFF, notificationMailOffId(userId, kinds));
}

/** One click, no sign-in: a valid token sets its kinds' mails to "Aus", however often it is used. */
export async function switchOffNotificationMail(
  deps: { db: Db; config: ServiceDeps["config"] },
  token: string,
): Promise<void> {
  const id = verifyUnsubscribeToken(deps, NOTIFICATION_MAIL_OFF, token);
  const separator = id?.indexOf(":") ?? -1;
  const kinds = id
    ?.slice(0, separator)
    .split("+")
    .filter((kind): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind));
  if (!id || separator < 1 || !kinds || kinds.length === 0) {
    throw new InvalidInputError("This unsubscribe link is not valid.", { code: "reminder_token_invalid" });
  }
  const userId = id.slice(separator + 1);
  const user = await deps.db.selectFrom("user").select("id").where("id", "=", userId).executeTakeFirst();
  // A deleted account has nothing left to switch off; the link still answers as done.
  if (!user) return;
  await updateMailSettings(deps.db, userId, Object.fromEntries(kinds.map((kind) => [kind, "off"])));
}
