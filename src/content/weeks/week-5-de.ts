import type { Week5Content } from "@/content/weeks/week-5-shape";

/** Week 5 – Integration & Alltag, in German: the week page loads only its language (decision 218). */
export const week5De: Week5Content = {
  title: "Integration & Alltag",
  subtitle: "Lass deinen Purpose in deinem Alltag lebendig werden.",
  intro: [
    "Du hast deinen Purpose-Satz gefunden. Jetzt kommt der vielleicht wichtigste Schritt: ihn zu leben – nicht irgendwann, sondern an einem ganz normalen Dienstag.",
    "Purpose zeigt sich selten in großen Gesten. Er zeigt sich in kleinen Entscheidungen, in Routinen und darin, worauf du deine Aufmerksamkeit richtest.",
    "Diese Woche baust du dir einfache Anker, die dich immer wieder an das erinnern, was dir wichtig ist. Wähle ein Tempo, das zu deinem Leben passt.",
  ],
  examples: {
    title: "So kann Purpose im Alltag aussehen",
    description: "Lass dich von diesen Beispielen inspirieren. Wähle die aus, die du ausprobieren möchtest.",
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
};
