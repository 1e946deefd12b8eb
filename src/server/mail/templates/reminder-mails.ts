import { weekTitles } from "@/content/week-titles";
import { escapeHtml } from "@/server/mail/templates/mail-layout";
import { type Language, linkInLanguage } from "@/shared/languages";

export type RenderedMail = { subject: string; text: string; html: string };

type WithLinks = { language: Language };

/** Every `…Url` of a mail's input opens in the mail's language (linkInLanguage), whatever the device chose. */
export function linksInMailLanguage<I extends WithLinks, R>(template: (input: I) => R): (input: I) => R {
  return (input) => {
    const localized = { ...input };
    for (const [key, value] of Object.entries(input)) {
      if (key.endsWith("Url") && typeof value === "string") {
        (localized as Record<string, unknown>)[key] = linkInLanguage(value, input.language);
      }
    }
    return template(localized);
  };
}

/** A calm, single-column HTML mail with a plain-text twin; `paragraphs` are plain text, escaped here. */
export function renderMail(input: {
  language: Language;
  subject: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  footer: string[];
}): RenderedMail {
  const { subject, paragraphs, button, footer } = input;
  const p = (text: string) =>
    `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
  const html = [
    `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#faf7f2;color:#1f2a2e;font-family:Inter,Arial,sans-serif;font-size:16px">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #ddd3c4;border-radius:16px;padding:28px">',
    '<p style="margin:0 0 20px;font-family:Georgia,serif;font-size:20px;color:#2f6f6a">Purpose Journey</p>',
    ...paragraphs.map(p),
    button
      ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#2f6f6a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:600">${escapeHtml(button.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#5b6669;word-break:break-all">${escapeHtml(button.url)}</p>`
      : "",
    '<hr style="border:none;border-top:1px solid #ddd3c4;margin:24px 0">',
    ...footer.map(
      (line) =>
        `<p style="margin:0 0 8px;font-size:13px;color:#5b6669;line-height:1.5">${linkify(escapeHtml(line))}</p>`,
    ),
    "</div></body></html>",
  ].join("");
  const text = [...paragraphs, ...(button ? [`${button.label}:\n${button.url}`] : []), "—", ...footer].join(
    "\n\n",
  );
  return { subject, text, html };
}

function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:#2f6f6a">${url}</a>`);
}

const copy = {
  de: {
    confirmSubject: "Bitte bestätige deine Anmeldung zu den Erinnerungen",
    confirmIntro:
      "Schön, dass du dabei sein möchtest! Du hast dich bei Purpose Journey für E-Mail-Erinnerungen angemeldet.",
    confirmAsk:
      "Bitte bestätige mit einem Klick, dass diese Adresse dir gehört. Erst dann schicken wir dir Erinnerungen.",
    confirmButton: "Anmeldung bestätigen",
    confirmValid: (hours: number) => `Der Link ist ${hours} Stunden gültig.`,
    confirmIgnore:
      "Du hast dich nicht angemeldet? Dann ignoriere diese E-Mail einfach – ohne Bestätigung bekommst du keine weiteren Nachrichten von uns.",
    welcomeSubject: "Du bist angemeldet – deine Purpose Journey wartet",
    welcomeIntro:
      "Danke für deine Bestätigung. Ab jetzt erinnern wir dich behutsam daran, dir Zeit für deine Purpose Journey zu nehmen – höchstens einmal pro Woche.",
    welcomeStart: `Wenn du magst, fang gleich mit Woche 1 an: ${weekTitles.de[1].title}. 20 ruhige Minuten reichen für den Anfang.`,
    welcomeButton: "Zur Purpose Journey",
    againSubject: "Du bist bereits für die Erinnerungen angemeldet",
    againIntro:
      "Jemand (vermutlich du) wollte diese Adresse noch einmal für unsere Erinnerungen anmelden. Du bist bereits dabei – es ändert sich nichts.",
    unsubscribeLine: (url: string) => `Keine Erinnerungen mehr? Mit einem Klick abmelden: ${url}`,
    why: "Du bekommst diese E-Mail, weil du dich auf der Startseite von Purpose Journey für Erinnerungen angemeldet hast.",
    project: "Purpose Journey ist ein nicht-kommerzielles Projekt in der Testphase.",
  },
  en: {
    confirmSubject: "Please confirm your reminder sign-up",
    confirmIntro: "Lovely that you want to join! You signed up for e-mail reminders from Purpose Journey.",
    confirmAsk:
      "Please confirm with one click that this address is yours. Only then will we send you reminders.",
    confirmButton: "Confirm sign-up",
    confirmValid: (hours: number) => `The link is valid for ${hours} hours.`,
    confirmIgnore:
      "Didn't sign up? Simply ignore this e-mail – without confirmation you won't hear from us again.",
    welcomeSubject: "You're signed up – your Purpose Journey is waiting",
    welcomeIntro:
      "Thank you for confirming. From now on we'll gently remind you to make time for your Purpose Journey – at most once a week.",
    welcomeStart: `If you like, start right away with week 1: ${weekTitles.en[1].title}. 20 quiet minutes are enough to begin.`,
    welcomeButton: "Go to Purpose Journey",
    againSubject: "You're already signed up for reminders",
    againIntro:
      "Someone (probably you) tried to sign this address up for our reminders again. You're already on the list – nothing changes.",
    unsubscribeLine: (url: string) => `No more reminders? Unsubscribe with one click: ${url}`,
    why: "You receive this e-mail because you signed up for reminders on the Purpose Journey home page.",
    project: "Purpose Journey is a non-commercial project in its test phase.",
  },
} as const;

export const reminderConfirmMail = linksInMailLanguage(function reminderConfirmMail(input: {
  language: Language;
  confirmUrl: string;
  validHours: number;
}): RenderedMail {
  const c = copy[input.language];
  return renderMail({
    language: input.language,
    subject: c.confirmSubject,
    paragraphs: [c.confirmIntro, c.confirmAsk],
    button: { label: c.confirmButton, url: input.confirmUrl },
    footer: [c.confirmValid(input.validHours), c.confirmIgnore, c.project],
  });
});

/** Every mail to a confirmed subscriber ends with the one-click unsubscribe link. */
export const reminderWelcomeMail = linksInMailLanguage(function reminderWelcomeMail(input: {
  language: Language;
  startUrl: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const c = copy[input.language];
  return renderMail({
    language: input.language,
    subject: c.welcomeSubject,
    paragraphs: [c.welcomeIntro, c.welcomeStart],
    button: { label: c.welcomeButton, url: input.startUrl },
    footer: subscriberFooter(input.language, input.unsubscribeUrl),
  });
});

export const reminderAlreadySubscribedMail = linksInMailLanguage(
  function reminderAlreadySubscribedMail(input: {
    language: Language;
    unsubscribeUrl: string;
  }): RenderedMail {
    const c = copy[input.language];
    return renderMail({
      language: input.language,
      subject: c.againSubject,
      paragraphs: [c.againIntro],
      footer: subscriberFooter(input.language, input.unsubscribeUrl),
    });
  },
);

/** The last line of every reminder mail. */
export function projectLine(language: Language): string {
  return copy[language].project;
}

/** The footer every mail to a confirmed landing subscriber ends with (why, one-click unsubscribe, project). */
export function subscriberFooter(language: Language, unsubscribeUrl: string): string[] {
  const c = copy[language];
  return [c.why, c.unsubscribeLine(unsubscribeUrl), c.project];
}
