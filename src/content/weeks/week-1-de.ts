import type { Week1Content } from "@/content/weeks/week-1-shape";

/** Week 1 – Rückblick & Muster, in German: the week page loads only its language (decision 218). */
export const week1De: Week1Content = {
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
};
