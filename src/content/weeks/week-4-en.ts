import type { Week4Content } from "@/content/weeks/week-4-shape";

/** Week 4 – Purpose-Formulierung, in English: the week page loads only its language (decision 218). */
export const week4En: Week4Content = {
  title: "Formulating Your Purpose",
  subtitle: "Put into words what you are here for.",
  intro: [
    "For three weeks you have been collecting: patterns, values, strengths and the impact you want to have. Now you distil all of it into one sentence – your purpose statement.",
    "Your first draft does not have to be perfect. Write several versions, read them aloud, rate them and sense which one truly moves you. Your sentence may grow along with you.",
  ],
  quotes: [
    {
      text: "He who has a why to live can bear almost any how.",
      author: "Friedrich Nietzsche",
    },
    {
      text: "The two most important days in your life are the day you are born and the day you find out why.",
      author: "attributed to Mark Twain",
    },
  ],
  formula: {
    title: "The purpose formula",
    description:
      "This structure helps with your first draft. Fill in both gaps – the preview shows you your sentence.",
    before: "I am here to",
    between: "by using",
    effectLabel: "Positive effect",
    effectGap: "[positive effect]",
    effectPlaceholder: "e.g. spark courage and confidence",
    wayLabel: "My way of acting",
    wayGap: "[my way of acting]",
    wayPlaceholder: "e.g. my gift for listening",
    previewLabel: "Preview",
  },
  drafts: {
    title: "Your drafts",
    description:
      "Write several versions of your purpose statement and rate each one with 1 to 5 stars. Mark the sentence that speaks to you most as your purpose statement – without a mark, the highest-rated one counts.",
    label: "New draft",
    placeholder: "I am here to …",
  },
  test: {
    title: "The purpose test",
    description: "Read your favourite sentence and check it against these questions. Tick what applies.",
    items: {
      energy: "It gives me energy when I read it.",
      authentic: "It sounds like me – not like what others expect of me.",
      others: "It shows how others benefit from my contribution.",
      timeless: "It will still carry me in ten years.",
      action: "It helps me make decisions in everyday life.",
    },
  },
  coach: {
    title: "Feedback from your coach",
    text: "In the Deep plan you receive feedback on your purpose statement in the weekly group coaching. Simply bring your favourite draft to the next session – your coach will answer you there in person.",
  },
  tasks: [
    {
      id: "purpose-questions",
      title: "Questions for reflection",
      description: "Before you write, look at what you have learned about yourself in the past weeks.",
      content: [
        "Which values and strengths keep appearing in all your answers?",
        "For which people or which cause does your heart beat strongest?",
        "What impact do you want to have when nobody is watching?",
        "What would you do if you knew you could not fail?",
      ],
      note: "Take the words that touch you most into your drafts.",
    },
    {
      id: "purpose-sharpening",
      title: "Sharpening your sentence",
      description: "A good purpose statement is short, clear and written in your own words.",
      content: [
        { subtitle: "Shorten", text: "Which words can you cut without losing the meaning?" },
        { subtitle: "Make it concrete", text: "Is it clear for whom and through what you make an impact?" },
        { subtitle: "Read it aloud", text: "How does it feel to say the sentence out loud?" },
      ],
      challenge: "Tell someone you trust about your sentence and hear what they recognise in it.",
    },
  ],
  journaling: {
    title: "Your reflection",
    description: "Write freely about what went through your mind while formulating.",
    prompt: "What does your purpose statement mean to you – and what does it change?",
    placeholder: "When I read my sentence, I felt …",
  },
  closingQuote: {
    text: "The meaning of life is to find your gift. The purpose of life is to give it away.",
    author: "attributed to Pablo Picasso",
  },
};
