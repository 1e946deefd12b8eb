import { projectLine, type RenderedMail, renderMail } from "@/server/mail/templates/reminder-mails";
import type { Language } from "@/shared/languages";
import type { NotificationKind } from "@/shared/notification-kinds";

/** One notification as a mail line: what happened, where, and the words it is about. */
export type MailNotification = {
  kind: NotificationKind;
  actorName: string | null;
  postTitle: string | null;
  excerpt: string | null;
  url: string;
};

const copy = {
  de: {
    greeting: (name: string) => (name ? `Hallo ${name},` : "Hallo,"),
    someone: "Jemand",
    line: {
      post_comment: (who: string, title: string) => `${who} hat deinen Beitrag „${title}“ kommentiert.`,
      thread_reply: (who: string, title: string) =>
        `${who} hat im Beitrag „${title}“ geantwortet, den du kommentiert hast.`,
      report_handled: () => "Deine Meldung wurde bearbeitet. Danke, dass du auf die Community achtest.",
      announcement: () => "Das Team hat eine neue Ankündigung veröffentlicht.",
      badge: () => "Du hast das Absolventen-Abzeichen erhalten. Herzlichen Glückwunsch!",
    },
    kindName: {
      post_comment: "Kommentare zu deinen Beiträgen",
      thread_reply: "Antworten in Beiträgen, die du kommentiert hast",
      report_handled: "Bearbeitete Meldungen",
      announcement: "Ankündigungen",
      badge: "Abzeichen",
    },
    instantSubject: (line: string) => line,
    open: "Ansehen",
    summarySubject: (n: number) =>
      n === 1 ? "Deine Zusammenfassung: 1 Neuigkeit" : `Deine Zusammenfassung: ${n} Neuigkeiten`,
    summaryIntro: "das ist seit gestern in der Community passiert:",
    summaryButton: "Alle Benachrichtigungen",
    why: (profileUrl: string) =>
      `Du bekommst diese E-Mail wegen deiner Einstellungen für Benachrichtigungen. Ändern kannst du sie in deinem Profil: ${profileUrl}`,
    off: (kind: string, url: string) => `${kind} ohne Anmeldung mit einem Klick abbestellen: ${url}`,
  },
  en: {
    greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
    someone: "Someone",
    line: {
      post_comment: (who: string, title: string) => `${who} commented on your post “${title}”.`,
      thread_reply: (who: string, title: string) => `${who} replied in the post “${title}” you commented on.`,
      report_handled: () => "Your report was handled. Thank you for looking after the community.",
      announcement: () => "The team published a new announcement.",
      badge: () => "You received the graduate badge. Congratulations!",
    },
    kindName: {
      post_comment: "Comments on your posts",
      thread_reply: "Replies in posts you commented on",
      report_handled: "Handled reports",
      announcement: "Announcements",
      badge: "Badges",
    },
    instantSubject: (line: string) => line,
    open: "View",
    summarySubject: (n: number) =>
      n === 1 ? "Your summary: 1 new notification" : `Your summary: ${n} new notifications`,
    summaryIntro: "this is what happened in the community since yesterday:",
    summaryButton: "All notifications",
    why: (profileUrl: string) =>
      `You receive this e-mail because of your notification settings. You can change them in your profile: ${profileUrl}`,
    off: (kind: string, url: string) =>
      `Unsubscribe from ${kind.toLowerCase()} with one click, without signing in: ${url}`,
  },
} as const;

function lineOf(language: Language, item: MailNotification): string {
  const c = copy[language];
  return c.line[item.kind](item.actorName ?? c.someone, item.postTitle ?? "");
}

/** One notification by mail ("Sofort"). */
export function instantNotificationMail(input: {
  language: Language;
  name: string;
  item: MailNotification;
  profileUrl: string;
  offUrl: string;
}): RenderedMail {
  const c = copy[input.language];
  const line = lineOf(input.language, input.item);
  return renderMail({
    language: input.language,
    subject: c.instantSubject(line),
    paragraphs: [c.greeting(input.name), line, ...(input.item.excerpt ? [`„${input.item.excerpt}“`] : [])],
    button: { label: c.open, url: input.item.url },
    footer: [
      c.why(input.profileUrl),
      c.off(c.kindName[input.item.kind], input.offUrl),
      projectLine(input.language),
    ],
  });
}

/** The daily summary ("Tägliche Zusammenfassung"): every new notification of the kinds chosen daily. */
export function dailySummaryMail(input: {
  language: Language;
  name: string;
  items: MailNotification[];
  notificationsUrl: string;
  profileUrl: string;
  offUrls: Array<{ kind: NotificationKind; url: string }>;
}): RenderedMail {
  const c = copy[input.language];
  return renderMail({
    language: input.language,
    subject: c.summarySubject(input.items.length),
    paragraphs: [
      c.greeting(input.name),
      c.summaryIntro,
      ...input.items.map((item) =>
        [lineOf(input.language, item), item.excerpt ? `„${item.excerpt}“` : null, item.url]
          .filter(Boolean)
          .join("\n"),
      ),
    ],
    button: { label: c.summaryButton, url: input.notificationsUrl },
    footer: [
      c.why(input.profileUrl),
      ...input.offUrls.map((off) => c.off(c.kindName[off.kind], off.url)),
      projectLine(input.language),
    ],
  });
}
