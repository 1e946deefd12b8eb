import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, secondInstance, tokenOf } from "@/server/jobs/job-test-helpers";
import type { JobDeps } from "@/server/jobs/job-types";
import { memberWeekRemindersJob, sendMemberWeekReminders } from "@/server/jobs/member-week-reminders";
import { runDueJobs } from "@/server/jobs/scheduler";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const signal = new AbortController().signal;

/** A member on `plan` who opened week 1 at `openedAt`, with the weekly reminder on or off. */
async function member(input: {
  plan?: "free" | "core" | "deep";
  reminder?: boolean;
  language?: "de" | "en";
  openedAt: Date;
  name?: string;
  timeZone?: string;
}) {
  const { c, userId } = await t.member("weekly");
  await t.db
    .updateTable("profiles")
    .set({
      subscription_type: input.plan ?? "core",
      has_paid: input.plan === "free" ? 0 : 1,
      weekly_reminder: input.reminder === false ? 0 : 1,
      language: input.language ?? "de",
      full_name: input.name ?? "Mara",
      time_zone: input.timeZone ?? null,
    })
    .where("id", "=", userId)
    .execute();
  await t.db
    .insertInto("user_week_progress")
    .values({
      user_id: userId,
      week_number: 1,
      started_at: input.openedAt.toISOString(),
      completed_at: null,
      unlocked_at: null,
      visited_at: null,
    })
    .execute();
  const user = await t.db
    .selectFrom("user")
    .select("email")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return { c, userId, email: user.email };
}

const run = (now: Date, deps: JobDeps = t.deps, period = "test") =>
  sendMemberWeekReminders({ deps, now, period, signal });
const mailsTo = (email: string) => t.mail.filter((m) => m.to === email);

