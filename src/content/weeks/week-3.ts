import type { Localized, Quote, WeekContentBase } from "@/content/journey-types";
import type { ImpactCircle, ImpactStyle, TaskId } from "@/shared/journey-fields";

type Option = { label: string; description: string };

export type Week3Content = WeekContentBase<TaskId<3>> & {
  vision: { title: string; description: string; label: string; placeholder: string };
  circles: { title: string; description: string; options: Record<ImpactCircle, Option> };
  styles: { title: string; description: string; options: Record<ImpactStyle, Option> };
  ideas: { title: string; description: string; label: string; placeholder: string };
  quote: Quote;
};

/** Week 3 – Beitrag & Wirkung. */
export const week3: Localized<Week3Content> = {
  de: {
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
          description:
            "Du schaffst etwas, das viele erreicht – Inhalte, Produkte, Ideen, die sich verbreiten.",
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
  },
  en: {
    title: "Contribution & Impact",
    subtitle: "Where do you want to make a difference – for yourself, for others, for the world?",
    intro: [
      "You now know your patterns, your values and your strengths. This week you turn your gaze outwards: what do you want to bring about with all of that?",
      "A contribution does not have to be big or heroic. It often starts small – in a conversation, in the way you work, or in how you are there for others.",
      "Let the questions guide you and write down what moves you. This is not about a perfect plan but about a direction that feels right to you.",
    ],
    vision: {
      title: "Your vision in one line",
      description:
        "Give your vision a title – a short headline for what you want to bring into the world. It may still change.",
      label: "Title of your vision",
      placeholder: "e.g. Giving people courage",
    },
    circles: {
      title: "Your circles of impact",
      description:
        "Where should your contribution be felt? Choose every circle that belongs to it for you – one, two or all three.",
      options: {
        self: { label: "Myself", description: "Growing, healing, shaping your own life." },
        others: {
          label: "Other people",
          description: "Family, friends, team, the people you meet.",
        },
        world: {
          label: "The world",
          description: "Society, the environment, the bigger picture.",
        },
      },
    },
    styles: {
      title: "Your way of making an impact",
      description: "People make a difference in different ways. Which one suits you best?",
      options: {
        direct: {
          label: "Direct",
          description: "You help people first-hand – in conversation, by accompanying them, with your hands.",
        },
        scaling: {
          label: "Scaling",
          description: "You create something that reaches many – content, products, ideas that spread.",
        },
        enabling: {
          label: "Enabling",
          description:
            "You strengthen others so they can make an impact themselves – as a teacher, mentor or coach.",
        },
        systemic: {
          label: "Systemic",
          description: "You change structures and rules so that something improves at its root.",
        },
      },
    },
    ideas: {
      title: "First ideas for action",
      description:
        "Collect concrete ideas for how you could soon live your contribution – small or large. Press Enter or the button to add an idea.",
      label: "New idea",
      placeholder: "e.g. Mentor a colleague monthly",
    },
    tasks: [
      {
        id: "impact-moments",
        title: "Moments when you made a difference",
        description: "Remember situations in which you made a difference for someone – whether big or small.",
        content: [
          "When did someone tell you that you had helped them – and with what?",
          "Which contribution made you feel alive and meaningful?",
          "Which problems around you keep coming back to your mind?",
        ],
        note: "Small gestures count too. Others often notice our contribution before we do.",
      },
      {
        id: "impact-vision",
        title: "Your vision",
        description:
          "Imagine it is ten years from now and you have brought about exactly what matters to you.",
        content: [
          { subtitle: "What is different?", text: "What has changed for you, for others or in the world?" },
          { subtitle: "Who benefits?", text: "Whose life is easier or richer because of your contribution?" },
          { subtitle: "How does it feel?", text: "What do you feel when you look back on this path?" },
        ],
        note: "Then sum up the most important part in your vision title.",
      },
      {
        id: "impact-first-steps",
        title: "From wish to action",
        description: "A vision comes alive when you turn it into small, doable steps.",
        content: [
          "What could you do this very week that moves towards your vision?",
          "Who could support you or join in?",
          "What has held you back so far – and what would help?",
        ],
        challenge: "Put one of your ideas into practice within the next seven days.",
      },
    ],
    journaling: {
      title: "Your journal",
      description: "Write down what you have discovered about your contribution and your impact.",
      prompt: "What difference do you want to make – and why this one?",
      placeholder: "What has become clear to you about your contribution this week? …",
    },
    quote: {
      text: "Not all of us can do great things. But we can do small things with great love.",
      author: "Mother Teresa",
    },
  },
};
