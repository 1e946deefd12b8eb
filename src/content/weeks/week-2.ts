import type { Localized, Quote, WeekContentBase } from "@/content/journey-types";
import type { TaskId } from "@/shared/journey-fields";

export type Week2Content = WeekContentBase<TaskId<2>> & {
  values: { title: string; description: string };
  /** Spec section 9: 42 suggested value words. */
  valueWords: string[];
  strengths: { title: string; description: string };
  /** Spec section 9: 14 suggested strength words. */
  strengthWords: string[];
  challenge: { title: string; description: string };
  quote: Quote;
};

/** Week 2 – Werte & Stärken. */
export const week2: Localized<Week2Content> = {
  de: {
    title: "Werte & Stärken",
    subtitle: "Finde heraus, was dir wichtig ist und worin du stark bist.",
    intro: [
      "Letzte Woche hast du zurückgeschaut und erste Muster entdeckt. Jetzt gehst du eine Schicht tiefer: Welche Werte stecken hinter den Momenten, die dich erfüllt haben? Und welche Stärken hast du dabei eingesetzt?",
      "Werte sind wie ein innerer Kompass. Wenn du nach ihnen lebst, fühlt sich vieles stimmig an – wenn nicht, spürst du oft Unruhe, auch ohne genau zu wissen, warum.",
      "Wähle deshalb nicht die Werte, die gut klingen, sondern die, die sich für dich wahr anfühlen.",
    ],
    values: {
      title: "Deine wichtigsten Werte",
      description:
        "Wähle bis zu fünf Werte, die dir am meisten bedeuten. Fehlt dir ein Wort, füge es einfach selbst hinzu.",
    },
    valueWords: [
      "Abenteuer",
      "Achtsamkeit",
      "Anerkennung",
      "Authentizität",
      "Balance",
      "Bildung",
      "Dankbarkeit",
      "Ehrlichkeit",
      "Empathie",
      "Familie",
      "Freiheit",
      "Freundschaft",
      "Frieden",
      "Gemeinschaft",
      "Gerechtigkeit",
      "Gesundheit",
      "Großzügigkeit",
      "Harmonie",
      "Hilfsbereitschaft",
      "Humor",
      "Kreativität",
      "Liebe",
      "Loyalität",
      "Mut",
      "Nachhaltigkeit",
      "Natur",
      "Neugier",
      "Offenheit",
      "Respekt",
      "Ruhe",
      "Selbstbestimmung",
      "Sicherheit",
      "Sinnhaftigkeit",
      "Spiritualität",
      "Toleranz",
      "Tradition",
      "Verantwortung",
      "Vertrauen",
      "Wachstum",
      "Weisheit",
      "Wertschätzung",
      "Zuverlässigkeit",
    ],
    strengths: {
      title: "Deine Stärken",
      description:
        "Welche dieser Stärken erkennst du in dir? Wähle so viele, wie passen – und ergänze eigene.",
    },
    strengthWords: [
      "Analytisches Denken",
      "Begeisterungsfähigkeit",
      "Durchhaltevermögen",
      "Einfühlungsvermögen",
      "Humor",
      "Kommunikation",
      "Kreativität",
      "Lernbereitschaft",
      "Organisation",
      "Problemlösung",
      "Teamgeist",
      "Verlässlichkeit",
      "Zuhören",
      "Führung",
    ],
    challenge: {
      title: "Deine 7-Tage-Werte-Challenge",
      description:
        "Lebe eine Woche lang jeden Tag bewusst einen deiner Werte – mit einer kleinen, konkreten Handlung. Hake jeden Tag ab, an dem es dir gelungen ist.",
    },
    tasks: [
      {
        id: "values-reflection",
        title: "Deine Werte finden",
        description:
          "Diese sechs Fragen helfen dir, deinen Werten auf die Spur zu kommen. Nimm dir für jede einen Moment Zeit.",
        content: [
          "Wann warst du richtig stolz auf dich – und was genau hast du da verkörpert?",
          "Was bringt dich auf die Palme? Welcher Wert wird dabei verletzt?",
          "Wofür setzt du dich ein, auch wenn es unbequem wird?",
          "Welche Menschen bewunderst du – und welche ihrer Eigenschaften?",
          "Wofür gibst du gern Zeit oder Geld aus, ohne lange nachzudenken?",
          "Was soll man später über dich sagen, wenn man an dich denkt?",
        ],
        note: "Achte auf die Wörter, die dir beim Beantworten immer wieder in den Sinn kommen.",
      },
      {
        id: "strengths-mirror",
        title: "Dein Stärken-Spiegel",
        description:
          "Wir sehen unsere eigenen Stärken oft am schlechtesten. Frag drei Menschen, denen du vertraust, was sie an dir schätzen.",
        content: [
          { subtitle: "Frage 1", text: "Wobei würdest du mich um Hilfe bitten?" },
          { subtitle: "Frage 2", text: "Was kann ich aus deiner Sicht besonders gut?" },
          { subtitle: "Frage 3", text: "Wann hast du mich zuletzt richtig in meinem Element erlebt?" },
        ],
        note: "Schreib die Antworten auf, auch wenn sie dich überraschen oder verlegen machen.",
      },
      {
        id: "values-in-action",
        title: "Werte im Alltag",
        description:
          "Werte werden erst lebendig, wenn du sie lebst. Such dir für jeden Tag eine kleine Handlung aus.",
        content: [
          "Welcher deiner fünf Werte kommt in deinem Alltag gerade zu kurz?",
          "Was wäre eine kleine Handlung, mit der du ihn heute leben könntest?",
          "Wie hat es sich angefühlt, als du es getan hast?",
        ],
        challenge: "Mach mit bei der 7-Tage-Werte-Challenge weiter unten.",
      },
    ],
    journaling: {
      title: "Dein Journal",
      description: "Halte fest, was du über deine Werte und Stärken gelernt hast.",
      prompt: "Welcher Wert hat dich diese Woche am meisten berührt – und warum?",
      placeholder: "Was ist dir diese Woche über dich klar geworden? …",
    },
    quote: {
      text: "Es ist nicht schwer, Entscheidungen zu treffen, wenn du weißt, was deine Werte sind.",
      author: "Roy E. Disney",
    },
  },
  en: {
    title: "Values & Strengths",
    subtitle: "Find out what matters to you and where your strengths lie.",
    intro: [
      "Last week you looked back and discovered your first patterns. Now you go one layer deeper: which values lie behind the moments that fulfilled you? And which strengths did you use in them?",
      "Values are like an inner compass. When you live by them, a lot feels right – when you don't, you often feel restless, even without knowing exactly why.",
      "So don't pick the values that sound good, but the ones that feel true to you.",
    ],
    values: {
      title: "Your most important values",
      description:
        "Choose up to five values that mean the most to you. If a word is missing, simply add it yourself.",
    },
    valueWords: [
      "Adventure",
      "Mindfulness",
      "Recognition",
      "Authenticity",
      "Balance",
      "Education",
      "Gratitude",
      "Honesty",
      "Empathy",
      "Family",
      "Freedom",
      "Friendship",
      "Peace",
      "Community",
      "Justice",
      "Health",
      "Generosity",
      "Harmony",
      "Helpfulness",
      "Humour",
      "Creativity",
      "Love",
      "Loyalty",
      "Courage",
      "Sustainability",
      "Nature",
      "Curiosity",
      "Openness",
      "Respect",
      "Calm",
      "Self-determination",
      "Security",
      "Meaning",
      "Spirituality",
      "Tolerance",
      "Tradition",
      "Responsibility",
      "Trust",
      "Growth",
      "Wisdom",
      "Appreciation",
      "Reliability",
    ],
    strengths: {
      title: "Your strengths",
      description:
        "Which of these strengths do you recognise in yourself? Choose as many as fit – and add your own.",
    },
    strengthWords: [
      "Analytical thinking",
      "Enthusiasm",
      "Perseverance",
      "Empathy",
      "Humour",
      "Communication",
      "Creativity",
      "Willingness to learn",
      "Organisation",
      "Problem solving",
      "Team spirit",
      "Dependability",
      "Listening",
      "Leadership",
    ],
    challenge: {
      title: "Your 7-day values challenge",
      description:
        "For one week, consciously live one of your values every day – with a small, concrete action. Tick off each day you managed it.",
    },
    tasks: [
      {
        id: "values-reflection",
        title: "Finding your values",
        description: "These six questions help you trace your values. Take a moment for each one.",
        content: [
          "When were you really proud of yourself – and what exactly did you embody then?",
          "What makes you furious? Which value is being violated?",
          "What do you stand up for, even when it gets uncomfortable?",
          "Which people do you admire – and which of their qualities?",
          "What do you happily spend time or money on without thinking twice?",
          "What would you like people to say about you when they think of you?",
        ],
        note: "Notice the words that keep coming to mind as you answer.",
      },
      {
        id: "strengths-mirror",
        title: "Your strengths mirror",
        description:
          "We often see our own strengths least clearly. Ask three people you trust what they appreciate about you.",
        content: [
          { subtitle: "Question 1", text: "What would you ask me to help you with?" },
          { subtitle: "Question 2", text: "What do you think I am particularly good at?" },
          { subtitle: "Question 3", text: "When did you last see me truly in my element?" },
        ],
        note: "Write the answers down, even if they surprise or embarrass you.",
      },
      {
        id: "values-in-action",
        title: "Values in everyday life",
        description: "Values only come alive when you live them. Pick one small action for each day.",
        content: [
          "Which of your five values is getting too little room in your everyday life right now?",
          "What small action could you take today to live it?",
          "How did it feel when you did it?",
        ],
        challenge: "Join the 7-day values challenge below.",
      },
    ],
    journaling: {
      title: "Your journal",
      description: "Write down what you have learned about your values and strengths.",
      prompt: "Which value touched you most this week – and why?",
      placeholder: "What has become clear to you about yourself this week? …",
    },
    quote: {
      text: "It's not hard to make decisions when you know what your values are.",
      author: "Roy E. Disney",
    },
  },
};
