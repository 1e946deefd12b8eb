import type { Week3Content } from "@/content/weeks/week-3-shape";

/** Week 3 – Beitrag & Wirkung, in German: the week page loads only its language (decision 218). */
export const week3De: Week3Content = {
  title: "Beitrag & Wirkung",
  subtitle: "Wo möchtest du etwas bewegen – für dich, für andere, für die Welt?",
  intro: [
    "Du kennst jetzt deine Muster, deine Werte und deine Stärken. Diese Woche richtest du den Blick nach außen: Was möchtest du mit all dem bewirken?",
    "Beitrag muss nicht groß oder heldenhaft sein. Oft beginnt er im Kleinen – in einem Gespräch, in der Art, wie du arbeitest, oder darin, wie du für andere da bist.",
    "Lass dich von den Fragen leiten und schreib auf, was dich berührt. Es geht nicht um einen perfekten Plan, sondern um eine Richtung, die sich für dich stimmig anfühlt.",
  ],
  vision: {
    title: "Deine Vision in einer Zeile",
    description:
      "Gib deiner Vision einen Titel – eine kurze Überschrift für das, was du in die Welt bringen möchtest. Sie darf sich noch verändern.",
    label: "Titel deiner Vision",
    placeholder: "z. B. Menschen Mut machen",
  },
  circles: {
    title: "Deine Wirkungskreise",
    description:
      "Wo soll dein Beitrag spürbar werden? Wähle alle Kreise, die für dich dazugehören – einer, zwei oder alle drei.",
    options: {
      self: { label: "Ich selbst", description: "Wachsen, heil werden, dein eigenes Leben gestalten." },
      others: {
        label: "Andere Menschen",
        description: "Familie, Freunde, Team, die Menschen, denen du begegnest.",
      },
      world: {
        label: "Die Welt",
        description: "Gesellschaft, Umwelt, die größeren Zusammenhänge.",
      },
    },
  },
  styles: {
    title: "Deine Art zu wirken",
    description: "Menschen bewirken auf unterschiedliche Weise etwas. Welche Art passt am besten zu dir?",
    options: {
      direct: {
        label: "Direkt",
        description: "Du hilfst Menschen unmittelbar – im Gespräch, in der Begleitung, mit deinen Händen.",
      },
      scaling: {
        label: "Skalierend",
        description: "Du schaffst etwas, das viele erreicht – Inhalte, Produkte, Ideen, die sich verbreiten.",
      },
      enabling: {
        label: "Befähigend",
        description: "Du stärkst andere, damit sie selbst wirken können – als Lehrende, Mentor oder Coach.",
      },
      systemic: {
        label: "Systemisch",
        description: "Du veränderst Strukturen und Regeln, damit sich etwas grundlegend verbessert.",
      },
    },
  },
  ideas: {
    title: "Erste Ideen zum Handeln",
    description:
      "Sammle konkrete Ideen, wie du deinen Beitrag schon bald leben könntest – klein oder groß. Mit Enter oder dem Button fügst du eine Idee hinzu.",
    label: "Neue Idee",
    placeholder: "z. B. Eine Kollegin begleiten",
  },
  tasks: [
    {
      id: "impact-moments",
      title: "Momente, in denen du etwas bewirkt hast",
      description:
        "Erinnere dich an Situationen, in denen du für jemanden einen Unterschied gemacht hast – ob groß oder klein.",
      content: [
        "Wann hat dir jemand gesagt, dass du ihm geholfen hast – und womit?",
        "Bei welchem Beitrag hast du dich selbst lebendig und sinnvoll gefühlt?",
        "Welche Probleme in deinem Umfeld lassen dich nicht los?",
      ],
      note: "Auch kleine Gesten zählen. Oft erkennen andere unseren Beitrag früher als wir selbst.",
    },
    {
      id: "impact-vision",
      title: "Deine Vision",
      description:
        "Stell dir vor, es ist zehn Jahre später und du hast genau das bewirkt, was dir wichtig ist.",
      content: [
        {
          subtitle: "Was ist anders?",
          text: "Was hat sich für dich, für andere oder in der Welt verändert?",
        },
        {
          subtitle: "Wer profitiert?",
          text: "Wessen Leben ist durch deinen Beitrag leichter oder reicher?",
        },
        {
          subtitle: "Wie fühlt es sich an?",
          text: "Was empfindest du, wenn du auf diesen Weg zurückschaust?",
        },
      ],
      note: "Fasse das Wichtigste danach in deinem Visionstitel zusammen.",
    },
    {
      id: "impact-first-steps",
      title: "Vom Wunsch zur Handlung",
      description: "Eine Vision wird lebendig, wenn du sie in kleine, machbare Schritte übersetzt.",
      content: [
        "Was könntest du schon diese Woche tun, das in Richtung deiner Vision geht?",
        "Wer könnte dich dabei unterstützen oder mitmachen?",
        "Was hält dich bisher davon ab – und was würde helfen?",
      ],
      challenge: "Setze eine deiner Ideen in den nächsten sieben Tagen in die Tat um.",
    },
  ],
  journaling: {
    title: "Dein Journal",
    description: "Halte fest, was du über deinen Beitrag und deine Wirkung entdeckt hast.",
    prompt: "Welchen Unterschied möchtest du machen – und warum gerade diesen?",
    placeholder: "Was ist dir diese Woche über deinen Beitrag klar geworden? …",
  },
  quote: {
    text: "Nicht alle von uns können Großes tun. Aber wir können kleine Dinge mit großer Liebe tun.",
    author: "Mutter Teresa",
  },
};
