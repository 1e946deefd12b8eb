import { createHash, randomBytes, randomUUID } from "node:crypto";
import { currentTime } from "@/server/clock";
import type { ReminderSubscriptionTable } from "@/server/db/tables/public-forms";
import {
  type RenderedMail,
  reminderAlreadySubscribedMail,
  reminderConfirmMail,
  reminderWelcomeMail,
} from "@/server/mail/templates/reminder-mails";
import { InvalidInputError, RateLimitedError } from "@/server/services/errors";
import { consumeRateLimits, type RateLimitRule } from "@/server/services/reminders/form-rate-limit";
import {
  type UnsubscribeKind,
  unsubscribePageUrl,
  verifyUnsubscribeToken,
  withUnsubscribeHeaders,
} from "@/server/services/reminders/unsubscribe-links";
import type { ServiceDeps } from "@/server/services/service-deps";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@/shared/languages";
import { REMINDER_CONFIRM_HOURS, REMINDER_CONSENT_VERSION } from "@/shared/public-forms";
import { apiPaths, paths } from "@/shared/routes";

type Deps = Pick<ServiceDeps, "db" | "mailer" | "config" | "logger">;

const HOUR = 60 * 60 * 1000;
export const REMINDER_LIMITS = {
  perEmail: { max: 3, windowMs: HOUR } satisfies RateLimitRule,
  perIp: { max: 10, windowMs: HOUR } satisfies RateLimitRule,
};

/** Client pages the mail links open; they call the API, so link scanners that only fetch change nothing. */
export const REMINDER_CONFIRM_PAGE = paths.reminderConfirm;

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Landing subscribers' links: the token is derived from the subscription id, so it is never stored. */
export const SUBSCRIBER_UNSUBSCRIBE: UnsubscribeKind = {
  purpose: "reminder-unsubscribe",
  page: paths.reminderUnsubscribe,
  api: apiPaths.reminderUnsubscribe,
};

export function unsubscribeUrl(deps: Deps, subscriptionId: string): string {
  return unsubscribePageUrl(deps, SUBSCRIBER_UNSUBSCRIBE, subscriptionId);
}

/** Sends a mail to a subscriber with the unsubscribe link's one-click headers (RFC 8058). */
export async function sendToSubscriber(
  deps: Deps,
  subscription: Pick<ReminderSubscriptionTable, "id" | "email">,
  mail: RenderedMail,
): Promise<void> {
  await deps.mailer.send(withUnsubscribeHeaders(deps, SUBSCRIBER_UNSUBSCRIBE, subscription, mail));
}

function languageOf(row: Pick<ReminderSubscriptionTable, "language">): Language {
  return isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
}

/**
 * Starts (or restarts) a double opt-in. Always answers the same way, so the form never reveals
 * whether an address is already known; only the mailbox owner learns it, from the mail.
 */
export async function requestReminderSubscription(
  deps: Deps,
  input: { email: string; language: Language; ip: string | undefined },
): Promise<void> {
  const limits = [{ identifier: `reminder_email:${input.email}`, rule: REMINDER_LIMITS.perEmail }];
  if (input.ip && deps.config.ipRateLimit) {
    limits.push({ identifier: `reminder_ip:${input.ip}`, rule: REMINDER_LIMITS.perIp });
  }
  if (!(await consumeRateLimits(deps, limits))) {
    throw new RateLimitedError("Too many sign-up attempts. Please try again later.");
  }

  const now = currentTime();
  const existing = await deps.db
    .selectFrom("reminder_subscriptions")
    .selectAll()
    .where("email", "=", input.email)
    .executeTakeFirst();

  if (existing?.status === "confirmed") {
    await sendToSubscriber(
      deps,
      existing,
      reminderAlreadySubscribedMail({
        language: languageOf(existing),
        unsubscribeUrl: unsubscribeUrl(deps, existing.id),
      }),
    );
    return;
  }

  const token = randomBytes(32).toString("base64url");
  const fields = {
    language: input.language,
    status: "pending" as const,
    confirm_token_hash: sha256(token),
    confirm_expires_at: new Date(now.getTime() + REMINDER_CONFIRM_HOURS * HOUR).toISOString(),
    consent_text_version: REMINDER_CONSENT_VERSION,
    updated_at: now.toISOString(),
  };
  if (existing) {
    await deps.db.updateTable("reminder_subscriptions").set(fields).where("id", "=", existing.id).execute();
  } else {
    await deps.db
      .insertInto("reminder_subscriptions")
      .values({
        id: randomUUID(),
        email: input.email,
        created_at: now.toISOString(),
        confirmed_at: null,
        unsubscribed_at: null,
        ...fields,
      })
      // Two sign-ups racing for one address: the second simply refreshes the token.
      .onConflict((oc) => oc.column("email").doUpdateSet(fields))
      .execute();
  }
  const mail = reminderConfirmMail({
    language: input.language,
    confirmUrl: `${deps.config.appUrl}${REMINDER_CONFIRM_PAGE}?token=${encodeURIComponent(token)}`,
    validHours: REMINDER_CONFIRM_HOURS,
  });
  await deps.mailer.send({ to: input.email, ...mail });
}

/**
 * Confirms a pending subscription. Opening the link twice is fine (the second answer is the same);
 * an unknown or expired token is a clear error.
 */
export async function confirmReminderSubscription(
  deps: Deps,
  token: string,
): Promise<{ language: Language }> {
  const row = await deps.db
    .selectFrom("reminder_subscriptions")
    .selectAll()
    .where("confirm_token_hash", "=", sha256(token))
    .executeTakeFirst();
  if (!row || row.status === "unsubscribed") {
    throw new InvalidInputError("This confirmation link is not valid.", { code: "reminder_token_invalid" });
  }
  if (row.status === "confirmed") return { language: languageOf(row) };
  if (!row.confirm_expires_at || row.confirm_expires_at < currentTime().toISOString()) {
    throw new InvalidInputError("This confirmation link has expired.", { code: "reminder_token_expired" });
  }
  const now = currentTime().toISOString();
  const updated = await deps.db
    .updateTable("reminder_subscriptions")
    .set({ status: "confirmed", confirmed_at: now, updated_at: now })
    .where("id", "=", row.id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) {
    await sendToSubscriber(
      deps,
      row,
      reminderWelcomeMail({
        language: languageOf(row),
        startUrl: `${deps.config.appUrl}${paths.home}`,
        unsubscribeUrl: unsubscribeUrl(deps, row.id),
      }),
    ).catch((err) => deps.logger.error({ err }, "reminder welcome mail failed"));
  }
  return { language: languageOf(row) };
}

/** One click, no sign-in: a valid token always ends the subscription, however often it is used. */
export async function unsubscribeReminders(deps: Deps, token: string): Promise<void> {
  const id = verifyUnsubscribeToken(deps, SUBSCRIBER_UNSUBSCRIBE, token);
  if (!id) {
    throw new InvalidInputError("This unsubscribe link is not valid.", { code: "reminder_token_invalid" });
  }
  const now = currentTime().toISOString();
  await deps.db
    .updateTable("reminder_subscriptions")
    .set({ status: "unsubscribed", unsubscribed_at: now, updated_at: now, confirm_token_hash: null })
    .where("id", "=", id)
    .where("status", "!=", "unsubscribed")
    .execute();
}
