import type { Localized } from "@/content/journey-types";

/** The words of the printable reflection document (spec sections 8 and 9). */
export const reflectionDocument: Localized<{
  titles: { questions: string; answers: string };
  intro: { questions: string; answers: string };
  week: string;
  tasks: string;
  note: string;
  challenge: string;
  journaling: string;
  yourAnswer: string;
  noReflection: string;
  tasksDone: string;
  values: string;
  strengths: string;
  valuesChallenge: string;
  days: string;
  visionTitle: string;
  impactCircles: string;
  impactStyle: string;
  actionIdeas: string;
  formula: string;
  drafts: string;
  stars: string;
  chosen: string;
  purposeTest: string;
  examples: string;
  commitment: string;
  lifeAreas: string;
  gratitude: string;
  purposeCheck: string;
  goals: string;
  created: string;
}> = {
  de: {
    titles: {
      questions: "Purpose Journey - Reflexionsfragen",
      answers: "Purpose Journey - Meine Reflexionen",
    },
    intro: {
      questions: "Alle Fragen deiner fünf Wochen – zum Ausdrucken, Weiterdenken und Wiederlesen.",
      answers:
        "Alle Fragen deiner fünf Wochen mit deinen eigenen Antworten – zum Ausdrucken und Wiederlesen.",
    },
    week: "Woche",
    tasks: "Aufgaben",
    note: "Hinweis",
    challenge: "Deine Challenge",
    journaling: "Journal",
    yourAnswer: "Deine Antwort",
    noReflection: "Keine Reflexion vorhanden",
    tasksDone: "Erledigte Aufgaben",
    values: "Deine Werte",
    strengths: "Deine Stärken",
    valuesChallenge: "7-Tage-Werte-Challenge",
    days: "Tage",
    visionTitle: "Titel deiner Vision",
    impactCircles: "Deine Wirkungskreise",
    impactStyle: "Deine Art zu wirken",
    actionIdeas: "Erste Ideen zum Handeln",
    formula: "Die Purpose-Formel",
    drafts: "Deine Entwürfe",
    stars: "Sterne",
    chosen: "Mein Purpose-Satz",
    purposeTest: "Der Purpose-Test",
    examples: "Gewählte Beispiele",
    commitment: "Intensität",
    lifeAreas: "Deine Lebensbereiche",
    gratitude: "Dankbarkeitsroutine",
    purposeCheck: "Wöchentlicher Purpose-Check",
    goals: "Ziele & Routinen",
    created: "Erstellt am",
  },
  en: {
    titles: {
      questions: "Purpose Journey - Reflection questions",
      answers: "Purpose Journey - My reflections",
    },
    intro: {
      questions: "Every question of your five weeks – to print, think further and read again.",
      answers: "Every question of your five weeks with your own answers – to print and read again.",
    },
    week: "Week",
    tasks: "Tasks",
    note: "Note",
    challenge: "Your challenge",
    journaling: "Journal",
    yourAnswer: "Your answer",
    noReflection: "No reflection available",
    tasksDone: "Tasks done",
    values: "Your values",
    strengths: "Your strengths",
    valuesChallenge: "7-day values challenge",
    days: "days",
    visionTitle: "Title of your vision",
    impactCircles: "Your circles of impact",
    impactStyle: "Your way of making an impact",
    actionIdeas: "First ideas for action",
    formula: "The purpose formula",
    drafts: "Your drafts",
    stars: "stars",
    chosen: "My purpose statement",
    purposeTest: "The purpose test",
    examples: "Chosen examples",
    commitment: "Intensity",
    lifeAreas: "Your areas of life",
    gratitude: "Gratitude routine",
    purposeCheck: "Weekly purpose check",
    goals: "Goals & routines",
    created: "Created on",
  },
};
