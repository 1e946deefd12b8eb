import type { Localized, Quote, WeekContentBase } from "@/content/journey-types";
import type { CommitmentLevel, DailyExample, LifeArea, TaskId } from "@/shared/journey-fields";

type TextField = { title: string; description: string; label: string; placeholder: string };
type CalendarEvent = { title: string; summary: string; description: string };

export type Week5Content = WeekContentBase<TaskId<5>> & {
  examples: { title: string; description: string; items: Record<DailyExample, string> };
  commitment: {
    title: string;
    description: string;
    options: Record<CommitmentLevel, { label: string; description: string }>;
  };
  /** Spec section 9: the seven life areas and the instruction 'Wähle 2-3 Bereiche aus' (no limit enforced). */
  lifeAreas: { title: string; instruction: string; options: Record<LifeArea, string> };
  gratitude: TextField;
  purposeCheck: TextField & { questions: string[] };
  goals: TextField;
  calendar: {
    title: string;
    description: string;
    gratitude: CalendarEvent;
    check: CalendarEvent;
    /** Put before the member's purpose statement in the weekly check's description. */
    statementLabel: string;
  };
  closing: { title: string; text: string; action: string };
  quote: Quote;
};

/** Week 5 – Integration & Alltag. */
export const week5: Localized<Week5Content> = {
  de: {
    title: "Integration & Alltag",
    subtitle: "Lass deinen Purpose in deinem Alltag lebendig werden.",
    intro: [
      "Du hast deinen Purpose-Satz gefunden. Jetzt kommt der vielleicht wichtigste Schritt: ihn zu leben – nicht irgendwann, sondern an einem ganz normalen Dienstag.",
      "Purpose zeigt sich selten in großen Gesten. Er zeigt sich in kleinen Entscheidungen, in Routinen und darin, worauf du deine Aufmerksamkeit richtest.",
      "Diese Woche baust du dir einfache Anker, die dich immer wieder an das erinnern, was dir wichtig ist. Wähle ein Tempo, das zu deinem Leben passt.",
    ],
    examples: {
      title: "So kann Purpose im Alltag aussehen",
      description:
        "Lass dich von diesen Beispielen inspirieren. Wähle die aus, die du ausprobieren möchtest.",
      items: {
        morning: "Ich beginne den Tag mit einer Minute Stille und lese meinen Purpose-Satz.",
        work: "Bei der Arbeit frage ich mich: Wem kann ich heute mit meinen Stärken helfen?",
        conversation: "In Gesprächen höre ich wirklich zu, bevor ich antworte.",
        decision: "Vor wichtigen Entscheidungen prüfe ich, ob sie zu meinen Werten passen.",
        evening: "Am Abend notiere ich einen Moment, in dem ich meinem Purpose nahe war.",
      },
    },
    commitment: {
      title: "Wie intensiv möchtest du starten?",
      description: "Wähle das Tempo, das gerade zu deinem Leben passt. Du kannst es jederzeit ändern.",
      options: {
        light: {
          label: "Sanfter Start",
          description: "Ein kleiner Anker pro Tag – zum Beispiel dein Dankbarkeitsmoment.",
        },
        medium: {
          label: "Regelmäßige Praxis",
          description: "Ein täglicher Anker und der wöchentliche Purpose-Check.",
        },
        deep: {
          label: "Volle Integration",
          description: "Tägliche Anker, wöchentlicher Check und konkrete Ziele in mehreren Lebensbereichen.",
        },
      },
    },
    lifeAreas: {
      title: "Deine Lebensbereiche",
      instruction: "Wähle 2-3 Bereiche aus",
      options: {
        career: "Beruf & Karriere",
        family: "Familie & Beziehungen",
        health: "Gesundheit & Wohlbefinden",
        growth: "Persönliches Wachstum",
        finances: "Finanzen",
        leisure: "Freizeit & Hobbys",
        community: "Gemeinschaft & Gesellschaft",
      },
    },
    gratitude: {
      title: "Deine Dankbarkeitsroutine",
      description:
        "Dankbarkeit lenkt den Blick auf das, was schon da ist. Nimm dir jeden Tag einen Moment für drei Dinge, für die du dankbar bist.",
      label: "Wofür bist du heute dankbar?",
      placeholder: "1. …\n2. …\n3. …",
    },
    purposeCheck: {
      title: "Dein wöchentlicher Purpose-Check",
      description: "Einmal pro Woche schaust du kurz zurück. Diese Fragen helfen dir dabei:",
      questions: [
        "Wann habe ich diese Woche im Einklang mit meinem Purpose gehandelt?",
        "Wo habe ich mich von ihm entfernt – und warum?",
        "Was nehme ich mir für die nächste Woche vor?",
      ],
      label: "Deine Notizen zum Purpose-Check",
      placeholder: "Diese Woche …",
    },
    goals: {
      title: "Ziele & Routinen",
      description:
        "Übersetze deinen Purpose in konkrete Ziele und Gewohnheiten für die Lebensbereiche, die du gewählt hast.",
      label: "Welche Ziele und Routinen nimmst du dir vor?",
      placeholder: "In den nächsten drei Monaten möchte ich …",
    },
    calendar: {
      title: "Erinnerungen in deinem Kalender",
      description:
        "Leg dir zwei feste Termine an: einen täglichen Dankbarkeitsmoment und einen wöchentlichen Purpose-Check. Öffne dafür deinen Online-Kalender oder lade eine Datei für jede Kalender-App herunter.",
      gratitude: {
        title: "Täglicher Dankbarkeitsmoment",
        summary: "Dankbarkeitsmoment – Purpose Journey",
        description: "Nimm dir einen Moment und notiere drei Dinge, für die du heute dankbar bist.",
      },
      check: {
        title: "Wöchentlicher Purpose-Check",
        summary: "Purpose-Check – Purpose Journey",
        description:
          "Wann habe ich diese Woche im Einklang mit meinem Purpose gehandelt? Wo habe ich mich von ihm entfernt? Was nehme ich mir für die nächste Woche vor?",
      },
      statementLabel: "Mein Purpose-Satz:",
    },
    tasks: [
      {
        id: "purpose-in-daily-life",
        title: "Purpose im Alltag",
        description: "Schau auf eine ganz normale Woche und entdecke, wo dein Purpose schon Platz hat.",
        content: [
          "In welchen Momenten deines Alltags lebst du deinen Purpose bereits?",
          "Welche Tätigkeit könntest du mit einer kleinen Änderung sinnvoller gestalten?",
          "Was möchtest du weniger tun, weil es dich von deinem Purpose entfernt?",
        ],
        note: "Kleine, wiederholte Schritte verändern mehr als ein großer Vorsatz.",
      },
      {
        id: "goals-and-routines",
        title: "Ziele und Routinen",
        description:
          "Wähle zwei bis drei Lebensbereiche und überlege, wie dein Purpose dort sichtbar werden kann.",
        content: [
          { subtitle: "Ziel", text: "Was möchtest du in diesem Bereich in drei Monaten erreicht haben?" },
          { subtitle: "Routine", text: "Welche kleine Gewohnheit bringt dich jeden Tag ein Stück näher?" },
          { subtitle: "Unterstützung", text: "Wer oder was hilft dir, dranzubleiben?" },
        ],
        challenge: "Trage deine Erinnerungen in den Kalender ein und halte sie eine Woche lang ein.",
      },
    ],
    journaling: {
      title: "Dein Journal",
      description: "Schau auf die ganze Reise zurück: Was nimmst du mit?",
      prompt: "Was hat sich in diesen fünf Wochen für dich verändert?",
      placeholder: "Wenn ich auf meine Purpose Journey zurückschaue …",
    },
    closing: {
      title: "Du hast deine Purpose Journey abgeschlossen",
      text: "Fünf Wochen voller Fragen, Entdeckungen und Mut. Dein Purpose ist kein Ziel, das du einmal erreichst, sondern ein Weg, den du jeden Tag neu gehst. In der Community findest du Menschen, die diesen Weg mit dir teilen.",
      action: "Zur Community",
    },
    quote: {
      text: "Wir sind, was wir wiederholt tun.",
      author: "Will Durant, nach Aristoteles",
    },
  },
  en: {
    title: "Integration & Daily Life",
    subtitle: "Let your purpose come alive in your everyday life.",
    intro: [
      "You have found your purpose statement. Now comes perhaps the most important step: living it – not some day, but on a perfectly ordinary Tuesday.",
      "Purpose rarely shows itself in grand gestures. It shows in small decisions, in routines and in where you direct your attention.",
      "This week you build simple anchors that remind you again and again of what matters to you. Choose a pace that fits your life.",
    ],
    examples: {
      title: "What purpose can look like in daily life",
      description: "Let these examples inspire you. Choose the ones you would like to try.",
      items: {
        morning: "I start the day with a minute of silence and read my purpose statement.",
        work: "At work I ask myself: whom can I help with my strengths today?",
        conversation: "In conversations I really listen before I answer.",
        decision: "Before important decisions I check whether they fit my values.",
        evening: "In the evening I note one moment in which I was close to my purpose.",
      },
    },
    commitment: {
      title: "How intensely do you want to start?",
      description: "Choose the pace that fits your life right now. You can change it at any time.",
      options: {
        light: {
          label: "Gentle start",
          description: "One small anchor a day – for example your gratitude moment.",
        },
        medium: {
          label: "Regular practice",
          description: "A daily anchor and the weekly purpose check.",
        },
        deep: {
          label: "Full integration",
          description: "Daily anchors, a weekly check and concrete goals in several areas of life.",
        },
      },
    },
    lifeAreas: {
      title: "Your areas of life",
      instruction: "Choose 2-3 areas",
      options: {
        career: "Career & Work",
        family: "Family & Relationships",
        health: "Health & Wellbeing",
        growth: "Personal Growth",
        finances: "Finances",
        leisure: "Leisure & Hobbies",
        community: "Community & Society",
      },
    },
    gratitude: {
      title: "Your gratitude routine",
      description:
        "Gratitude turns your attention to what is already there. Take a moment every day for three things you are grateful for.",
      label: "What are you grateful for today?",
      placeholder: "1. …\n2. …\n3. …",
    },
    purposeCheck: {
      title: "Your weekly purpose check",
      description: "Once a week you take a short look back. These questions help you:",
      questions: [
        "When did I act in line with my purpose this week?",
        "Where did I drift away from it – and why?",
        "What do I intend to do next week?",
      ],
      label: "Your notes for the purpose check",
      placeholder: "This week …",
    },
    goals: {
      title: "Goals & routines",
      description: "Translate your purpose into concrete goals and habits for the areas of life you chose.",
      label: "Which goals and routines do you set yourself?",
      placeholder: "Over the next three months I want to …",
    },
    calendar: {
      title: "Reminders in your calendar",
      description:
        "Set up two fixed appointments: a daily gratitude moment and a weekly purpose check. Open your online calendar or download a file for any calendar app.",
      gratitude: {
        title: "Daily gratitude moment",
        summary: "Gratitude moment – Purpose Journey",
        description: "Take a moment and write down three things you are grateful for today.",
      },
      check: {
        title: "Weekly purpose check",
        summary: "Purpose check – Purpose Journey",
        description:
          "When did I act in line with my purpose this week? Where did I drift away from it? What do I intend to do next week?",
      },
      statementLabel: "My purpose statement:",
    },
    tasks: [
      {
        id: "purpose-in-daily-life",
        title: "Purpose in daily life",
        description: "Look at a perfectly ordinary week and discover where your purpose already has room.",
        content: [
          "In which moments of your everyday life do you already live your purpose?",
          "Which activity could you make more meaningful with a small change?",
          "What do you want to do less of because it takes you away from your purpose?",
        ],
        note: "Small, repeated steps change more than one big resolution.",
      },
      {
        id: "goals-and-routines",
        title: "Goals and routines",
        description:
          "Choose two or three areas of life and think about how your purpose can become visible there.",
        content: [
          { subtitle: "Goal", text: "What do you want to have achieved in this area in three months?" },
          { subtitle: "Routine", text: "Which small habit brings you a little closer every day?" },
          { subtitle: "Support", text: "Who or what helps you keep going?" },
        ],
        challenge: "Add your reminders to your calendar and keep them for one week.",
      },
    ],
    journaling: {
      title: "Your journal",
      description: "Look back on the whole journey: what do you take with you?",
      prompt: "What has changed for you in these five weeks?",
      placeholder: "When I look back on my Purpose Journey …",
    },
    closing: {
      title: "You have completed your Purpose Journey",
      text: "Five weeks full of questions, discoveries and courage. Your purpose is not a goal you reach once but a path you walk anew every day. In the community you will find people who share this path with you.",
      action: "Go to the community",
    },
    quote: {
      text: "We are what we repeatedly do.",
      author: "Will Durant, after Aristotle",
    },
  },
};
