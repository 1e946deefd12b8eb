import type { Week3Content } from "@/content/weeks/week-3-shape";

/** Week 3 – Beitrag & Wirkung, in English: the week page loads only its language (decision 218). */
export const week3En: Week3Content = {
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
      description: "Imagine it is ten years from now and you have brought about exactly what matters to you.",
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
};
