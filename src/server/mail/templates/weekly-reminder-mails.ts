import {
  linksInMailLanguage,
  projectLine,
  type RenderedMail,
  renderMail,
  subscriberFooter,
} from "@/server/mail/templates/reminder-mails";
import type { Language } from "@/shared/languages";

/** The weekly mails of the scheduled jobs: a member's next week, and the landing subscribers' reminder. */
const copy = {
  de: {
    memberSubject: (week: number, title: string) => `Deine Woche ${week} ist bereit: ${title}`,
    greeting: (name: string) => (name ? `Hallo ${name},` : "Hallo,"),
    memberReady: (week: number, title: string) =>
      `deine nächste Woche der Purpose Journey ist jetzt empfohlen: Woche ${week} – ${title}.`,
    memberPace: "Nimm dir in den nächsten Tagen eine ruhige halbe Stunde dafür – ganz in deinem Tempo.",
    memberButton: (week: number) => `Woche ${week} öffnen`,
    memberWhy: (profileUrl: string) =>
      `Du bekommst diese E-Mail, weil du in deinem Profil die wöchentliche Erinnerung eingeschaltet hast. Dort kannst du sie jederzeit ausschalten: ${profileUrl}`,
    memberOff: (url: string) => `Oder ohne Anmeldung mit einem Klick abbestellen: ${url}`,
    subscriberImpulseSubject: (title: string) => `Deine wöchentliche Erinnerung: ${title}`,
    subscriberImpulseIntro:
      "Hier ist deine wöchentliche Erinnerung an deine Purpose Journey – mit dem Impuls dieser Woche:",
    subscriberSubject: "Zeit für dich: deine Purpose Journey",
    subscriberIntro:
      "Hier ist deine wöchentliche Erinnerung: Nimm dir diese Woche ein wenig Zeit für dich und für die Frage, was dich trägt.",
    subscriberInvite:
      "Ob du gerade erst anfängst oder mittendrin bist – 20 ruhige Minuten reichen, um mit Woche 1 zu beginnen oder dort weiterzumachen, wo du aufgehört hast.",
    subscriberButton: "Zur Purpose Journey",
  },
  en: {
    memberSubject: (week: number, title: string) => `Your week ${week} is ready: ${title}`,
    greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
    memberReady: (week: number, title: string) =>
      `the next week of your Purpose Journey is now recommended: week ${week} – ${title}.`,
    memberPace: "Take a quiet half hour for it in the next few days – entirely at your own pace.",
    memberButton: (week: number) => `Open week ${week}`,
    memberWhy: (profileUrl: string) =>
      `You receive this e-mail because you switched on the weekly reminder in your profile. You can switch it off there at any time: ${profileUrl}`,
    memberOff: (url: string) => `Or unsubscribe with one click, without signing in: ${url}`,
    subscriberImpulseSubject: (title: string) => `Your weekly reminder: ${title}`,
    subscriberImpulseIntro:
      "Here is your weekly reminder of your Purpose Journey – with this week's impulse:",
    subscriberSubject: "Time for you: your Purpose Journey",
    subscriberIntro:
      "Here is your weekly reminder: take a little time for yourself this week, and for the question of what carries you.",
    subscriberInvite:
      "Whether you are just starting or somewhere in the middle – 20 quiet minutes are enough to begin week 1 or to continue where you left off.",
    subscriberButton: "Go to Purpose Journey",
  },
} as const;

/** A member's next journey week is recommended from now on; sent once per user and week. */
export const memberWeekReadyMail = linksInMailLanguage(function memberWeekReadyMail(input: {
  language: Language;
  name: string;
  week: number;
  weekTitle: string;
  tagline: string;
  weekUrl: string;
  profileUrl: string;
  offUrl: string;
}): RenderedMail {
  const c = copy[input.language];
  return renderMail({
    language: input.language,
    subject: c.memberSubject(input.week, input.weekTitle),
    paragraphs: [
      c.greeting(input.name),
      c.memberReady(input.week, input.weekTitle),
      input.tagline,
      c.memberPace,
    ],
    button: { label: c.memberButton(input.week), url: input.weekUrl },
    footer: [c.memberWhy(input.profileUrl), c.memberOff(input.offUrl), projectLine(input.language)],
  });
});

/** The weekly mail to a landing subscriber: this week's impulse if there is one, else an invitation. */
export const subscriberWeeklyMail = linksInMailLanguage(function subscriberWeeklyMail(input: {
  language: Language;
  impulse: { title: string; content: string } | null;
  startUrl: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const c = copy[input.language];
  const { impulse } = input;
  return renderMail({
    language: input.language,
    subject: impulse ? c.subscriberImpulseSubject(impulse.title) : c.subscriberSubject,
    paragraphs: impulse
      ? [c.subscriberImpulseIntro, impulse.title, impulse.content, c.subscriberInvite]
      : [c.subscriberIntro, c.subscriberInvite],
    button: { label: c.subscriberButton, url: input.startUrl },
    footer: subscriberFooter(input.language, input.unsubscribeUrl),
  });
});
