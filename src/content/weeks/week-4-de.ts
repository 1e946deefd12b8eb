import type { Week4Content } from "@/content/weeks/week-4-shape";

/** Week 4 – Purpose-Formulierung, in German: the week page loads only its language (decision 218). */
export const week4De: Week4Content = {
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
};
