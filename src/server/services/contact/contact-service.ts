import { randomUUID } from "node:crypto";
import { currentTime } from "@/server/clock";
import { contactOperatorMail } from "@/server/mail/templates/contact-mails";
import { RateLimitedError } from "@/server/services/errors";
import { consumeRateLimits, type RateLimitRule } from "@/server/services/reminders/form-rate-limit";
import type { ServiceDeps } from "@/server/services/service-deps";
import type { Language } from "@/shared/languages";

type Deps = Pick<ServiceDeps, "db" | "mailer" | "config" | "logger">;

const HOUR = 60 * 60 * 1000;
export const CONTACT_LIMITS = {
  perEmail: { max: 3, windowMs: HOUR } satisfies RateLimitRule,
  perIp: { max: 5, windowMs: HOUR } satisfies RateLimitRule,
};

/** The per-address limit's key; account deletion clears it with the account. */
export const contactEmailLimitKey = (email: string) => `contact_email:${email}`;

/**
 * Stores a contact message and forwards it to the operator (Reply-To: the sender). The sender gets no
 * automatic mail, so the form cannot be used to send mail to strangers.
 */
export async function submitContactMessage(
  deps: Deps,
  input: {
    name: string;
    email: string;
    message: string;
    language: Language;
    userId: string | null;
    ip: string | undefined;
  },
): Promise<{ id: string }> {
  const limits = [{ identifier: contactEmailLimitKey(input.email), rule: CONTACT_LIMITS.perEmail }];
  if (input.ip && deps.config.ipRateLimit) {
    limits.push({ identifier: `contact_ip:${input.ip}`, rule: CONTACT_LIMITS.perIp });
  }
  if (!(await consumeRateLimits(deps, limits))) {
    throw new RateLimitedError("Too many messages. Please try again later.");
  }
  const id = randomUUID();
  const receivedAt = currentTime().toISOString();
  await deps.db
    .insertInto("contact_messages")
    .values({
      id,
      name: input.name,
      email: input.email,
      message: input.message,
      language: input.language,
      user_id: input.userId,
      created_at: receivedAt,
      forwarded_at: null,
    })
    .execute();

  const operatorEmail = deps.config.operator.email;
  if (!operatorEmail) {
    deps.logger.warn({ id }, "contact message stored; OPERATOR_EMAIL is not set, so it was not forwarded");
    return { id };
  }
  try {
    const mail = contactOperatorMail({ ...input, receivedAt, id });
    await deps.mailer.send({ to: operatorEmail, replyTo: input.email, ...mail });
    await deps.db
      .updateTable("contact_messages")
      .set({ forwarded_at: currentTime().toISOString() })
      .where("id", "=", id)
      .execute();
  } catch (err) {
    // The message is safely stored; the operator can still read it even if the mail server hiccups.
    deps.logger.error({ err, id }, "contact message stored but forwarding mail failed");
  }
  return { id };
}
