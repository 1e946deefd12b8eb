import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanUpBulletin } from "@/server/jobs/bulletin-expiry";
import { memberWeekRemindersJob } from "@/server/jobs/member-week-reminders";
import { dailyNotificationSummaryJob } from "@/server/jobs/notification-mails";
import { retentionJob } from "@/server/jobs/retention";
import { runDueJobs } from "@/server/jobs/scheduler";
import type { MailMessage } from "@/server/mail/mailer";
import { reminderIcs } from "@/server/services/calendar/reminder-ics";
import { listBulletin } from "@/server/services/community/board";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";
import type { CommunityEvent, TodayResponse } from "@/shared/community";
import { addDays, zonedDateTime } from "@/shared/dates";
import type { WeekStateResponse } from "@/shared/journey-schemas";

/**
 * The days the calendar is hard on (issue 46): a year's last minute in Berlin, the nights its clocks
 * change, 29 February and the retention deadline. Each test stands at its instants with Vitest's fake
 * `Date`, which the server's clock and the libraries it calls (better-auth's sessions) read alike. The
 * operator's zone is the test app's default, Europe/Berlin; none of it depends on the machine's zone
 * (`npm test` runs this file under two more TZ settings).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const standAt = (instant: string | Date) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(instant));
};

async function memberWith(profile: { language: "de" | "en"; timeZone: string | null; name: string }) {
  const m = await t.member("calendar");
  await t.db
    .updateTable("profiles")
    .set({
      full_name: profile.name,
      language: profile.language,
      time_zone: profile.timeZone,
      subscription_type: "core",
      has_paid: 1,
      weekly_reminder: 1,
    })
    .where("id", "=", m.userId)
    .execute();
  const { email } = await t.db
    .selectFrom("user")
    .select("email")
    .where("id", "=", m.userId)
    .executeTakeFirstOrThrow();
  return { ...m, email };
}

describe(`the last minute of 2026 in Berlin and the first of 2027, on ${testDialectName}`, () => {
  // 2026-12-31 23:59 in Berlin is 22:59 UTC; 2027-01-01 00:00 is 23:00 UTC.
  const lastMinute = "2026-12-31T22:59:30.000Z";
  const firstMinute = "2026-12-31T23:00:30.000Z";

  it("shows the old year's impulse until midnight in Berlin, the new one's from 00:00", async () => {
    standAt("2026-12-31T21:00:00.000Z");
    await t.db
      .insertInto("daily_impulses")
      .values([
        {
          id: crypto.randomUUID(),
          content: "Was nimmst du aus diesem Jahr mit?",
          content_en: "What do you take from this year?",
          publication_date: "2026-12-31",
          created_at: "2026-12-01T10:00:00.000Z",
        },
        {
          id: crypto.randomUUID(),
          content: "Was darf im neuen Jahr wachsen?",
          content_en: "What may grow in the new year?",
          publication_date: "2027-01-01",
          created_at: "2026-12-01T10:00:00.000Z",
        },
      ])
      .execute();
    const { c } = await t.member("new-year");

    standAt(lastMinute);
    const before = await c.json<TodayResponse>("/api/community/today?lang=de");
    expect(before.body).toMatchObject({
      today: "2026-12-31",
      dailyImpulse: { content: "Was nimmst du aus diesem Jahr mit?", publicationDate: "2026-12-31" },
    });

    standAt(firstMinute);
    const after = await c.json<TodayResponse>("/api/community/today?lang=en");
    expect(after.body).toMatchObject({
      today: "2027-01-01",
      dailyImpulse: { content: "What may grow in the new year?", publicationDate: "2027-01-01" },
    });
  });

  it("lists events from now on across the turn of the year, a running one until it ends", async () => {
    standAt("2026-12-31T21:00:00.000Z");
    const event = (title: string, startsAt: string, minutes: number) => ({
      id: crypto.randomUUID(),
      title,
      description: null,
      title_en: null,
      description_en: null,
      event_date: startsAt,
      event_link: null,
      created_at: "2026-12-01T10:00:00.000Z",
      duration_minutes: minutes,
    });
    await t.db
      .insertInto("community_events")
      .values([
        // 22:00–23:30 in Berlin: over before the last minute.
        event("Jahresrückblick", "2026-12-31T21:00:00.000Z", 90),
        // 23:30–00:30 in Berlin: running at the turn of the year.
        event("Silvesterrunde", "2026-12-31T22:30:00.000Z", 60),
        // 1 January, 10:00 in Berlin.
        event("Neujahrsspaziergang", "2027-01-01T09:00:00.000Z", 90),
      ])
      .execute();
    const { c } = await t.member("events");
    const titles = async () =>
      (await c.json<{ items: CommunityEvent[] }>("/api/community/events")).body.items.map((e) => e.title);

    standAt(lastMinute);
    expect(await titles()).toEqual(["Silvesterrunde", "Neujahrsspaziergang"]);
    standAt(firstMinute);
    expect(await titles()).toEqual(["Silvesterrunde", "Neujahrsspaziergang"]);
    standAt("2026-12-31T23:30:00.000Z");
    expect(await titles()).toEqual(["Neujahrsspaziergang"]);
  });

  it("starts a daily calendar reminder on the member's own today", () => {
    const start = (timeZone: string, now: string) =>
      /DTSTART;TZID=([^:]+):(\d{8})T073000/
        .exec(
          reminderIcs({
            kind: "gratitude",
            query: { time: "07:30" },
            language: "de",
            timeZone,
            userId: "00000000-0000-4000-8000-000000000000",
            host: "purpose-journey.test",
            now: new Date(now),
          }),
        )
        ?.slice(1);
    expect(start("Europe/Berlin", lastMinute)).toEqual(["Europe/Berlin", "20261231"]);
    // At 00:00 in Berlin it is 1 January there, and still 31 December (18:00) in New York.
    expect(start("Europe/Berlin", firstMinute)).toEqual(["Europe/Berlin", "20270101"]);
    expect(start("America/New_York", firstMinute)).toEqual(["America/New_York", "20261231"]);
  });
});

/**
 * A weekend around a change of the clocks, ticked every five minutes from Saturday 12:00 to Monday
 * 18:00 UTC as the scheduler would: the weekly reminder and the daily summary for a member in Berlin
 * (German) and one in New York (English), whose clocks change on other dates.
 */
