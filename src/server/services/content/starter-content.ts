import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";
import { addDays, calendarDate } from "@/shared/dates";

const SEED_KEY = "starter_content_seeded_at";

const impulses: Array<{ de: string; en: string }> = [
  {
    de: "Welcher Moment der letzten Woche hat dich lebendig fühlen lassen? Was hast du da gerade getan?",
    en: "Which moment last week made you feel most alive? What were you doing right then?",
  },
  {
    de: "Schreib drei Dinge auf, die dir heute leichtfallen – und die anderen vielleicht schwer.",
    en: "Write down three things that come easily to you today – and might be hard for others.",
  },
  {
    de: "Wem hast du zuletzt geholfen, ohne dass du darüber nachdenken musstest?",
    en: "Who did you last help without having to think about it?",
  },
  {
    de: "Welche Entscheidung schiebst du gerade vor dir her? Was wäre ein kleiner erster Schritt?",
    en: "Which decision are you putting off right now? What would a small first step be?",
  },
  {
    de: "Denk an eine Person, die du bewunderst. Welchen Wert lebt sie, den du auch in dir trägst?",
    en: "Think of someone you admire. Which value do they live that you carry in you too?",
  },
  {
    de: "Was würdest du tun, wenn niemand dir dabei zusieht und niemand es bewertet?",
    en: "What would you do if no one were watching and no one would judge it?",
  },
  {
    de: "Welcher Satz, den dir jemand gesagt hat, begleitet dich bis heute?",
    en: "Which sentence someone once told you still stays with you today?",
  },
  {
    de: "Nimm dir fünf Minuten Stille. Was taucht auf, wenn nichts mehr muss?",
    en: "Take five minutes of quiet. What comes up when nothing is required of you?",
  },
  {
    de: "Wofür bist du heute dankbar – ganz konkret, ganz klein?",
    en: "What are you grateful for today – very concrete, very small?",
  },
  {
    de: "Was möchtest du in einem Jahr über diese Zeit des Übergangs erzählen können?",
    en: "What would you like to be able to say about this time of transition a year from now?",
  },
];

/**
 * Loads a few daily impulses around today, a weekly impulse, a quote of the week, two announcements,
 * three bulletin entries and two upcoming events, once. A marker
 * row keeps a second start from seeding again, even after an admin deleted the starter rows.
 */
export async function seedStarterContent(
  db: Db,
  { timeZone, logger, now = currentTime() }: { timeZone: string; logger: Logger; now?: Date },
): Promise<boolean> {
  const seeded = await db
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", SEED_KEY)
    .executeTakeFirst();
  if (seeded) return false;

  const today = calendarDate(now, timeZone);
  try {
    await insertStarterRows(db, now, today);
  } catch (err) {
    // Another instance starting at the same moment may have won the race for the marker row.
    const winner = await db
      .selectFrom("app_meta")
      .select("value")
      .where("key", "=", SEED_KEY)
      .executeTakeFirst();
    if (winner) return false;
    throw err;
  }
  logger.info({ today }, "starter content loaded");
  return true;
}

