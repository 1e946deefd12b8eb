import { build, type Copy } from "@/server/mail/templates/auth-mails";
import type { Language } from "@/shared/languages";
import { paths } from "@/shared/routes";
import type { DeviceName } from "@/shared/user-agent";

/**
 * Notices about the account's security (decision 173): a sign-in from a device this account has not
 * used before, and two-factor sign-in switched on or off; wrong codes after a right password
 * (decision 252). Each says what happened, where and when, and what to do if it was not the member.
 */
type Notice = { to: string; name: string; language: Language; appUrl: string; at: Date; timeZone: string };

function when(at: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "de-DE", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone,
  }).format(at);
}

function deviceText(device: DeviceName, language: Language): string {
  const unknownBrowser = language === "en" ? "an unknown browser" : "ein unbekannter Browser";
  const unknownSystem = language === "en" ? "an unknown system" : "ein unbekanntes System";
  const on = language === "en" ? "on" : "auf";
  return `${device.browser ?? unknownBrowser} ${on} ${device.system ?? unknownSystem}`;
}

const notMe = (language: Language) =>
  language === "en"
    ? "If this was not you: change your password on your profile right away (this signs out every other device), or reset it with “Forgot password?” on the sign-in page. Then switch on two-factor sign-in and check “Your devices” on your profile."
    : "Warst du das nicht? Ändere sofort dein Passwort in deinem Profil (dabei werden alle anderen Geräte abgemeldet) oder setze es auf der Anmeldeseite über „Passwort vergessen?“ zurück. Schalte danach die Zwei-Faktor-Anmeldung ein und prüfe „Deine Geräte“ in deinem Profil.";

const footer = (language: Language) =>
  language === "en"
    ? "We send this notice for your account's safety; it cannot be switched off."
    : "Diesen Hinweis schicken wir zur Sicherheit deines Kontos; er lässt sich nicht abbestellen.";

export function newDeviceMail(input: Notice & { device: DeviceName }) {
  const time = when(input.at, input.language, input.timeZone);
  const device = deviceText(input.device, input.language);
  const copy: Copy =
    input.language === "en"
      ? {
          subject: "New sign-in to your Purpose Journey account",
          paragraphs: [
            `Your account was just signed in on a device it has not used before: ${device}, on ${time}.`,
            "If this was you, there is nothing to do.",
            notMe("en"),
          ],
          action: "Open your profile",
          footer: footer("en"),
        }
      : {
          subject: "Neue Anmeldung bei deinem Purpose-Journey-Konto",
          paragraphs: [
            `Dein Konto wurde gerade auf einem Gerät angemeldet, das es bisher nicht genutzt hat: ${device}, am ${time}.`,
            "Warst du das, ist nichts weiter zu tun.",
            notMe("de"),
          ],
          action: "Zu deinem Profil",
          footer: footer("de"),
        };
  return build(input.to, input.language, input.name, copy, `${input.appUrl}${paths.profile}`);
}

export function twoFactorChangedMail(input: Notice & { enabled: boolean }) {
  const time = when(input.at, input.language, input.timeZone);
  const en = input.language === "en";
  const copy: Copy = input.enabled
    ? en
      ? {
          subject: "Two-factor sign-in is now on",
          paragraphs: [
            `Two-factor sign-in was switched on for your account on ${time}. From now on, signing in asks for a code from your authenticator app (or one of your backup codes) after your password. Your other devices were signed out.`,
            "Keep your backup codes somewhere safe: they let you in if you lose your phone.",
            notMe("en"),
          ],
          action: "Open your profile",
          footer: footer("en"),
        }
      : {
          subject: "Die Zwei-Faktor-Anmeldung ist jetzt eingeschaltet",
          paragraphs: [
            `Für dein Konto wurde am ${time} die Zwei-Faktor-Anmeldung eingeschaltet. Ab jetzt fragt die Anmeldung nach deinem Passwort auch nach einem Code aus deiner Authenticator-App (oder einem deiner Backup-Codes). Deine anderen Geräte wurden abgemeldet.`,
            "Bewahre deine Backup-Codes sicher auf: Mit ihnen kommst du auch ohne dein Handy in dein Konto.",
            notMe("de"),
          ],
          action: "Zu deinem Profil",
          footer: footer("de"),
        }
    : en
      ? {
          subject: "Two-factor sign-in was switched off",
          paragraphs: [
            `Two-factor sign-in was switched off for your account on ${time}. Signing in now needs only your password.`,
            notMe("en"),
          ],
          action: "Open your profile",
          footer: footer("en"),
        }
      : {
          subject: "Die Zwei-Faktor-Anmeldung wurde ausgeschaltet",
          paragraphs: [
            `Für dein Konto wurde am ${time} die Zwei-Faktor-Anmeldung ausgeschaltet. Zum Anmelden genügt jetzt wieder dein Passwort.`,
            notMe("de"),
          ],
          action: "Zu deinem Profil",
          footer: footer("de"),
        };
  return build(input.to, input.language, input.name, copy, `${input.appUrl}${paths.profile}`);
}

/**
 * Wrong codes after a right password (decision 252): the password is known to someone the second
 * factor has kept out so far. Says when and from what, and to change the password on the profile.
 */
export function codeGuessedMail(input: Notice & { device: DeviceName; failures: number }) {
  const time = when(input.at, input.language, input.timeZone);
  const device = deviceText(input.device, input.language);
  const copy: Copy =
    input.language === "en"
      ? {
          subject: "Someone knows your Purpose Journey password",
          paragraphs: [
            `Someone entered your correct password and then a wrong code for two-factor sign-in: ${input.failures} wrong codes in the last 24 hours, the latest on ${time} from ${device}. Without the right code they did not get in.`,
            "If it was you and you only mistyped the code, there is nothing to do.",
            "If it was not you, your password is known to someone else. Change it right away on your profile (this signs out every other device), or reset it with “Forgot password?” on the sign-in page. Until then, whoever has it can keep trying codes.",
          ],
          action: "Change your password",
          footer: footer("en"),
        }
      : {
          subject: "Jemand kennt dein Passwort für Purpose Journey",
          paragraphs: [
            `Jemand hat dein richtiges Passwort eingegeben und danach einen falschen Code für die Zwei-Faktor-Anmeldung: ${input.failures} falsche Codes in den letzten 24 Stunden, zuletzt am ${time} mit ${device}. Ohne den richtigen Code kam niemand in dein Konto.`,
            "Warst du das und hast dich nur beim Code vertippt, ist nichts weiter zu tun.",
            "Warst du das nicht, kennt jemand anderes dein Passwort. Ändere es sofort in deinem Profil (dabei werden alle anderen Geräte abgemeldet) oder setze es auf der Anmeldeseite über „Passwort vergessen?“ zurück. Bis dahin kann diese Person weiter Codes ausprobieren.",
          ],
          action: "Passwort ändern",
          footer: footer("de"),
        };
  return build(input.to, input.language, input.name, copy, `${input.appUrl}${paths.profile}`);
}