describe.each([
  { night: "spring forward", sunday: "2027-03-28", weekBefore: "2027-03-21" },
  { night: "fall back", sunday: "2027-10-31", weekBefore: "2027-10-24" },
])(`the night Berlin's clocks $night ($sunday), on ${testDialectName}`, ({ sunday, weekBefore }) => {
  const BERLIN = "Europe/Berlin";
  const NEW_YORK = "America/New_York";
  type Sent = { mail: MailMessage; at: Date };

  async function weekend() {
    standAt(`${weekBefore}T00:00:00.000Z`);
    const berlin = await memberWith({ language: "de", timeZone: BERLIN, name: "Mara" });
    const newYork = await memberWith({ language: "en", timeZone: NEW_YORK, name: "Alex" });
    // Week 1 opened a week before: at 02:30 in Berlin (a time that is skipped or repeated on the
    // Sunday), at 10:00 in New York.
    const opened = {
      [berlin.userId]: `${weekBefore}T${sunday.startsWith("2027-03") ? "01:30" : "00:30"}:00.000Z`,
      [newYork.userId]: `${weekBefore}T14:00:00.000Z`,
    };
    for (const [userId, startedAt] of Object.entries(opened)) {
      await t.db
        .insertInto("user_week_progress")
        .values({
          user_id: userId,
          week_number: 1,
          started_at: startedAt,
          completed_at: null,
          unlocked_at: startedAt,
          visited_at: null,
        })
        .execute();
      await t.db
        .insertInto("notification_mail_settings")
        .values({ user_id: userId, kind: "badge", mode: "daily", updated_at: startedAt })
        .execute();
    }
    // A notification on Saturday evening and one on Sunday afternoon, each member's own time.
    const saturday = addDays(sunday, -1);
    const notify = (userId: string, createdAt: string, detail: string) =>
      t.db
        .insertInto("notifications")
        .values({ id: crypto.randomUUID(), user_id: userId, kind: "badge", detail, created_at: createdAt })
        .execute();
    await notify(berlin.userId, `${saturday}T19:00:00.000Z`, "saturday");
    await notify(newYork.userId, `${saturday}T23:00:00.000Z`, "saturday");
    await notify(berlin.userId, `${sunday}T13:00:00.000Z`, "sunday");
    await notify(newYork.userId, `${sunday}T19:00:00.000Z`, "sunday");

    const sent: Sent[] = [];
    const start = Date.parse(`${saturday}T12:00:00.000Z`);
    const end = start + 54 * 60 * 60_000;
    for (let at = start; at <= end; at += 5 * 60_000) {
      const now = new Date(at);
      standAt(now);
      const before = t.mail.length;
      await runDueJobs(t.deps, [memberWeekRemindersJob, dailyNotificationSummaryJob], now);
      for (const mail of t.mail.slice(before)) sent.push({ mail, at: now });
    }
    const to = (m: { email: string }) => sent.filter((s) => s.mail.to === m.email);
    return { berlin, newYork, to };
  }

  const local = (s: Sent, timeZone: string) => zonedDateTime(s.at, timeZone);
  // One weekend for both tests: the scheduler's runs are claimed once per quarter hour.
  let result: Awaited<ReturnType<typeof weekend>>;
  beforeAll(async () => {
    result = await weekend();
    vi.useRealTimers();
  });

  it("sends each member's weekly reminder once, at their local time, in their language", () => {
    const { berlin, newYork, to } = result;
    const weekly = (m: { email: string }) =>
      to(m).filter((s) => /Woche 2 ist bereit|week 2 is ready/.test(s.mail.subject));

    const [de, ...moreDe] = weekly(berlin);
    expect(moreDe).toEqual([]);
    expect(de!.mail.subject).toBe("Deine Woche 2 ist bereit: Werte & Stärken");
    // Recommended from 02:30 (or just after the gap): held until the morning, 08:00 on Sunday.
    expect(local(de!, BERLIN)).toEqual({ date: sunday, time: "08:00" });

    const [en, ...moreEn] = weekly(newYork);
    expect(moreEn).toEqual([]);
    expect(en!.mail.subject).toBe("Your week 2 is ready: Values & Strengths");
    // Seven days after 10:00 in New York is 10:00 in New York, whatever Berlin's clocks did.
    expect(local(en!, NEW_YORK)).toEqual({ date: sunday, time: "10:00" });
  });

  it("sends each member's daily summary once a day, from 07:00 on their own clock", () => {
    const { berlin, newYork, to } = result;
    for (const [member, timeZone, subject] of [
      [berlin, BERLIN, "Deine Zusammenfassung: 1 Neuigkeit"],
      [newYork, NEW_YORK, "Your summary: 1 new notification"],
    ] as const) {
      const summaries = to(member).filter((s) => /Zusammenfassung|summary/.test(s.mail.subject));
      const days = summaries.map((s) => local(s, timeZone));
      // Sunday's summary at 07:00 with Saturday's news; Monday's at 07:00 with Sunday's.
      expect(days.map((d) => d.date)).toEqual([sunday, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
      expect(days.map((d) => d.time)).toEqual(["07:00", "07:00"]);
      expect(summaries.map((s) => s.mail.subject)).toEqual([subject, subject]);
    }
  });
});

describe(`29 February 2028, on ${testDialectName}`, () => {
  it("recommends week 2 seven days after 25 February, on 3 March", async () => {
    standAt("2028-02-25T09:00:00.000Z");
    const { c, userId } = await t.member("leap");
    await t.db
      .updateTable("profiles")
      .set({ subscription_type: "core", has_paid: 1 })
      .where("id", "=", userId)
      .execute();
    expect((await c.json("/api/journey/weeks/1/open", { method: "POST" })).status).toBeLessThan(300);
    standAt("2028-02-29T12:00:00.000Z");
    const week = await c.json<WeekStateResponse>("/api/journey/weeks/2");
    expect(week.body.access.recommendedFrom).toBe("2028-03-03T09:00:00.000Z");
  });

  it("keeps a bulletin entry written that day for 60 days, until 29 April", async () => {
    standAt("2028-02-29T09:00:00.000Z");
    const { c, userId } = await t.member("leap-board");
    const created = await c.json<{ id: string; expiresAt: string }>("/api/community/bulletin", {
      body: { category: "offer", title: "Schalttag", content: "Ein Tag mehr" },
    });
    expect(created.status).toBe(201);
    // 10:00 in Berlin on 29 February → 10:00 (summer time) on 29 April.
    expect(created.body.expiresAt).toBe("2028-04-29T08:00:00.000Z");
    // Read through the service: the session of 29 February has ended by April.
    const listed = async (now: string) =>
      (
        await listBulletin(
          t.db,
          { userId, isAdmin: false },
          { language: "de", timeZone: "Europe/Berlin", now: new Date(now) },
        )
      ).items.map((item) => item.id);
    expect(await listed("2028-04-29T07:59:59.000Z")).toContain(created.body.id);
    expect(await listed("2028-04-29T08:00:01.000Z")).not.toContain(created.body.id);
    // Deleted 30 days after it expired, not before.
    await cleanUpBulletin({ deps: t.deps, now: new Date("2028-05-29T07:00:00.000Z") });
    expect(
      await t.db.selectFrom("bulletin_posts").where("id", "=", created.body.id).select("id").execute(),
    ).toHaveLength(1);
    await cleanUpBulletin({ deps: t.deps, now: new Date("2028-05-29T08:00:01.000Z") });
    expect(
      await t.db.selectFrom("bulletin_posts").where("id", "=", created.body.id).select("id").execute(),
    ).toHaveLength(0);
  });
});

describe(`the retention deadline, on ${testDialectName}`, () => {
  // TEST_PHASE_END 2027-06-30: everything personal is gone on 2027-12-30 (Berlin's date).
  it("deletes nothing on the day before and everything on the day after, if the day itself was missed", async () => {
    const app = await createTestApp({ SEED_STARTER_CONTENT: "false", TEST_PHASE_END: "2027-06-30" });
    try {
      standAt("2027-12-28T12:00:00.000Z");
      await app.member("retention");
      const users = async () => (await app.db.selectFrom("user").select("id").execute()).length;
      // 29 December, 23:59 in Berlin.
      expect(await runDueJobs(app.deps, [retentionJob], new Date("2027-12-29T22:59:59.000Z"))).toEqual([]);
      expect(await users()).toBe(1);
      // The server was off on the 30th; on the 31st the job runs and deletes.
      const [outcome] = await runDueJobs(app.deps, [retentionJob], new Date("2027-12-31T08:00:00.000Z"));
      expect(outcome).toMatchObject({ period: "2027-12-31", status: "done", summary: { users: 1 } });
      expect(await users()).toBe(0);
    } finally {
      await app.close();
    }
  });
});
