import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { linkIn, secondInstance, tokenOf } from "@/server/jobs/job-test-helpers";
import {
  dailyNotificationSummaryJob,
  sendDailyNotificationSummaries,
  sendInstantNotificationMails,
} from "@/server/jobs/notification-mails";
import { runDueJobs } from "@/server/jobs/scheduler";
import { notifyBadgeGranted } from "@/server/services/notifications/notification-service";
import { countQueries } from "@/server/test/query-counter";
import { createTestApp, type TestApp, testDialectName, uniqueEmail } from "@/server/test/test-app";
import type { ForumPost } from "@/shared/community";
import { notificationCountSchema, notificationsPageSchema } from "@/shared/notifications";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
});
afterAll(async () => {
  await t?.close();
});

/** Queries of the notification routes, fixed (decision 182): the count is the session plus one. */
const QUERIES = { count: 2, list: 2 };

async function member(name: string, language: "de" | "en" = "de") {
  const c = t.client();
  const email = uniqueEmail("notify");
  const { body } = await c.signUp({ email, name });
  const userId = body.user.id as string;
  await t.db.updateTable("profiles").set({ full_name: name, language }).where("id", "=", userId).execute();
  return { c, userId, email };
}
type Member = Awaited<ReturnType<typeof member>>;

async function clearWriteLimits() {
  await t.db.deleteFrom("rate_limit_attempts").where("identifier", "like", "community_write:%").execute();
}
async function post(m: Member, title: string) {
  const res = await m.c.json<ForumPost>("/api/community/posts", { body: { title, description: "Text" } });
  expect(res.status).toBe(201);
  return res.body;
}
async function comment(m: Member, postId: string, text: string) {
  const res = await m.c.json<{ id: string }>(`/api/community/posts/${postId}/comments`, { body: { text } });
  expect(res.status).toBe(201);
  return res.body.id;
}
const list = async (m: Member) => notificationsPageSchema.parse((await m.c.json("/api/notifications")).body);
const unread = async (m: Member) =>
  notificationCountSchema.parse((await m.c.json("/api/notifications/count")).body).unread;