async function insertStarterRows(db: Db, now: Date, today: string): Promise<void> {
  const createdAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const existing = new Set(
      (await trx.selectFrom("daily_impulses").select("publication_date").execute()).map(
        (r) => r.publication_date,
      ),
    );
    const rows = impulses
      .map((impulse, index) => ({
        id: crypto.randomUUID(),
        content: impulse.de,
        content_en: impulse.en,
        publication_date: addDays(today, index - 2),
        created_at: createdAt,
      }))
      .filter((row) => !existing.has(row.publication_date));
    if (rows.length > 0) await trx.insertInto("daily_impulses").values(rows).execute();

    await trx
      .insertInto("community_content")
      .values({
        id: crypto.randomUUID(),
        type: "weekly_impulse",
        title: "Impuls der Woche: Kleine Schritte zählen",
        content:
          "Du musst deinen Purpose nicht in einer Woche finden. Nimm dir diese Woche jeden Tag zehn Minuten für eine einzige Frage – und schau, was sich verändert.",
        title_en: "Impulse of the week: small steps count",
        content_en:
          "You don't have to find your purpose in a single week. This week, take ten minutes a day for one single question – and notice what changes.",
        published: 1,
        start_date: today,
        end_date: addDays(today, 6),
        created_at: createdAt,
      })
      .execute();

    await trx
      .insertInto("community_content")
      .values({
        id: crypto.randomUUID(),
        type: "quote",
        // For a quote the title names who said it.
        title: "Friedrich Nietzsche",
        content: "Wer ein Warum zum Leben hat, erträgt fast jedes Wie.",
        title_en: "Friedrich Nietzsche",
        content_en: "He who has a why to live can bear almost any how.",
        published: 1,
        start_date: today,
        end_date: addDays(today, 6),
        created_at: createdAt,
      })
      .execute();

    // Created a second apart so that "newest first" has one clear order.
    const earlier = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
    await trx
      .insertInto("announcements")
      .values([
        {
          id: crypto.randomUUID(),
          title: "Willkommen in der Community!",
          content:
            "Schön, dass du da bist. Hier teilen wir Impulse, Fragen und Erfahrungen aus der Purpose Journey. Sei freundlich zu dir und anderen – alles, was du hier schreibst, sehen nur Teilnehmende.",
          title_en: "Welcome to the community!",
          content_en:
            "Great to have you here. This is where we share impulses, questions and experiences from the Purpose Journey. Be kind to yourself and others – everything you write here is seen by participants only.",
          published: 1,
          created_at: earlier(1),
          created_by: null,
        },
        {
          id: crypto.randomUUID(),
          title: "Testphase: Wir freuen uns über dein Feedback",
          content:
            "Die Purpose Journey ist in der Testphase. Was hilft dir, was fehlt dir? Schreib uns über das Kontaktformular oder teile es im Forum.",
          title_en: "Test phase: we'd love your feedback",
          content_en:
            "The Purpose Journey is in its test phase. What helps you, what is missing? Write to us through the contact form or share it in the forum.",
          published: 1,
          created_at: earlier(2),
          created_by: null,
        },
      ])
      .execute();

    await trx
      .insertInto("bulletin_posts")
      .values([
        {
          id: crypto.randomUUID(),
          user_id: null,
          category: "search",
          title: "Austauschpartner:in für Woche 2 gesucht",
          content: "Wer mag sich einmal pro Woche 30 Minuten per Video über Werte und Stärken austauschen?",
          title_en: "Looking for an exchange partner for week 2",
          content_en:
            "Who would like to talk about values and strengths for 30 minutes by video once a week?",
          created_at: earlier(1),
        },
        {
          id: crypto.randomUUID(),
          user_id: null,
          category: "offer",
          title: "Buchtipp zum Teilen",
          content:
            "„Man's Search for Meaning“ von Viktor Frankl hat vielen in der Gruppe geholfen. Fragen dazu gern hier.",
          title_en: "A book to share",
          content_en:
            '"Man\'s Search for Meaning" by Viktor Frankl has helped many in the group. Questions about it are welcome here.',
          created_at: earlier(2),
        },
        {
          id: crypto.randomUUID(),
          user_id: null,
          category: "announcement",
          title: "Schreibrunde am Sonntagmorgen",
          content: "Jeden Sonntag um 9 Uhr schreiben wir 20 Minuten gemeinsam still an unseren Reflexionen.",
          title_en: "Sunday morning writing circle",
          content_en: "Every Sunday at 9 a.m. we write quietly on our reflections together for 20 minutes.",
          created_at: earlier(3),
        },
      ])
      .execute();

    const at = (days: number, hourUtc: number) => {
      const d = new Date(`${addDays(today, days)}T00:00:00Z`);
      d.setUTCHours(hourUtc);
      return d.toISOString();
    };
    await trx
      .insertInto("community_events")
      .values([
        {
          id: crypto.randomUUID(),
          title: "Kickoff: Gemeinsam starten",
          description: "Wir lernen uns kennen, teilen unsere Erwartungen und starten gemeinsam in Woche 1.",
          title_en: "Kickoff: starting together",
          description_en: "We get to know each other, share our expectations and start week 1 together.",
          event_date: at(5, 17),
          event_link: null,
          created_at: createdAt,
        },
        {
          id: crypto.randomUUID(),
          title: "Check in zur Mitte",
          description: "Halbzeit: Was hat sich gezeigt? Wir tauschen uns zu Werten und Stärken aus.",
          title_en: "Mid-journey check-in",
          description_en: "Halfway: what has emerged? We share our experiences with values and strengths.",
          event_date: at(19, 17),
          event_link: null,
          created_at: createdAt,
        },
      ])
      .execute();

    await trx.insertInto("app_meta").values({ key: SEED_KEY, value: createdAt }).execute();
  });
}
