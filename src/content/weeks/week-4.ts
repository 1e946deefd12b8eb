import type { Localized, Quote, WeekContentBase } from "@/content/journey-types";
import type { PurposeTestItem, TaskId } from "@/shared/journey-fields";

export type Week4Content = WeekContentBase<TaskId<4>> & {
  quotes: Quote[];
  formula: {
    title: string;
    description: string;
    /** The sentence around the two gaps: before the effect, and between the effect and the way. */
    before: string;
    between: string;
    effectLabel: string;
    effectGap: string;
    effectPlaceholder: string;
    wayLabel: string;
    wayGap: string;
    wayPlaceholder: string;
    previewLabel: string;
  };
  drafts: { title: string; description: string; label: string; placeholder: string };
  test: { title: string; description: string; items: Record<PurposeTestItem, string> };
  coach: { title: string; text: string };
  closingQuote: Quote;
};

/** Week 4 – Purpose-Formulierung. */
export const week4: Localized<Week4Content> = {
  de: {
    title: "Purpose-Formulierung",
    subtitle: "Bring in Worte, wofür du da bist.",
    intro: [
      "Drei Wochen lang hast du gesammelt: Muster, Werte, Stärken und die Wirkung, die du haben möchtest. Jetzt verdichtest du all das zu einem Satz – deinem Purpose-Satz.",
      "Der erste Entwurf muss nicht perfekt sein. Schreib mehrere Varianten, lies sie laut, bewerte sie und spür nach, welche dich wirklich bewegt. Dein Satz darf sich mit dir weiterentwickeln.",
    ],
    quotes: [
      {
        text: "Wer ein Warum zum Leben hat, erträgt fast jedes Wie.",
        author: "Friedrich Nietzsche",
      },
      {
        text: "Die zwei wichtigsten Tage deines Lebens sind der Tag, an dem du geboren wurdest, und der Tag, an dem du herausfindest, warum.",
        author: "Mark Twain zugeschrieben",
      },
    ],
    formula: {
      title: "Die Purpose-Formel",
      description:
        "Diese Struktur hilft dir beim ersten Entwurf. Fülle beide Lücken aus – die Vorschau zeigt dir deinen Satz.",
      before: "Ich bin hier, um",
      between: "zu bewirken, indem ich",
      effectLabel: "Positive Wirkung",
      effectGap: "[positive Wirkung]",
      effectPlaceholder: "z. B. Mut und Zuversicht",
      wayLabel: "Meine Art zu handeln",
      wayGap: "[meine Art zu handeln]",
      wayPlaceholder: "z. B. zuhöre und Fragen stelle",
      previewLabel: "Vorschau",
    },
    drafts: {
      title: "Deine Entwürfe",
      description:
        "Schreib mehrere Varianten deines Purpose-Satzes und bewerte jede mit 1 bis 5 Sternen. Markiere den Satz, der dich am meisten trifft, als deinen Purpose-Satz – ohne Markierung zählt der am besten bewertete.",
      label: "Neuer Entwurf",
      placeholder: "Ich bin hier, um …",
    },
    test: {
      title: "Der Purpose-Test",
      description: "Lies deinen Lieblingssatz und prüfe ihn mit diesen Fragen. Hake ab, was zutrifft.",
      items: {
        energy: "Er gibt mir Energie, wenn ich ihn lese.",
        authentic: "Er klingt nach mir – nicht nach dem, was andere von mir erwarten.",
        others: "Er zeigt, wie andere von meinem Beitrag profitieren.",
        timeless: "Er trägt mich auch in zehn Jahren noch.",
        action: "Er hilft mir, im Alltag Entscheidungen zu treffen.",
      },
    },
    coach: {
      title: "Feedback von deinem Coach",
      text: "Im Deep-Plan bekommst du Rückmeldung zu deinem Purpose-Satz im wöchentlichen Gruppen-Coaching. Bring deinen Lieblingsentwurf einfach zur nächsten Session mit – dein Coach antwortet dir dort persönlich.",
    },
    tasks: [
      {
        id: "purpose-questions",
        title: "Fragen zur Reflexion",
        description:
          "Bevor du formulierst, schau auf das, was du in den letzten Wochen über dich gelernt hast.",
        content: [
          "Welche Werte und Stärken tauchen in all deinen Antworten immer wieder auf?",
          "Für welche Menschen oder welches Anliegen schlägt dein Herz am stärksten?",
          "Welche Wirkung möchtest du haben, wenn niemand zuschaut?",
          "Was würdest du tun, wenn du wüsstest, dass du nicht scheitern kannst?",
        ],
        note: "Nimm die Wörter, die dich am meisten berühren, in deine Entwürfe mit.",
      },
      {
        id: "purpose-sharpening",
        title: "Deinen Satz schärfen",
        description: "Ein guter Purpose-Satz ist kurz, klar und in deinen eigenen Worten geschrieben.",
        content: [
          {
            subtitle: "Kürzen",
            text: "Welche Wörter kannst du streichen, ohne dass der Sinn verloren geht?",
          },
          { subtitle: "Konkretisieren", text: "Wird klar, für wen und wodurch du wirkst?" },
          { subtitle: "Laut lesen", text: "Wie fühlt es sich an, den Satz laut auszusprechen?" },
        ],
        challenge: "Erzähl einem vertrauten Menschen von deinem Satz und hör, was er darin erkennt.",
      },
    ],
    journaling: {
      title: "Deine Reflexion",
      description: "Schreib frei auf, was dir beim Formulieren durch den Kopf gegangen ist.",
      prompt: "Was bedeutet dein Purpose-Satz für dich – und was verändert er?",
      placeholder: "Als ich meinen Satz gelesen habe, habe ich gespürt …",
    },
    closingQuote: {
      text: "Der Sinn des Lebens ist, deine Gabe zu finden. Der Zweck des Lebens ist, sie zu verschenken.",
      author: "Pablo Picasso zugeschrieben",
    },
  },
  en: {
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
  },
};
