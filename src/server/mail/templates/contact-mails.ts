import { type RenderedMail, renderMail } from "@/server/mail/templates/reminder-mails";
import { cleanName } from "@/shared/text-rules";

/** The operator's copy of a contact message; name and message are the sender's words, escaped in HTML. */
export function contactOperatorMail(input: {
  name: string;
  email: string;
  message: string;
  language: string;
  receivedAt: string;
  id: string;
}): RenderedMail {
  // The schema cleans the name already; here again, so a line break can never fake a header-like line.
  const name = cleanName(input.name);
  const subject = `Kontaktanfrage von ${name.slice(0, 80)}`;
  return renderMail({
    language: "de",
    subject,
    paragraphs: [
      `Neue Nachricht über das Kontaktformular (Sprache der Seite: ${input.language}).`,
      `Name: ${name}\nE-Mail: ${input.email}\nEingegangen: ${input.receivedAt}`,
      input.message,
    ],
    footer: [
      "Antworte direkt auf diese E-Mail, um der Person zu antworten. Versprochen ist eine Antwort innerhalb von 1–3 Werktagen.",
      `Nachrichten-ID: ${input.id}`,
    ],
  });
}
