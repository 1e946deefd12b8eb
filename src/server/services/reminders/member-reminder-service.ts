import { createHmac, timingSafeEqual } from "node:crypto";
import type { AppDeps } from "@/server/http/context";
import { ApiError } from "@/server/http/errors";
import type { RenderedMail } from "@/server/mail/templates/reminder-mails";
import { paths } from "@/shared/routes";

type Deps = Pick<AppDeps, "db" | "mailer" | "config" | "logger">;

/**
 * The member's weekly reminder can be switched off from the mail without signing in: the link carries
 * an HMAC of the user id (never stored), like the landing subscribers' unsubscribe link. The purpose
 * string differs, so one kind of token never works as the other.
 */
export const MEMBER_REMINDER_OFF_PAGE = paths.memberReminderOff;
export const MEMBER_REMINDER_OFF_API = "/api/member-reminders/unsubscribe";

export function memberReminderToken(secret: string, userId: string): string {
  const mac = createHmac("sha256", secret).update(`member-reminder-off:${userId}`).digest("base64url");
  return `${userId}.${mac}`;
}

function verifyMemberReminderToken(secret: string, token: string): string | null {
  const [id, mac, extra] = token.split(".");
  if (!id || !mac || extra !== undefined) return null;
  const expected = memberReminderToken(secret, id).split(".")[1]!;
  const a = Buffer.from(mac);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b) ? id : null;
}

/** The page the mail's visible link opens; it switches the reminder off with one click. */
export function memberReminderOffUrl(deps: Pick<Deps, "config">, userId: string): string {
  const token = memberReminderToken(deps.config.authSecret, userId);
  return `${deps.config.appUrl}${MEMBER_REMINDER_OFF_PAGE}?token=${encodeURIComponent(token)}`;
}

/** Sends a reminder to a member with the one-click unsubscribe headers (RFC 8058). */
export async function sendToMember(
  deps: Deps,
  member: { userId: string; email: string },
  mail: RenderedMail,
): Promise<void> {
  const token = memberReminderToken(deps.config.authSecret, member.userId);
  await deps.mailer.send({
    to: member.email,
    ...mail,
    headers: {
      "List-Unsubscribe": `<${deps.config.appUrl}${MEMBER_REMINDER_OFF_API}?token=${encodeURIComponent(token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}

/** One click, no sign-in: a valid token switches profiles.weekly_reminder off, however often it is used. */
export async function switchOffMemberReminder(
  deps: Pick<Deps, "db" | "config">,
  token: string,
): Promise<void> {
  const userId = verifyMemberReminderToken(deps.config.authSecret, token);
  if (!userId) throw new ApiError(400, "reminder_token_invalid", "This unsubscribe link is not valid.");
  await deps.db
    .updateTable("profiles")
    .set({ weekly_reminder: 0, updated_at: new Date().toISOString() })
    .where("id", "=", userId)
    .where("weekly_reminder", "=", 1)
    .execute();
}
