import type { Localized, WeekContentBase } from "@/content/journey-types";
import type { TaskId } from "@/shared/journey-fields";

export type Week1Content = WeekContentBase<TaskId<1>> & {
  warning: { title: string; text: string; action: string };
  crisis: { title: string; intro: string; closing: string };
  returnBanner: { title: string; text: string; action: string };
  tip: { title: string; text: string };
  paceNote: { title: string; text: string };
};

/** Week 1 – Rückblick & Muster. */
export const week1: Localized<Week1Content> = {
  de: {
    title: "Rückblick & Muster",
    subtitle: "Schau zurück, um zu erkennen, was dich trägt.",
    intro: [
      "Willkommen in deiner ersten Woche. Bevor wir nach vorne schauen, lohnt sich ein ehrlicher Blick zurück: Dein bisheriges Leben steckt voller Hinweise darauf, was dich begeistert, was dir Kraft gibt und was dich immer wieder beschäftigt.",
      "Diese Woche geht es nicht darum, etwas zu bewerten oder zu verbessern. Du sammelst – neugierig und freundlich mit dir selbst. Oft zeigen sich Muster erst, wenn man die einzelnen Momente nebeneinanderlegt.",
      "Nimm dir für jede Aufgabe etwas Ruhe. Es gibt keine richtigen oder falschen Antworten, nur deine.",
    ],
    warning: {
      title: "Ein achtsamer Hinweis",
      text: "Der Blick zurück kann schöne Erinnerungen wecken, aber auch schmerzhafte. Das ist normal. Geh nur so weit, wie es sich gerade gut anfühlt, und mach eine Pause, wann immer du sie brauchst. Wenn dich etwas stark belastet, bist du damit nicht allein.",
      action: "Hilfe & Ansprechpartner",
    },
    crisis: {
      title: "Du bist nicht allein",
      intro:
        "Wenn dich gerade etwas überwältigt, sprich mit jemandem darüber. Diese Telefonnummern sind kostenlos und anonym erreichbar:",
      closing:
        "Bei akuter Gefahr wähle bitte sofort den Notruf 112. Purpose Journey ist ein Reflexionsangebot und ersetzt keine Therapie oder ärztliche Beratung.",
    },
    returnBanner: {
      title: "Schön, dass du wieder da bist",
      text: "Deine bisherigen Antworten sind gespeichert. Mach einfach dort weiter, wo du aufgehört hast.",
      action: "Weiter zu den Aufgaben",
    },
    tasks: [
      {
        id: "life-line",
        title: "Deine Lebenslinie",
        description:
          "Zeichne eine Linie von deiner Kindheit bis heute – auf Papier oder in Gedanken. Markiere die Höhen und Tiefen, die dich geprägt haben.",
        content: [
          "Welche Momente waren Höhepunkte, in denen du dich lebendig und ganz bei dir gefühlt hast?",
          "Welche Tiefpunkte haben dich verändert – und was hast du aus ihnen mitgenommen?",
          "Welche Wendepunkte haben deinem Leben eine neue Richtung gegeben?",
        ],
        note: "Du musst nichts ausformulieren. Stichworte reichen völlig.",
      },
      {
        id: "energy-moments",
        title: "Momente voller Energie",
        description:
          "Erinnere dich an drei Situationen, in denen du die Zeit vergessen hast, weil dich etwas ganz erfüllt hat.",
        content: [
          { subtitle: "Was hast du getan?", text: "Beschreibe die Tätigkeit so konkret wie möglich." },
          { subtitle: "Mit wem warst du zusammen?", text: "Oder warst du allein – und war das wichtig?" },
          {
            subtitle: "Was genau hat dich erfüllt?",
            text: "Das Ergebnis, der Weg dorthin, die Menschen, das Gefühl?",
          },
        ],
      },
      {
        id: "patterns",
        title: "Muster erkennen",
        description:
          "Leg deine Lebenslinie und deine Energie-Momente nebeneinander. Was zieht sich wie ein roter Faden hindurch?",
        content: [
          "Welche Themen, Tätigkeiten oder Menschen tauchen immer wieder auf?",
          "Was hat dich schon als Kind fasziniert – und begleitet dich vielleicht bis heute?",
          "Wofür haben andere dich um Rat oder Hilfe gebeten?",
        ],
        challenge: "Formuliere am Ende einen Satz, der beginnt mit: „Immer wieder merke ich, dass …“",
      },
    ],
    journaling: {
      title: "Dein Journal",
      description: "Halte fest, was dir in dieser Woche bewusst geworden ist. Nur du kannst es lesen.",
      prompt: "Was hat dich beim Blick zurück überrascht, berührt oder bestärkt?",
      placeholder: "Schreib einfach drauflos – deine Gedanken werden automatisch gespeichert …",
    },
    tip: {
      title: "Tipp",
      text: "Sprich mit einem Menschen, der dich lange kennt, über deine Lebenslinie. Oft erinnern sich andere an Seiten von dir, die du selbst vergessen hast.",
    },
    paceNote: {
      title: "Dein Tempo",
      text: "Für diese Etappe ist eine Woche gedacht, aber du bestimmst das Tempo. Du kannst jederzeit zurückkommen und deine Antworten ergänzen.",
    },
  },
  en: {
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
  },
};
