import type { Week1Content } from "@/content/weeks/week-1-shape";

/** Week 1 – Rückblick & Muster, in English: the week page loads only its language (decision 218). */
export const week1En: Week1Content = {
  title: "Looking Back & Patterns",
  subtitle: "Look back to recognise what carries you.",
  intro: [
    "Welcome to your first week. Before we look ahead, an honest look back is worth it: your life so far is full of clues about what excites you, what gives you strength and what keeps coming back to you.",
    "This week is not about judging or improving anything. You are collecting – curious and kind to yourself. Patterns often only show once you lay the individual moments side by side.",
    "Give yourself some quiet time for each task. There are no right or wrong answers, only yours.",
  ],
  warning: {
    title: "A gentle note",
    text: "Looking back can bring up good memories, and painful ones too. That is normal. Only go as far as feels right for you now, and take a break whenever you need one. If something weighs heavily on you, you are not alone with it.",
    action: "Help & support",
  },
  crisis: {
    title: "You are not alone",
    intro:
      "If something feels overwhelming right now, talk to someone. These numbers are free and confidential:",
    closing:
      "If you are in immediate danger, please call your local emergency number (112 in Europe, 911 in the US) right away. Purpose Journey is a reflection programme and does not replace therapy or medical advice.",
  },
  returnBanner: {
    title: "Good to have you back",
    text: "Your answers so far are saved. Simply carry on where you left off.",
    action: "Continue with the tasks",
  },
  tasks: [
    {
      id: "life-line",
      title: "Your life line",
      description:
        "Draw a line from your childhood to today – on paper or in your mind. Mark the highs and lows that have shaped you.",
      content: [
        "Which moments were high points, when you felt alive and fully yourself?",
        "Which low points changed you – and what did you take away from them?",
        "Which turning points gave your life a new direction?",
      ],
      note: "You don't need to write it all out. Keywords are perfectly fine.",
    },
    {
      id: "energy-moments",
      title: "Moments full of energy",
      description:
        "Remember three situations in which you lost track of time because something truly fulfilled you.",
      content: [
        { subtitle: "What were you doing?", text: "Describe the activity as concretely as you can." },
        { subtitle: "Who were you with?", text: "Or were you alone – and did that matter?" },
        {
          subtitle: "What exactly fulfilled you?",
          text: "The result, the way there, the people, the feeling?",
        },
      ],
    },
    {
      id: "patterns",
      title: "Recognising patterns",
      description:
        "Put your life line and your energy moments side by side. What runs through them like a common thread?",
      content: [
        "Which themes, activities or people keep coming up?",
        "What fascinated you as a child – and may still be with you today?",
        "What have other people asked you for advice or help with?",
      ],
      challenge: "Finish with one sentence that begins: “Again and again I notice that …”",
    },
  ],
  journaling: {
    title: "Your journal",
    description: "Write down what has become clear to you this week. Only you can read it.",
    prompt: "What surprised, moved or encouraged you as you looked back?",
    placeholder: "Just start writing – your thoughts are saved automatically …",
  },
  tip: {
    title: "Tip",
    text: "Talk about your life line with someone who has known you for a long time. Others often remember sides of you that you have forgotten yourself.",
  },
  paceNote: {
    title: "Your pace",
    text: "This stage is meant to take about a week, but you set the pace. You can come back at any time and add to your answers.",
  },
};
