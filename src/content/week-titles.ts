import type { Localized } from "@/content/journey-types";

/** Every week's title and tagline, for the header, the switcher and weeks still in preparation. */
export const weekTitles: Localized<Record<1 | 2 | 3 | 4 | 5, { title: string; tagline: string }>> = {
  de: {
    1: { title: "Rückblick & Muster", tagline: "Schau zurück, um zu erkennen, was dich trägt." },
    2: { title: "Werte & Stärken", tagline: "Finde heraus, was dir wichtig ist und worin du stark bist." },
    3: {
      title: "Beitrag & Wirkung",
      tagline: "Wo möchtest du etwas bewegen – für dich, für andere, für die Welt?",
    },
    4: { title: "Purpose-Formulierung", tagline: "Bring in Worte, wofür du da bist." },
    5: { title: "Integration & Alltag", tagline: "Lass deinen Purpose in deinem Alltag lebendig werden." },
  },
  en: {
    1: { title: "Looking Back & Patterns", tagline: "Look back to recognise what carries you." },
    2: { title: "Values & Strengths", tagline: "Find out what matters to you and where your strengths lie." },
    3: {
      title: "Contribution & Impact",
      tagline: "Where do you want to make a difference – for yourself, for others, for the world?",
    },
    4: { title: "Formulating Your Purpose", tagline: "Put into words what you are here for." },
    5: { title: "Integration & Daily Life", tagline: "Let your purpose come alive in your everyday life." },
  },
};
