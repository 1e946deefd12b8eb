import type { Week5Content } from "@/content/weeks/week-5-shape";

/** Week 5 – Integration & Alltag, in English: the week page loads only its language (decision 218). */
export const week5En: Week5Content = {
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
};