describe(`weekly member reminder on ${testDialectName}`, () => {
  it("mails once when the next week becomes recommended, in the profile's language, with the links", async () => {
    const opened = new Date("2030-03-02T18:30:00.000Z");
    const en = await member({ openedAt: opened, language: "en", name: "Alex <b>" });
    const de = await member({ openedAt: opened, language: "de" });

    await run(new Date(opened.getTime() + 7 * DAY - 60_000));
    expect(mailsTo(en.email)).toHaveLength(0);

    const due = new Date(opened.getTime() + 7 * DAY + 60_000);
    await run(due);
    await run(due);
    await run(new Date(due.getTime() + DAY));
    const [mail] = mailsTo(en.email);
    expect(mailsTo(en.email)).toHaveLength(1);
    expect(mail!.subject).toBe("Your week 2 is ready: Values & Strengths");
    expect(mail!.text).toContain("Hello Alex <b>,");
    expect(mail!.html).toContain("Hello Alex &lt;b&gt;,");
    expect(mail!.text).toContain("http://localhost:3000/week/2");
    expect(mail!.text).toContain("http://localhost:3000/profile");
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/api\/member-reminders\/unsubscribe\?token=.+>$/,
    );
    expect(mailsTo(de.email).map((m) => m.subject)).toEqual(["Deine Woche 2 ist bereit: Werte & Stärken"]);
    expect(mailsTo(de.email)[0]!.text).toContain("/erinnerungen/wochenmail-abbestellen?token=");

    const claim = await t.db
      .selectFrom("member_week_reminders")
      .selectAll()
      .where("user_id", "=", en.userId)
      .execute();
    expect(claim).toEqual([expect.objectContaining({ week_number: 2, sent_at: due.toISOString() })]);

    // Opening week 2 (on 11 March, 10:15 in Berlin) makes week 3 the next one, a week later — again
    // exactly one mail.
    const week2Opened = "2030-03-11T09:15:00.000Z";
    await t.db
      .insertInto("user_week_progress")
      .values({
        user_id: en.userId,
        week_number: 2,
        started_at: week2Opened,
        completed_at: null,
        unlocked_at: week2Opened,
        visited_at: null,
      })
      .execute();
    const week3Due = new Date(Date.parse(week2Opened) + 7 * DAY + 1000);
    await run(week3Due);
    await run(week3Due);
    expect(mailsTo(en.email).map((m) => m.subject)).toEqual([
      "Your week 2 is ready: Values & Strengths",
      "Your week 3 is ready: Contribution & Impact",
    ]);
  });

  it("waits for the member's mail hours on their own clock (08:00 to 22:00)", async () => {
    // Week 2 is recommended from 23:30 in Berlin on 9 March, and from 18:30 in New York.
    const opened = new Date("2030-03-02T22:30:00.000Z");
    const berlin = await member({ openedAt: opened });
    const newYork = await member({ openedAt: opened, language: "en", timeZone: "America/New_York" });
    await run(new Date("2030-03-09T22:45:00.000Z"));
    expect(mailsTo(berlin.email)).toHaveLength(0);
    expect(mailsTo(newYork.email)).toHaveLength(1);
    await run(new Date("2030-03-10T06:59:00.000Z"));
    expect(mailsTo(berlin.email)).toHaveLength(0);
    await run(new Date("2030-03-10T07:00:00.000Z"));
    expect(mailsTo(berlin.email)).toHaveLength(1);
    expect(mailsTo(newYork.email)).toHaveLength(1);
  });

  it("sends nothing to members who opted out, can't open the week yet or already opened it", async () => {
    const opened = new Date("2030-04-01T08:00:00.000Z");
    const off = await member({ openedAt: opened, reminder: false });
    const free = await member({ openedAt: opened, plan: "free" });
    const early = await member({ openedAt: opened });
    await t.db
      .insertInto("user_week_progress")
      .values({
        user_id: early.userId,
        week_number: 2,
        // Week 2 is open already; week 3 is recommended only from day 10.
        started_at: new Date(opened.getTime() + 3 * DAY).toISOString(),
        completed_at: null,
        unlocked_at: null,
        visited_at: null,
      })
      .execute();
    await run(new Date(opened.getTime() + 8 * DAY));
    for (const m of [off, free, early]) expect(mailsTo(m.email)).toHaveLength(0);
  });

  it("never mails a week twice, even when two instances run at the same moment", async () => {
    const opened = new Date("2030-05-01T08:00:00.000Z");
    const members = await Promise.all([1, 2, 3].map(() => member({ openedAt: opened })));
    const other = secondInstance(t);
    try {
      const now = new Date(opened.getTime() + 7 * DAY + 5000);
      // The per-row claims alone (two runs that both got past the job lease) …
      await Promise.all([run(now, t.deps, "a"), run(now, other.deps, "b")]);
      // … and the whole job through the scheduler's lease on both instances.
      const later = new Date(now.getTime() + DAY);
      const outcomes = await Promise.all([
        runDueJobs(t.deps, [memberWeekRemindersJob], later),
        runDueJobs(other.deps, [memberWeekRemindersJob], later),
      ]);
      expect(outcomes.flat()).toHaveLength(1);
      for (const m of members) {
        const total = mailsTo(m.email).length + other.mail.filter((x) => x.to === m.email).length;
        expect(total).toBe(1);
      }
    } finally {
      await other.close();
    }
  });

  it("gives the claim back when the mail fails, so the retry sends it", async () => {
    const opened = new Date("2030-06-01T08:00:00.000Z");
    const m = await member({ openedAt: opened });
    const now = new Date(opened.getTime() + 7 * DAY + 1000);
    const broken: JobDeps = {
      ...t.deps,
      mailer: {
        send: async () => {
          throw new Error("SMTP down");
        },
      },
    };
    const failed = await run(now, broken);
    expect(failed.failed).toBe(1);
    expect(mailsTo(m.email)).toHaveLength(0);
    await run(now);
    expect(mailsTo(m.email)).toHaveLength(1);
  });

  it("switches the reminder off from the mail without signing in (page call and one-click header)", async () => {
    const opened = new Date("2030-07-01T08:00:00.000Z");
    const m = await member({ openedAt: opened });
    await run(new Date(opened.getTime() + 7 * DAY + 1000));
    const [mail] = mailsTo(m.email);
    const pageUrl = linkIn(mail!.text, "/erinnerungen/wochenmail-abbestellen?token=");
    const reminderOn = async () =>
      (
        await t.db
          .selectFrom("profiles")
          .select("weekly_reminder")
          .where("id", "=", m.userId)
          .executeTakeFirstOrThrow()
      ).weekly_reminder;

    const anonymous = t.client();
    const forged = await anonymous.json("/api/member-reminders/unsubscribe", {
      body: { token: `${m.userId}.forgedmacforgedmac` },
    });
    expect(forged).toMatchObject({ status: 400, body: { error: { code: "reminder_token_invalid" } } });
    expect(Boolean(await reminderOn())).toBe(true);

    const res = await anonymous.json("/api/member-reminders/unsubscribe", {
      body: { token: tokenOf(pageUrl) },
    });
    expect(res).toMatchObject({ status: 200, body: { status: "unsubscribed" } });
    expect(Boolean(await reminderOn())).toBe(false);
    const settings = await m.c.json("/api/profile");
    expect(settings.body.settings).toMatchObject({ weeklyReminder: false });

    // RFC 8058 one-click POST from the header: idempotent.
    const headerUrl = mail!.headers!["List-Unsubscribe"]!.slice(1, -1);
    const oneClick = await t.app.request(headerUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    // Opening the header URL in a browser changes nothing and shows the page.
    const get = await t.app.request(headerUrl);
    expect(get.status).toBe(303);
    expect(get.headers.get("location")).toMatch(/^\/erinnerungen\/wochenmail-abbestellen\?token=/);
  });
});