describe(`notifications on ${testDialectName}`, () => {
  it("tells the author and the thread, never the one who wrote, and reads newest first", async () => {
    await clearWriteLimits();
    const a = await member("Anna Autorin");
    const b = await member("Ben Antwort");
    const c = await member("Cleo Dritte");
    const p = await post(a, "Übergang");
    await comment(a, p.id, "Mein eigener Nachtrag");
    expect(await unread(a)).toBe(0);
    const fromB = await comment(b, p.id, "Willkommen!");
    expect(await unread(a)).toBe(1);
    expect(await unread(b)).toBe(0);
    await comment(c, p.id, "Ich auch");
    expect(await unread(a)).toBe(2);
    expect(await unread(b)).toBe(1);
    const listed = await list(a);
    expect(listed.items.map((item) => [item.kind, item.actorName])).toEqual([
      ["post_comment", "Cleo Dritte"],
      ["post_comment", "Ben Antwort"],
    ]);
    expect(listed.items[1]).toMatchObject({
      postId: p.id,
      postTitle: "Übergang",
      commentId: fromB,
      read: false,
    });
    expect((await list(b)).items[0]).toMatchObject({ kind: "thread_reply", actorName: "Cleo Dritte" });

    // Read one, then all; someone else's notification is not found.
    const first = listed.items[1]!.id;
    expect((await b.c.json(`/api/notifications/${first}/read`, { method: "POST" })).status).toBe(404);
    expect((await a.c.json(`/api/notifications/${first}/read`, { method: "POST" })).status).toBe(204);
    expect(await unread(a)).toBe(1);
    expect((await a.c.json("/api/notifications/read-all", { method: "POST" })).status).toBe(204);
    expect(await unread(a)).toBe(0);
    expect((await list(a)).items.every((item) => item.read)).toBe(true);
  });

  it("goes with deleted content and deleted accounts", async () => {
    await clearWriteLimits();
    const a = await member("Del Autorin");
    const b = await member("Del Antwort");
    const p = await post(a, "Weg damit");
    const commentId = await comment(b, p.id, "Kommentar");
    expect(await unread(a)).toBe(1);
    expect((await b.c.json(`/api/community/post-comments/${commentId}`, { method: "DELETE" })).status).toBe(
      204,
    );
    expect(await unread(a)).toBe(0);
    await comment(b, p.id, "Noch einer");
    expect(await unread(a)).toBe(1);
    expect((await a.c.json(`/api/community/posts/${p.id}`, { method: "DELETE" })).status).toBe(204);
    const left = await t.db.selectFrom("notifications").select("id").where("post_id", "=", p.id).execute();
    expect(left).toHaveLength(0);
    await notifyBadgeGranted(t.db, b.userId, { grantedBy: null });
    await t.db.deleteFrom("user").where("id", "=", b.userId).execute();
    const gone = await t.db
      .selectFrom("notifications")
      .select("id")
      .where("user_id", "=", b.userId)
      .execute();
    expect(gone).toHaveLength(0);
  });

  it("notifies of a badge and a published announcement, not the admin who acted", async () => {
    const a = await member("Badge Empfängerin");
    await notifyBadgeGranted(t.db, a.userId, { grantedBy: a.userId });
    expect(await unread(a)).toBe(0);
    await notifyBadgeGranted(t.db, a.userId, { grantedBy: null });
    expect((await list(a)).items[0]).toMatchObject({ kind: "badge" });
  });

  it("costs one indexed query for the count and a fixed number for the list", async () => {
    await clearWriteLimits();
    const counter = countQueries(t.db);
    const counted = createApp({ ...t.deps, db: counter.db });
    const a = await member("Zähl Mal");
    const b = await member("Zähl Andere");
    const p = await post(a, "Zählen");
    const cookie = [...a.c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const measure = async (path: string) => {
      counter.reset();
      const res = await counted.request(path, { headers: { cookie } });
      expect(res.status).toBe(200);
      return counter.count;
    };
    await measure("/api/notifications/count");
    const small = {
      count: await measure("/api/notifications/count"),
      list: await measure("/api/notifications"),
    };
    for (let i = 0; i < 8; i++) await comment(b, p.id, `Nr. ${i}`);
    const large = {
      count: await measure("/api/notifications/count"),
      list: await measure("/api/notifications"),
    };
    expect(large).toEqual(small);
    expect(small).toEqual(QUERIES);
    await clearWriteLimits();
  });

  it("keeps mail choices per kind with the defaults, and refuses unknown modes", async () => {
    const a = await member("Mail Wahl");
    expect((await a.c.json("/api/notifications/mail-settings")).body).toEqual({
      post_comment: "daily",
      thread_reply: "daily",
      report_handled: "off",
      announcement: "off",
      badge: "off",
    });
    const set = await a.c.json("/api/notifications/mail-settings", {
      method: "PUT",
      body: { post_comment: "instant", badge: "daily" },
    });
    expect(set.body).toMatchObject({ post_comment: "instant", badge: "daily", thread_reply: "daily" });
    const bad = await a.c.json("/api/notifications/mail-settings", {
      method: "PUT",
      body: { badge: "hourly" },
    });
    expect(bad.status).toBe(400);
  });

  it("mails 'Sofort' at the next tick, once, in the member's language", async () => {
    await clearWriteLimits();
    const a = await member("Instant Anna", "en");
    const b = await member("Instant Ben");
    await a.c.json("/api/notifications/mail-settings", { method: "PUT", body: { post_comment: "instant" } });
    const p = await post(a, "Right away");
    await comment(b, p.id, "Hello there");
    const signal = new AbortController().signal;
    await sendInstantNotificationMails({ deps: t.deps, now: new Date(), period: "x", signal });
    await sendInstantNotificationMails({ deps: t.deps, now: new Date(), period: "y", signal });
    const mails = t.mail.filter((m) => m.to === a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Instant Ben commented on your post “Right away”.");
    expect(mails[0]!.text).toContain("/community?post=");
  });

  it("puts all of a member's rows in one summary, however many unmailed rows come between them", async () => {
    const waiting = await member("Waiting Walter");
    const split = await member("Split Sina", "en");
    const later = await member("Later Lea");
    await waiting.c.json("/api/notifications/mail-settings", {
      method: "PUT",
      body: { report_handled: "instant" },
    });
    for (const m of [split, later]) {
      await m.c.json("/api/notifications/mail-settings", {
        method: "PUT",
        body: { report_handled: "daily" },
      });
    }
    // Sina's first row, then 600 "Sofort" rows the summary leaves alone (more than a batch), then
    // Sina's second and Lea's: the order by time puts them in the job's second and third batch.
    const at = (second: number) => new Date(Date.UTC(2031, 3, 1, 10, 0) + second * 1000).toISOString();
    const row = (userId: string, n: number, detail: string) => ({
      id: crypto.randomUUID(),
      user_id: userId,
      kind: "report_handled",
      detail,
      created_at: at(n),
    });
    await t.db
      .insertInto("notifications")
      .values([
        row(split.userId, 0, "Sina's first"),
        ...Array.from({ length: 600 }, (_, i) => row(waiting.userId, 1 + i, `Walter's ${i}`)),
        row(split.userId, 700, "Sina's second"),
        row(later.userId, 701, "Lea's"),
      ])
      .execute();
    await runDueJobs(t.deps, [dailyNotificationSummaryJob], new Date("2031-04-02T08:30:00.000Z"));
    const to = (m: Member) => t.mail.filter((mail) => mail.to === m.email);
    expect(to(split)).toHaveLength(1);
    expect(to(split)[0]!.text).toContain("Sina's first");
    expect(to(split)[0]!.text).toContain("Sina's second");
    expect(to(later)).toHaveLength(1);
    expect(to(waiting)).toHaveLength(0);
    const unmailed = await t.db
      .selectFrom("notifications")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("user_id", "=", waiting.userId)
      .where("mailed_at", "is", null)
      .executeTakeFirstOrThrow();
    expect(Number(unmailed.n)).toBe(600);
  });

  it("gives a summary's day and rows back when its mail fails, so the retry sends it whole", async () => {
    const a = await member("Retry Rita", "en");
    const b = await member("Retry Ben");
    await a.c.json("/api/notifications/mail-settings", { method: "PUT", body: { report_handled: "daily" } });
    await b.c.json("/api/notifications/mail-settings", { method: "PUT", body: { report_handled: "daily" } });
    const at = new Date(Date.UTC(2031, 4, 1, 10, 0)).toISOString();
    await t.db
      .insertInto("notifications")
      .values(
        ["Rita's first", "Rita's second"]
          .map((detail) => ({
            id: crypto.randomUUID(),
            user_id: a.userId,
            kind: "report_handled",
            detail,
            created_at: at,
          }))
          .concat({
            id: crypto.randomUUID(),
            user_id: b.userId,
            kind: "report_handled",
            detail: "Ben's",
            created_at: at,
          }),
      )
      .execute();
    const morning = new Date("2031-05-02T08:30:00.000Z");
    const signal = new AbortController().signal;
    // Rita's mail fails, Ben's goes out.
    const broken = {
      ...t.deps,
      mailer: {
        send: async (message: { to: string }) => {
          if (message.to === a.email) throw new Error("SMTP down");
          return t.deps.mailer.send(message as Parameters<typeof t.deps.mailer.send>[0]);
        },
      },
    };
    const first = await sendDailyNotificationSummaries({ deps: broken, now: morning, period: "a", signal });
    expect(first).toMatchObject({ sent: 1, failed: 1 });
    const to = (m: Member) => t.mail.filter((mail) => mail.to === m.email);
    expect(to(a)).toHaveLength(0);
    expect(to(b)).toHaveLength(1);
    const retry = new Date(morning.getTime() + 15 * 60_000);
    await sendDailyNotificationSummaries({ deps: t.deps, now: retry, period: "b", signal });
    expect(to(a)).toHaveLength(1);
    expect(to(a)[0]!.text).toContain("Rita's first");
    expect(to(a)[0]!.text).toContain("Rita's second");
    expect(to(b)).toHaveLength(1);
  });

  it("sends the daily summary once for two instances, and its unsubscribe link works without signing in", async () => {
    await clearWriteLimits();
    const a = await member("Summary Anna", "en");
    const b = await member("Summary Ben");
    const p = await post(a, "A question");
    await comment(b, p.id, "An answer");
    await comment(b, p.id, "And another");
    const other = secondInstance(t);
    try {
      const morning = new Date("2031-03-04T08:30:00.000Z");
      const outcomes = await Promise.all([
        runDueJobs(t.deps, [dailyNotificationSummaryJob], morning),
        runDueJobs(other.deps, [dailyNotificationSummaryJob], morning),
      ]);
      expect(outcomes.flat()).toHaveLength(1);
      const mails = [...t.mail, ...other.mail].filter((m) => m.to === a.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe("Your summary: 2 new notifications");
      expect(mail.text).toContain("Summary Ben commented on your post “A question”.");
      expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

      // A second run the same day finds nothing new.
      await runDueJobs(t.deps, [dailyNotificationSummaryJob], new Date(morning.getTime() + 60 * 60_000));
      expect([...t.mail, ...other.mail].filter((m) => m.to === a.email)).toHaveLength(1);

      // The mail client's one-click POST to the header's URL (RFC 8058): a form body, no Origin, no
      // cookie.
      const header = /<([^>]+)>/.exec(String(mail.headers?.["List-Unsubscribe"]))![1]!;
      const oneClick = await t.app.request(new URL(header).pathname + new URL(header).search, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      expect(await oneClick.json()).toEqual({ status: "unsubscribed" });
      expect((await a.c.json("/api/notifications/mail-settings")).body).toMatchObject({
        post_comment: "off",
      });

      // The mail's link opens our page, which sends the token as JSON, without a session: the same
      // answer again, and a forged token is refused.
      const link = linkIn(mail.text, "/benachrichtigungen/abbestellen");
      const anonymous = t.client();
      const forged = await anonymous.json("/api/notification-mails/unsubscribe", {
        body: { token: `${tokenOf(link)}x` },
      });
      expect(forged.status).toBe(400);
      const res = await anonymous.json("/api/notification-mails/unsubscribe", {
        body: { token: tokenOf(link) },
      });
      expect(res).toMatchObject({ status: 200, body: { status: "unsubscribed" } });
    } finally {
      await other.close();
    }
  });
});
