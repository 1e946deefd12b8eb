import type { MailMessage } from "@/server/mail/mailer";
import { renderMailHtml, renderMailText } from "@/server/mail/templates/mail-layout";
import { RESET_TOKEN_TTL_HOURS } from "@/shared/auth-limits";
import { type Language, linkInLanguage } from "@/shared/languages";

export type Copy = {
  subject: string;
  paragraphs: string[];
  action?: string;
  /** Replaces the "if that was not you, ignore it" line (security notices say what to do instead). */
  footer?: string;
};

const greeting = (language: Language, name: string) =>
  language === "en" ? `Hello ${name},` : `Hallo ${name},`;

const footer = (language: Language) =>
  language === "en"
    ? "You receive this e-mail because someone used this address on Purpose Journey. If that was not you, you can ignore it."
    : "Du bekommst diese E-Mail, weil diese Adresse bei Purpose Journey verwendet wurde. Warst du das nicht, kannst du sie einfach ignorieren.";

export function build(to: string, language: Language, name: string, copy: Copy, url?: string): MailMessage {
  const content = {
    language,
    greeting: greeting(language, name),
    paragraphs: copy.paragraphs,
    action: copy.action && url ? { label: copy.action, url: linkInLanguage(url, language) } : undefined,
    footer: copy.footer ?? footer(language),
  };
  return { to, subject: copy.subject, text: renderMailText(content), html: renderMailHtml(content) };
}

export function resetPasswordMail(input: { to: string; name: string; language: Language; url: string }) {
  const copy: Copy =
    input.language === "en"
      ? {
          subject: "Reset your Purpose Journey password",
          paragraphs: [
            "You asked for a new password. Use the button below to choose one.",
            `The link works once and expires in ${RESET_TOKEN_TTL_HOURS === 1 ? "1 hour" : `${RESET_TOKEN_TTL_HOURS} hours`}.`,
          ],
          action: "Choose a new password",
        }
      : {
          subject: "Dein Passwort für Purpose Journey zurücksetzen",
          paragraphs: [
            "Du hast ein neues Passwort angefordert. Über den Button unten kannst du es festlegen.",
            `Der Link funktioniert einmal und ist ${RESET_TOKEN_TTL_HOURS === 1 ? "1 Stunde" : `${RESET_TOKEN_TTL_HOURS} Stunden`} lang gültig.`,
          ],
          action: "Neues Passwort festlegen",
        };
  return build(input.to, input.language, input.name, copy, input.url);
}

export function verifyEmailMail(input: { to: string; name: string; language: Language; url: string }) {
  const copy: Copy =
    input.language === "en"
      ? {
          subject: "Please confirm your e-mail address",
          paragraphs: ["Welcome to Purpose Journey! Please confirm your e-mail address so you can sign in."],
          action: "Confirm e-mail address",
        }
      : {
          subject: "Bitte bestätige deine E-Mail-Adresse",
          paragraphs: [
            "Willkommen bei Purpose Journey! Bitte bestätige deine E-Mail-Adresse, damit du dich anmelden kannst.",
          ],
          action: "E-Mail-Adresse bestätigen",
        };
  return build(input.to, input.language, input.name, copy, input.url);
}

/** Sent instead of a second account when someone registers an address that already has one. */
export function existingAccountMail(input: { to: string; name: string; language: Language; url: string }) {
  const copy: Copy =
    input.language === "en"
      ? {
          subject: "You already have a Purpose Journey account",
          paragraphs: [
            "Someone tried to register with this e-mail address, but you already have an account. You can sign in, or reset your password if you forgot it.",
          ],
          action: "Sign in",
        }
      : {
          subject: "Du hast schon ein Konto bei Purpose Journey",
          paragraphs: [
            "Jemand wollte sich mit dieser E-Mail-Adresse registrieren, aber du hast bereits ein Konto. Du kannst dich einfach anmelden oder dein Passwort zurücksetzen, falls du es vergessen hast.",
          ],
          action: "Zur Anmeldung",
        };
  return build(input.to, input.language, input.name, copy, input.url);
}
