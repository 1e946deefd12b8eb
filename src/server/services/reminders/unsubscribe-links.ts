import { createHmac, timingSafeEqual } from "node:crypto";
import type { MailMessage } from "@/server/mail/mailer";
import type { RenderedMail } from "@/server/mail/templates/reminder-mails";
import type { ServiceDeps } from "@/server/services/service-deps";

/**
 * One-click unsubscribe links that need no sign-in and store nothing: the token is the id plus an HMAC
 * of it under a purpose, so a landing subscriber's token never works for a member's reminder and back.
 */
export type UnsubscribeKind = {
  /** Mixed into the HMAC: what the token may switch off. */
  purpose: string;
  /** The client page the mail's visible link opens (it calls the API once, so scanners change nothing). */
  page: string;
  /** The API a mail client POSTs to for RFC 8058 one-click unsubscribe. */
  api: string;
};

type Deps = Pick<ServiceDeps, "config">;

function signedToken(secret: string, purpose: string, id: string): string {
  return `${id}.${createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url")}`;
}

/** The id a token was made for, or null when it is malformed or forged. */
export function verifyUnsubscribeToken(deps: Deps, kind: UnsubscribeKind, token: string): string | null {
  const [id, mac, extra] = token.split(".");
  if (!id || !mac || extra !== undefined) return null;
  const expected = signedToken(deps.config.authSecret, kind.purpose, id).split(".")[1]!;
  const a = Buffer.from(mac);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b) ? id : null;
}

/** The link for the mail's text. */
export function unsubscribePageUrl(deps: Deps, kind: UnsubscribeKind, id: string): string {
  const token = signedToken(deps.config.authSecret, kind.purpose, id);
  return `${deps.config.appUrl}${kind.page}?token=${encodeURIComponent(token)}`;
}

/** A mail to `to` with the one-click unsubscribe headers (RFC 8058). */
export function withUnsubscribeHeaders(
  deps: Deps,
  kind: UnsubscribeKind,
  recipient: { id: string; email: string },
  mail: RenderedMail,
): MailMessage {
  const token = signedToken(deps.config.authSecret, kind.purpose, recipient.id);
  return {
    to: recipient.email,
    ...mail,
    headers: {
      "List-Unsubscribe": `<${deps.config.appUrl}${kind.api}?token=${encodeURIComponent(token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
