import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, secondInstance, tokenOf } from "@/server/jobs/job-test-helpers";
import { runDueJobs } from "@/server/jobs/scheduler";
import {
  sendSubscriberReminders,
  subscriberPeriod,
  subscriberRemindersJob,
} from "@/server/jobs/subscriber-reminders";
import { createTestApp, type TestApp, testDialectName, uniqueEmail } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
});
afterAll(async () => {
  await t?.close();
});

const signal = new AbortController().signal;
// Monday 4 March 2030, 10:00 in Berlin (CET, UTC+1).
const MONDAY = new Date("2030-03-04T09:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

async function subscription(input: {
  status?: "pending" | "confirmed" | "unsubscribed";
  language?: "de" | "en";
  confirmedAt?: string;
}) {
  const email = uniqueEmail("sub");
  const id = crypto.randomUUID();
  await t.db
    .insertInto("reminder_subscriptions")
    .values({
      id,
      email,
      language: input.language ?? "de",
      status: input.status ?? "confirmed",
      confirm_token_hash: null,
      confirm_expires_at: null,
      consent_text_version: "test",
      created_at: "2030-01-01T00:00:00.000Z",
      updated_at: "2030-01-01T00:00:00.000Z",
      confirmed_at: input.confirmedAt ?? "2030-01-02T00:00:00.000Z",
      unsubscribed_at: null,
    })
    .execute();
  return { id, email };
}

const mailsTo = (email: string) => t.mail.filter((m) => m.to === email);
const run = (now: Date) =>
  sendSubscriberReminders({
    deps: t.deps,
    now,
    period: subscriberPeriod(now, t.deps.config.timeZone)!,
    signal,
  });

describe(`weekly subscriber reminder on ${testDialectName}`, () => {
  it("is due from Monday 9:00 operator time, one period per calendar week", () => {
    const tz = "Europe/Berlin";
    expect(subscriberPeriod(new Date("2030-03-04T07:59:00.000Z"), tz)).toBeNull();
    expect(subscriberPeriod(new Date("2030-03-04T08:00:00.000Z"), tz)).toBe("2030-03-04");
    // Sunday 23:30 in Berlin still belongs to the week that began on 4 March.
    expect(subscriberPeriod(new Date("2030-03-10T22:30:00.000Z"), tz)).toBe("2030-03-04");
    expect(subscriberPeriod(new Date("2030-03-10T23:30:00.000Z"), tz)).toBeNull();
    expect(subscriberPeriod(new Date("2030-03-11T08:00:00.000Z"), tz)).toBe("2030-03-11");
  });

  it("mails each confirmed subscription once a week in its language, with the unsubscribe headers and link", async () => {
    const de = await subscription({ language: "de" });
    const en = await subscription({ language: "en" });
    const pending = await subscription({ status: "pending" });
    const gone = await subscription({ status: "unsubscribed" });
    const fresh = await subscription({ confirmedAt: new Date(MONDAY.getTime() - 3600_000).toISOString() });

    await run(MONDAY);
    await run(new Date(MONDAY.getTime() + 2 * DAY));
    expect(mailsTo(de.email).map((m) => m.subject)).toEqual(["Zeit für dich: deine Purpose Journey"]);
    expect(mailsTo(en.email).map((m) => m.subject)).toEqual(["Time for you: your Purpose Journey"]);
    for (const s of [pending, gone, fresh]) expect(mailsTo(s.email)).toHaveLength(0);

    const mail = mailsTo(en.email)[0]!;
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers?.["List-Unsubscribe"]).toContain("/api/reminders/unsubscribe?token=");
    const link = linkIn(mail.text, "/erinnerungen/abmelden?token=");
    expect(mail.html).toContain("/erinnerungen/abmelden?token=");

    // Next week, with a weekly impulse in the community content: everyone confirmed gets it, once.
    await t.db
      .insertInto("community_content")
      .values({
        id: crypto.randomUUID(),
        type: "weekly_impulse",
        title: "Impuls der Woche: Stille",
        content: "Fünf Minuten Stille am Tag.",
        title_en: "Impulse of the week: quiet",
        content_en: "Five minutes of quiet a day.",
        published: 1,
        start_date: "2030-03-11",
        end_date: "2030-03-17",
        created_at: "2030-03-01T00:00:00.000Z",
      })
      .execute();
    const nextMonday = new Date(MONDAY.getTime() + 7 * DAY);
    // The English subscriber leaves with the link from the first mail before the next week's run.
    const out = await t.client().json("/api/reminders/unsubscribe", { body: { token: tokenOf(link) } });
    expect(out.status).toBe(200);
    await run(nextMonday);
    await run(nextMonday);
    expect(mailsTo(de.email).map((m) => m.subject)).toEqual([
      "Zeit für dich: deine Purpose Journey",
      "Deine wöchentliche Erinnerung: Impuls der Woche: Stille",
    ]);
    expect(mailsTo(de.email)[1]!.text).toContain("Fünf Minuten Stille am Tag.");
    expect(mailsTo(en.email)).toHaveLength(1);
    expect(mailsTo(fresh.email)).toHaveLength(1);
  });

  it("sends once per subscription and week when two instances run at the same moment", async () => {
    const subs = await Promise.all([1, 2, 3].map(() => subscription({ language: "en" })));
    const other = secondInstance(t);
    try {
      const now = new Date(MONDAY.getTime() + 21 * DAY);
      const period = subscriberPeriod(now, t.deps.config.timeZone)!;
      await Promise.all([
        sendSubscriberReminders({ deps: t.deps, now, period, signal }),
        sendSubscriberReminders({ deps: other.deps, now, period, signal }),
        runDueJobs(t.deps, [subscriberRemindersJob], now),
        runDueJobs(other.deps, [subscriberRemindersJob], now),
      ]);
      for (const s of subs) {
        const total = mailsTo(s.email).length + other.mail.filter((m) => m.to === s.email).length;
        expect(total).toBe(1);
      }
    } finally {
      await other.close();
    }
  });
});
