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
 * Loads a few daily impulses around today, a weekly impulse and two upcoming events, once. A marker
 * row keeps a second start from seeding again, even after an admin deleted the starter rows.
 */
export async function seedStarterContent(
  db: Db,
  { timeZone, logger, now = new Date() }: { timeZone: string; logger: Logger; now?: Date },
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
          title: "Check-in zur Mitte",
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
