import type { CrisisHelpline, Localized } from "@/content/journey-types";
import { DEFAULT_LANGUAGE, isLanguage } from "@/shared/languages";

/** Spec section 9: the helplines shown in the week 1 crisis dialog, per language. */
export const crisisHelplines: Localized<CrisisHelpline[]> = {
  de: [
    {
      number: "0800 111 01 11",
      name: "TelefonSeelsorge",
      description: "Kostenlos, anonym und rund um die Uhr erreichbar.",
    },
    {
      number: "0800 111 02 22",
      name: "TelefonSeelsorge",
      description: "Kostenlos, anonym und rund um die Uhr erreichbar.",
    },
    {
      number: "116 123",
      name: "Telefonseelsorge (europaweite Nummer)",
      description: "Kostenlos und anonym – jemand hört dir zu.",
    },
  ],
  en: [
    {
      number: "988",
      region: "US",
      name: "988 Suicide & Crisis Lifeline (US)",
      description: "Free and confidential, 24 hours a day – call or text.",
    },
    {
      number: "116 123",
      region: "EU",
      name: "Emotional support line (EU)",
      description: "Free and confidential – someone will listen.",
    },
  ],
};

/** The number as a tel: link target: digits only. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}

/** The numbers of a language as one phrase for running text: "A, B oder C" / "A (US) or B (EU)". */
export function helplineNumbers(language: string): string {
  const numbers = crisisHelplines[isLanguage(language) ? language : DEFAULT_LANGUAGE].map((h) =>
    h.region ? `${h.number} (${h.region})` : h.number,
  );
  const or = language === "en" ? "or" : "oder";
  return numbers.length > 1
    ? `${numbers.slice(0, -1).join(", ")} ${or} ${numbers.at(-1)}`
    : (numbers[0] ?? "");
}
