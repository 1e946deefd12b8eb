import type { Language } from "@/shared/languages";

/**
 * Words the seeded rows are made of, German (with umlauts and ß, so sorting, folding and the search
 * see them) and English. Pieces are combined by the seeding's PRNG, so texts vary in length and
 * wording without a word list per table.
 */

export type Rng = () => number;

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

export const FIRST_NAMES = [
  "Jörg",
  "Özlem",
  "Zoë",
  "Björn",
  "Änne",
  "Jürgen",
  "Léa",
  "Günther",
  "Maria",
  "Jonas",
  "Sophie",
  "Lukas",
  "Anna",
  "Mehmet",
  "Fatma",
  "Paul",
  "Grete",
  "Sören",
] as const;
export const LAST_NAMES = [
  "Müller",
  "Schäfer",
  "Böhm",
  "Weiß",
  "Yılmaz",
  "Groß",
  "Köhler",
  "Krüger",
  "Schmidt",
  "Nguyen",
  "Hoffmann",
  "Öztürk",
  "Jäger",
  "Fuchs",
] as const;

const SENTENCES: Record<Language, readonly string[]> = {
  de: [
    "Rückblickend sehe ich, dass mich Aufgaben mit Menschen tragen.",
    "Am lebendigsten fühle ich mich, wenn ich etwas Neues ausprobiere.",
    "Mir fällt auf, dass ich oft zögere, bevor ich um Hilfe bitte.",
    "Die Gespräche mit meiner Großmutter haben mich geprägt.",
    "Ich möchte mehr Zeit für das haben, was mir wirklich wichtig ist.",
    "Über die Woche hinweg habe ich gemerkt, wie viel Energie mir Ordnung gibt.",
    "Schwierige Entscheidungen treffe ich leichter, wenn ich draußen spazieren gehe.",
    "Meine Kolleginnen schätzen, dass ich zuhöre, ohne gleich zu urteilen.",
    "Es überrascht mich, wie oft ich an früher denke.",
    "Für die nächsten Schritte wünsche ich mir Mut und Geduld.",
    "Ehrlich gesagt weiß ich noch nicht genau, wohin mich das führt.",
    "Grüße aus München – heute war ein schöner, ruhiger Tag.",
  ],
  en: [
    "Looking back, I see that working with people keeps me going.",
    "I feel most alive when I try something new.",
    "I notice that I often hesitate before asking for help.",
    "The conversations with my grandmother shaped me.",
    "I want more time for what really matters to me.",
    "Over the week I noticed how much energy a bit of order gives me.",
    "Hard decisions come easier when I go for a walk outside.",
    "My colleagues appreciate that I listen without judging right away.",
    "It surprises me how often I think about the past.",
    "For the next steps I wish for courage and patience.",
    "Honestly, I do not know yet where this will lead me.",
    "Greetings from Zürich – today was a calm, lovely day.",
  ],
};

const TITLES: Record<Language, readonly string[]> = {
  de: [
    "Wie bleibt ihr dran?",
    "Meine Werte in der Praxis",
    "Frage zu Woche 3",
    "Erfahrungen mit dem Lebenslinien-Übung",
    "Kleine Schritte, große Wirkung",
    "Wer hat Lust auf einen Austausch?",
    "Dankbarkeit im Alltag",
    "Über Mut und Zweifel",
  ],
  en: [
    "How do you keep going?",
    "My values in practice",
    "Question about week 3",
    "Experiences with the life line exercise",
    "Small steps, big effect",
    "Anyone up for an exchange?",
    "Gratitude in everyday life",
    "On courage and doubt",
  ],
};

export const VALUES: Record<Language, readonly string[]> = {
  de: [
    "Ehrlichkeit",
    "Freiheit",
    "Gemeinschaft",
    "Neugier",
    "Mut",
    "Gerechtigkeit",
    "Fürsorge",
    "Größe",
    "Ruhe",
  ],
  en: ["Honesty", "Freedom", "Community", "Curiosity", "Courage", "Justice", "Care", "Growth", "Calm"],
};

export const STRENGTHS: Record<Language, readonly string[]> = {
  de: ["Zuhören", "Organisieren", "Geduld", "Begeisterung", "Humor", "Ausdauer", "Klarheit", "Großzügigkeit"],
  en: ["Listening", "Organising", "Patience", "Enthusiasm", "Humour", "Stamina", "Clarity", "Generosity"],
};

export const USER_AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  "Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
] as const;

/** `min` to `max` sentences in the language, as one paragraph. */
export function paragraph(rng: Rng, language: Language, min: number, max: number): string {
  const count = min + Math.floor(rng() * (max - min + 1));
  return Array.from({ length: count }, () => pick(rng, SENTENCES[language])).join(" ");
}

export function sentence(rng: Rng, language: Language): string {
  return pick(rng, SENTENCES[language]);
}

export function title(rng: Rng, language: Language): string {
  return pick(rng, TITLES[language]);
}

/** `count` different entries of `list`, in the PRNG's order. */
export function distinct<T>(rng: Rng, list: readonly T[], count: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, Math.min(count, copy.length));
}
