import { build, type Copy } from "@/server/mail/templates/auth-mails";
import type { Language } from "@/shared/languages";
import { GRADUATE_DOWNLOAD_ANCHOR, paths } from "@/shared/routes";

/**
 * The mail a member gets when completing week 5 made them a graduate (decision 190): what
 * happened, what the badge opens, and a link straight to the download on the dashboard.
 */
export function graduationMail(input: { to: string; name: string; language: Language; appUrl: string }) {
  const copy: Copy =
    input.language === "en"
      ? {
          subject: "Congratulations – you have completed your Purpose Journey",
          paragraphs: [
            "Congratulations! You have completed all five weeks of your Purpose Journey and are now a graduate.",
            "As a graduate you can download your reflection questions – on their own or together with your own answers – as a document to print or keep. You find it on your dashboard.",
          ],
          action: "Open the download",
          footer:
            "You receive this e-mail once, because you completed the fifth week of your Purpose Journey.",
        }
      : {
          subject: "Glückwunsch – du hast deine Purpose Journey abgeschlossen",
          paragraphs: [
            "Glückwunsch! Du hast alle fünf Wochen deiner Purpose Journey abgeschlossen und bist jetzt Absolvent*in.",
            "Als Absolvent*in kannst du deine Reflexionsfragen herunterladen – allein oder zusammen mit deinen eigenen Antworten – als Dokument zum Ausdrucken oder Aufbewahren. Du findest es auf deinem Dashboard.",
          ],
          action: "Zum Download",
          footer:
            "Du bekommst diese E-Mail einmal, weil du die fünfte Woche deiner Purpose Journey abgeschlossen hast.",
        };
  return build(
    input.to,
    input.language,
    input.name,
    copy,
    `${input.appUrl}${paths.dashboard}#${GRADUATE_DOWNLOAD_ANCHOR}`,
  );
}
