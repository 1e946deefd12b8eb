import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { memberRef } from "@/server/services/admin/audit-log";
import { countQueries } from "@/server/test/query-counter";
import { makeAdmin } from "@/server/test/test-admins";
import { createTestApp, type TestApp, testDialectName, uniqueEmail } from "@/server/test/test-app";
import { ADMIN_PAGE_SIZE } from "@/shared/admin";
import { addDays, calendarDate } from "@/shared/dates";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false", TIME_ZONE: "Europe/Berlin" });
});
afterAll(async () => {
  await t?.close();
});

type Client = ReturnType<TestApp["client"]>;

async function signUp(name: string, prefix = "content") {
  const c = t.client();
  const email = uniqueEmail(prefix);
  const res = await c.signUp({ email, name });
  expect(res.status).toBe(200);
  return { c, email, userId: res.body.user.id as string, name };
}

async function admin(name = "Ada Admin") {
  const user = await signUp(name, "admin");
  await makeAdmin(t, { id: user.userId, email: user.email });
  return user;
}

const TABLES = [
  "daily_impulses",
  "community_content",
  "community_events",
  "announcements",
  "bulletin_posts",
  "forum_posts",
  "forum_comments",
  "impulse_comments",
  "user_badges",
  "admin_audit_log",
] as const;

async function countAll(table: (typeof TABLES)[number]) {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
const snapshot = async () => Promise.all(TABLES.map((table) => countAll(table)));

/** The order an item's steps can happen in, for steps logged in the same millisecond. */
const LIFECYCLE = ["create", "update", "delete"];
const lifecycleRank = (action: string) => LIFECYCLE.indexOf(action.slice(action.lastIndexOf(".") + 1));

async function auditFor(itemId: string) {
  const rows = await t.db
    .selectFrom("admin_audit_log")
    .selectAll()
    .where("item_id", "=", itemId)
    .orderBy("created_at")
    .execute();
  // Two steps in one millisecond (a fast machine) have no order in created_at: ties in step order.
  return rows.sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || lifecycleRank(a.action) - lifecycleRank(b.action),
  );
}

/** A date far from every other test's, so one-per-date checks never meet another test's impulse. */
let dayOffset = 400;
const freshDate = () => addDays("2030-01-01", dayOffset++);

const dailyBody = (date: string, content = "Worauf freust du dich heute?") => ({
  content,
  contentEn: "What are you looking forward to today?",
  publicationDate: date,
});
const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: "Check in zur Mitte",
  description: "Wir treffen uns online.",
  titleEn: "Midway check-in",
  descriptionEn: "",
  date: addDays(calendarDate(new Date(), "Europe/Berlin"), 3),
  time: "18:30",
  eventLink: "https://meet.example.org/purpose",
  ...overrides,
});

async function memberPost(c: Client, title: string) {
  const res = await c.json("/api/community/posts", { body: { title, description: "Beschreibung" } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe(`admin content API on ${testDialectName}`, () => {
  it("refuses visitors (401) and members (403) on every route, changing nothing", async () => {
    const member = await signUp("Mia Member");
    const id = crypto.randomUUID();
    const routes: { path: string; method?: string; body?: unknown }[] = [
      { path: "/api/admin/impulses/daily" },
      { path: "/api/admin/impulses/daily", method: "POST", body: dailyBody(freshDate()) },
      { path: `/api/admin/impulses/daily/${id}`, method: "PUT", body: dailyBody(freshDate()) },
      { path: `/api/admin/impulses/daily/${id}`, method: "DELETE" },
      { path: `/api/admin/impulses/daily/${id}/comments` },
      { path: `/api/admin/impulse-comments/${id}`, method: "DELETE" },
      { path: "/api/admin/impulses/weekly" },
      {
        path: "/api/admin/impulses/weekly",
        method: "POST",
        body: {
          type: "weekly_impulse",
          title: "T",
          content: "C",
          published: true,
          startDate: "2030-01-01",
          endDate: "2030-01-07",
        },
      },
      { path: `/api/admin/impulses/weekly/${id}`, method: "DELETE" },
      { path: "/api/admin/posts" },
      { path: `/api/admin/posts/${id}/comments` },
      { path: `/api/admin/posts/${id}`, method: "DELETE" },
      { path: `/api/admin/post-comments/${id}`, method: "DELETE" },
      { path: "/api/admin/events" },
      { path: "/api/admin/events?when=past" },
      { path: "/api/admin/events", method: "POST", body: eventBody() },
      { path: `/api/admin/events/${id}`, method: "PUT", body: eventBody() },
      { path: `/api/admin/events/${id}`, method: "DELETE" },
      { path: "/api/admin/announcements" },
      {
        path: "/api/admin/announcements",
        method: "POST",
        body: { title: "T", content: "C", published: true },
      },
      { path: `/api/admin/announcements/${id}`, method: "DELETE" },
      { path: "/api/admin/bulletin" },
      { path: "/api/admin/bulletin", method: "POST", body: { category: "offer", title: "T", content: "C" } },
      { path: `/api/admin/bulletin/${id}`, method: "DELETE" },
      {
        path: `/api/admin/users/${member.userId}/badges`,
        method: "PUT",
        body: { badge: "graduate", granted: true },
      },
    ];
    const before = await snapshot();
    for (const route of routes) {
      const label = `${route.method ?? "GET"} ${route.path}`;
      const visitor = await t.client().json(route.path, { method: route.method, body: route.body });
      expect(visitor.status, `visitor ${label}`).toBe(401);
      const asMember = await member.c.json(route.path, { method: route.method, body: route.body });
      expect(asMember.status, `member ${label}`).toBe(403);
      expect(asMember.body.error.message).toBe(
        "Access Denied: This page is only accessible to administrators.",
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it("publishes one daily impulse per date, edits and deletes it, and logs each step", async () => {
    const a = await admin();
    const date = freshDate();
    const created = await a.c.json("/api/admin/impulses/daily", { body: dailyBody(date) });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const clash = await a.c.json("/api/admin/impulses/daily", { body: dailyBody(date, "Noch einer") });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe("impulse_date_taken");

    const other = await a.c.json("/api/admin/impulses/daily", { body: dailyBody(freshDate()) });
    const moveOnto = await a.c.json(`/api/admin/impulses/daily/${other.body.id}`, {
      method: "PUT",
      body: dailyBody(date),
    });
    expect(moveOnto.status).toBe(409);

    const next = freshDate();
    const edited = await a.c.json(`/api/admin/impulses/daily/${id}`, {
      method: "PUT",
      body: dailyBody(next, "Wofür bist du heute dankbar?"),
    });
    expect(edited.status).toBe(200);
    const row = await t.db
      .selectFrom("daily_impulses")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.publication_date).toBe(next);
    expect(row.content).toBe("Wofür bist du heute dankbar?");

    expect((await a.c.json(`/api/admin/impulses/daily/${id}`, { method: "DELETE" })).status).toBe(200);
    const again = await a.c.json(`/api/admin/impulses/daily/${id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe("impulse_not_found");
    expect(again.body.error.message).toBe("This impulse no longer exists.");

    const log = await auditFor(id);
    expect(log.map((entry) => entry.action)).toEqual(["impulse.create", "impulse.update", "impulse.delete"]);
    expect(log[0]?.item_title).toContain("Worauf freust du dich heute?");
    expect(JSON.parse(log[1]!.details!).changes).toContainEqual({ field: "date", from: date, to: next });
    expect(log[1]?.item_title).toContain("Wofür bist du heute dankbar?");
    expect(log.every((entry) => entry.actor_id === a.userId && entry.actor_name === "Ada Admin")).toBe(true);
  });

  it("refuses empty texts, unparsable dates, unknown fields and ids that are not UUIDs", async () => {
    const a = await admin();
    const before = await snapshot();
    const bad: { path: string; method?: string; body?: unknown; field?: string }[] = [
      { path: "/api/admin/impulses/daily", body: dailyBody(freshDate(), "   "), field: "content" },
      { path: "/api/admin/impulses/daily", body: dailyBody("2030-02-30"), field: "publicationDate" },
      { path: "/api/admin/impulses/daily", body: dailyBody("morgen"), field: "publicationDate" },
      {
        path: "/api/admin/impulses/weekly",
        body: {
          type: "weekly_impulse",
          title: "Woche",
          content: "Text",
          published: true,
          startDate: "2030-01-08",
          endDate: "2030-01-01",
        },
        field: "endDate",
      },
      { path: "/api/admin/events", body: eventBody({ title: "" }), field: "title" },
      { path: "/api/admin/events", body: eventBody({ date: "2030-13-01" }), field: "date" },
      { path: "/api/admin/events", body: eventBody({ time: "25:00" }), field: "time" },
      {
        path: "/api/admin/events",
        body: eventBody({ eventLink: "javascript:alert(1)" }),
        field: "eventLink",
      },
      {
        path: "/api/admin/events",
        body: eventBody({ eventLink: "data:text/html,<script>alert(1)</script>" }),
        field: "eventLink",
      },
      { path: "/api/admin/events", body: eventBody({ eventLink: "ftp://example.org" }), field: "eventLink" },
      {
        path: "/api/admin/announcements",
        body: { title: " ", content: "C", published: true },
        field: "title",
      },
      { path: "/api/admin/bulletin", body: { category: "offer", title: "", content: "C" }, field: "title" },
      { path: "/api/admin/events", body: { ...eventBody(), user_id: crypto.randomUUID() } },
      { path: "/api/admin/events/not-a-uuid", method: "PUT", body: eventBody(), field: "id" },
      { path: "/api/admin/events/123", method: "DELETE", field: "id" },
      { path: "/api/admin/posts/%27%20or%201%3D1", method: "DELETE", field: "id" },
      { path: "/api/admin/post-comments/abc", method: "DELETE", field: "id" },
      { path: "/api/admin/impulse-comments/abc", method: "DELETE", field: "id" },
      { path: "/api/admin/impulses/daily/abc", method: "DELETE", field: "id" },
      { path: "/api/admin/impulses/weekly/abc", method: "DELETE", field: "id" },
      { path: "/api/admin/announcements/abc", method: "DELETE", field: "id" },
      { path: "/api/admin/bulletin/abc", method: "DELETE", field: "id" },
      { path: "/api/admin/posts/abc/comments", field: "id" },
      {
        path: "/api/admin/users/abc/badges",
        method: "PUT",
        body: { badge: "graduate", granted: true },
        field: "id",
      },
      { path: "/api/admin/posts?page=0", field: "page" },
      { path: "/api/admin/events?when=soon", field: "when" },
    ];
    for (const route of bad) {
      const label = `${route.method ?? (route.body ? "POST" : "GET")} ${route.path}`;
      const res = await a.c.json(route.path, { method: route.method, body: route.body });
      expect(res.status, label).toBe(400);
      expect(res.body.error.code, label).toBe("validation_failed");
      if (route.field) expect(Object.keys(res.body.error.fields ?? {}), label).toContain(route.field);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lists impulses ten to a page, daily newest date first, and weekly ones with their status", async () => {
    const a = await admin();
    await t.db.deleteFrom("daily_impulses").execute();
    const dates = Array.from({ length: ADMIN_PAGE_SIZE.impulses + 1 }, () => freshDate());
    for (const date of dates) {
      expect((await a.c.json("/api/admin/impulses/daily", { body: dailyBody(date) })).status).toBe(201);
    }
    const first = await a.c.json("/api/admin/impulses/daily");
    expect(first.body).toMatchObject({ total: 11, page: 1, pageSize: 10 });
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0].publicationDate).toBe(dates.at(-1));
    expect(first.body.items[0]).toMatchObject({
      contentEn: "What are you looking forward to today?",
      commentCount: 0,
    });
    const second = await a.c.json("/api/admin/impulses/daily?page=2");
    expect(second.body.items).toHaveLength(1);

    const weekly = await a.c.json("/api/admin/impulses/weekly", {
      body: {
        type: "weekly_impulse",
        title: "Werte im Alltag",
        content: "Wo hast du deine Werte gelebt?",
        titleEn: "Values every day",
        contentEn: "",
        published: false,
        startDate: "2030-03-04",
        endDate: "2030-03-10",
      },
    });
    expect(weekly.status).toBe(201);
    const list = await a.c.json("/api/admin/impulses/weekly");
    const item = list.body.items.find((row: { id: string }) => row.id === weekly.body.id);
    expect(item).toMatchObject({ published: false, titleEn: "Values every day", contentEn: null });
    const publish = await a.c.json(`/api/admin/impulses/weekly/${weekly.body.id}`, {
      method: "PUT",
      body: { ...item, published: true },
    });
    // Only the named fields: the answer's id and createdAt are not part of the input.
    expect(publish.status).toBe(400);
    const { id: _id, createdAt: _at, ...input } = item;
    expect(
      (
        await a.c.json(`/api/admin/impulses/weekly/${weekly.body.id}`, {
          method: "PUT",
          body: { ...input, published: true },
        })
      ).status,
    ).toBe(200);
    const log = await auditFor(weekly.body.id);
    expect(JSON.parse(log.at(-1)!.details!).changes).toContainEqual({
      field: "status",
      from: "draft",
      to: "published",
    });
    expect(
      (await a.c.json(`/api/admin/impulses/weekly/${weekly.body.id}`, { method: "DELETE" })).status,
    ).toBe(200);
    expect(
      (await a.c.json(`/api/admin/impulses/weekly/${weekly.body.id}`, { method: "DELETE" })).status,
    ).toBe(404);
  });

  it("schedules events in the operator's time zone, five to a page, upcoming and past", async () => {
    const a = await admin();
    const member = await signUp("Eva Event");
    const body = eventBody({ date: "2031-07-01", time: "18:30" });
    const created = await a.c.json("/api/admin/events", { body });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const row = await t.db
      .selectFrom("community_events")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    // 18:30 in Berlin in summer is 16:30 UTC.
    expect(row.event_date).toBe("2031-07-01T16:30:00.000Z");
    expect(row.description_en).toBeNull();

    const seen = await member.c.json("/api/community/events");
    expect(seen.body.items.map((event: { id: string }) => event.id)).toContain(id);

    const edit = await a.c.json(`/api/admin/events/${id}`, {
      method: "PUT",
      body: { ...body, title: "Abschlussrunde", time: "19:00", eventLink: "" },
    });
    expect(edit.status).toBe(200);
    const list = await a.c.json("/api/admin/events");
    const listed = list.body.items.find((event: { id: string }) => event.id === id);
    expect(listed).toMatchObject({
      title: "Abschlussrunde",
      date: "2031-07-01",
      time: "19:00",
      eventLink: null,
    });
    expect(list.body.timeZone).toBe("Europe/Berlin");
    const log = await auditFor(id);
    expect(log.map((entry) => [entry.action, entry.item_title])).toEqual([
      ["event.create", "Check in zur Mitte"],
      ["event.update", "Abschlussrunde"],
    ]);
    expect(JSON.parse(log[1]!.details!).changes).toContainEqual({
      field: "at",
      from: "2031-07-01 18:30",
      to: "2031-07-01 19:00",
    });

    // Page sizes: six upcoming and one past event.
    await t.db.deleteFrom("community_events").execute();
    for (let day = 1; day <= 6; day++) {
      await a.c.json("/api/admin/events", {
        body: eventBody({ date: `2032-01-0${day}`, title: `Kommend ${day}` }),
      });
    }
    await a.c.json("/api/admin/events", { body: eventBody({ date: "2020-01-01", title: "Vorbei" }) });
    const upcoming = await a.c.json("/api/admin/events");
    expect(upcoming.body).toMatchObject({ total: 6, pageSize: 5 });
    expect(upcoming.body.items.map((event: { title: string }) => event.title)).toEqual([
      "Kommend 1",
      "Kommend 2",
      "Kommend 3",
      "Kommend 4",
      "Kommend 5",
    ]);
    expect((await a.c.json("/api/admin/events?page=2")).body.items).toHaveLength(1);
    const past = await a.c.json("/api/admin/events?when=past");
    expect(past.body.items.map((event: { title: string }) => event.title)).toEqual(["Vorbei"]);

    const pastId = past.body.items[0].id;
    expect((await a.c.json(`/api/admin/events/${pastId}`, { method: "DELETE" })).status).toBe(200);
    const twice = await a.c.json(`/api/admin/events/${pastId}`, { method: "DELETE" });
    expect(twice.status).toBe(404);
    expect(twice.body.error).toMatchObject({
      code: "event_not_found",
      message: "This event no longer exists.",
    });
    const editGone = await a.c.json(`/api/admin/events/${pastId}`, { method: "PUT", body: eventBody() });
    expect(editGone.status).toBe(404);
  });

  it("moderates posts ten to a page with authors and counts, and their comments", async () => {
    const a = await admin();
    const author = await signUp("Paula Post");
    await t.db.deleteFrom("forum_posts").execute();
    const ids: string[] = [];
    for (let i = 1; i <= 11; i++) {
      ids.push(await memberPost(author.c, `Beitrag ${i}`));
      await t.db.deleteFrom("rate_limit_attempts").where("identifier", "like", "community_write:%").execute();
    }
    // Two posts made in one millisecond (a fast machine) have no order by time: a second apart, in order.
    for (const [index, id] of ids.entries()) {
      const createdAt = new Date(Date.now() - (ids.length - index) * 1000).toISOString();
      await t.db.updateTable("forum_posts").set({ created_at: createdAt }).where("id", "=", id).execute();
    }
    const target = ids.at(-1)!;
    await author.c.json(`/api/community/posts/${target}/comments`, { body: { text: "Erster Kommentar" } });
    await author.c.json(`/api/community/posts/${target}/comments`, { body: { text: "Zweiter Kommentar" } });

    const page = await a.c.json("/api/admin/posts");
    expect(page.body).toMatchObject({ total: 11, page: 1, pageSize: 10 });
    expect(page.body.items).toHaveLength(10);
    expect(page.body.items[0]).toMatchObject({
      id: target,
      title: "Beitrag 11",
      author: { id: author.userId, name: "Paula Post", isTeam: false },
      commentCount: 2,
    });
    expect((await a.c.json("/api/admin/posts?page=2")).body.items).toHaveLength(1);

    const empty = await a.c.json(`/api/admin/posts/${ids[0]}/comments`);
    expect(empty.body).toEqual({ items: [], nextCursor: null });
    const comments = await a.c.json(`/api/admin/posts/${target}/comments`);
    // Read as the conversation reads on /community: oldest first (decision 181).
    expect(comments.body.items.map((comment: { text: string }) => comment.text)).toEqual([
      "Erster Kommentar",
      "Zweiter Kommentar",
    ]);
    const commentId = comments.body.items[1].id;
    expect((await a.c.json(`/api/admin/post-comments/${commentId}`, { method: "DELETE" })).status).toBe(200);
    const commentAgain = await a.c.json(`/api/admin/post-comments/${commentId}`, { method: "DELETE" });
    expect(commentAgain.status).toBe(404);
    expect(commentAgain.body.error.code).toBe("comment_not_found");
    expect((await auditFor(commentId))[0]).toMatchObject({
      action: "comment.delete",
      // A member's words stay out of the log (decision 193).
      item_title: "",
    });

    expect((await a.c.json(`/api/admin/posts/${target}`, { method: "DELETE" })).status).toBe(200);
    const postAgain = await a.c.json(`/api/admin/posts/${target}`, { method: "DELETE" });
    expect(postAgain.status).toBe(404);
    expect(postAgain.body.error.message).toBe("This post no longer exists.");
    expect((await a.c.json(`/api/admin/posts/${target}/comments`)).status).toBe(404);
    const memberView = await author.c.json("/api/community/posts");
    expect(memberView.body.items.map((post: { id: string }) => post.id)).not.toContain(target);
    expect((await auditFor(target))[0]).toMatchObject({
      action: "post.delete",
      item_title: "",
      summary: "",
    });
    expect(JSON.parse((await auditFor(target))[0]!.details!)).toEqual({
      type: "deleted",
      values: { author: { member: memberRef(author.userId) }, comments: 1 },
    });
  });

  it("lists and deletes an impulse's comments", async () => {
    const a = await admin();
    const member = await signUp("Ilse Impuls");
    const today = calendarDate(new Date(), "Europe/Berlin");
    await t.db.deleteFrom("daily_impulses").execute();
    const created = await a.c.json("/api/admin/impulses/daily", { body: dailyBody(today) });
    const impulseId = created.body.id as string;
    const comment = await member.c.json(`/api/community/impulses/${impulseId}/comments`, {
      body: { text: "Mein Gedanke" },
    });
    expect(comment.status).toBe(201);
    const list = await a.c.json(`/api/admin/impulses/daily/${impulseId}/comments`);
    expect(list.body.items).toEqual([
      expect.objectContaining({
        text: "Mein Gedanke",
        author: { id: member.userId, name: "Ilse Impuls", isTeam: false },
      }),
    ]);
    const daily = await a.c.json("/api/admin/impulses/daily");
    expect(daily.body.items.find((row: { id: string }) => row.id === impulseId)?.commentCount).toBe(1);
    const id = list.body.items[0].id;
    expect((await a.c.json(`/api/admin/impulse-comments/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await a.c.json(`/api/admin/impulse-comments/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await a.c.json(`/api/admin/impulses/daily/${crypto.randomUUID()}/comments`)).status).toBe(404);
  });

  it("writes announcements and the team's bulletin entries, and only deletes members' entries", async () => {
    const a = await admin();
    const member = await signUp("Bernd Brett");
    const ann = await a.c.json("/api/admin/announcements", {
      body: {
        title: "Wartung am Sonntag",
        content: "Kurz offline.",
        titleEn: "",
        contentEn: "",
        published: false,
      },
    });
    expect(ann.status).toBe(201);
    expect((await member.c.json("/api/community/announcements")).body.items).not.toContainEqual(
      expect.objectContaining({ id: ann.body.id }),
    );
    const publish = await a.c.json(`/api/admin/announcements/${ann.body.id}`, {
      method: "PUT",
      body: { title: "Wartung am Sonntag", content: "Kurz offline.", published: true },
    });
    expect(publish.status).toBe(200);
    expect((await member.c.json("/api/community/announcements")).body.items).toContainEqual(
      expect.objectContaining({ id: ann.body.id }),
    );
    const anns = await a.c.json("/api/admin/announcements");
    expect(anns.body.items[0]).toMatchObject({ id: ann.body.id, published: true, titleEn: null });
    expect((await a.c.json(`/api/admin/announcements/${ann.body.id}`, { method: "DELETE" })).status).toBe(
      200,
    );
    expect((await a.c.json(`/api/admin/announcements/${ann.body.id}`, { method: "DELETE" })).status).toBe(
      404,
    );
    expect((await auditFor(ann.body.id)).map((entry) => entry.action)).toEqual([
      "announcement.create",
      "announcement.update",
      "announcement.delete",
    ]);

    const team = await a.c.json("/api/admin/bulletin", {
      body: {
        category: "announcement",
        title: "Neue Termine",
        content: "Siehe Events.",
        titleEn: "New dates",
      },
    });
    expect(team.status).toBe(201);
    const own = await member.c.json("/api/community/bulletin", {
      body: { category: "offer", title: "Biete Austausch", content: "Gern per Mail." },
    });
    expect(own.status).toBe(201);
    const board = await a.c.json("/api/admin/bulletin");
    expect(board.body.items).toContainEqual(
      expect.objectContaining({ id: team.body.id, author: null, titleEn: "New dates", contentEn: null }),
    );
    expect(board.body.items).toContainEqual(
      expect.objectContaining({
        id: own.body.id,
        author: { id: member.userId, name: "Bernd Brett", isTeam: false },
      }),
    );
    const edit = await a.c.json(`/api/admin/bulletin/${team.body.id}`, {
      method: "PUT",
      body: { category: "announcement", title: "Neue Termine im Juli", content: "Siehe Events." },
    });
    expect(edit.status).toBe(200);
    const rewrite = await a.c.json(`/api/admin/bulletin/${own.body.id}`, {
      method: "PUT",
      body: { category: "offer", title: "Geändert", content: "Geändert" },
    });
    expect(rewrite.status).toBe(403);
    expect((await a.c.json(`/api/admin/bulletin/${own.body.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await a.c.json(`/api/admin/bulletin/${own.body.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await auditFor(team.body.id)).map((entry) => entry.item_title)).toEqual([
      "Neue Termine",
      "Neue Termine im Juli",
    ]);
  });

  it("grants and removes the graduate badge with the badge service, once each", async () => {
    const a = await admin();
    const member = await signUp("Greta Graduate");
    const grant = () =>
      a.c.json(`/api/admin/users/${member.userId}/badges`, {
        method: "PUT",
        body: { badge: "graduate", granted: true },
      });
    const granted = await grant();
    expect(granted.status).toBe(200);
    expect(granted.body.user.badges).toEqual(["graduate"]);
    expect((await grant()).status).toBe(200);
    const today = await member.c.json("/api/community/today");
    expect(today.body.isGraduate).toBe(true);
    const badge = await t.db
      .selectFrom("user_badges")
      .selectAll()
      .where("user_id", "=", member.userId)
      .executeTakeFirstOrThrow();
    expect(badge.granted_by).toBe(a.userId);

    const removed = await a.c.json(`/api/admin/users/${member.userId}/badges`, {
      method: "PUT",
      body: { badge: "graduate", granted: false },
    });
    expect(removed.body.user.badges).toEqual([]);
    const log = await auditFor(member.userId);
    expect(log.map((entry) => [entry.action, entry.item_title])).toEqual([
      ["badge.grant", ""],
      ["badge.revoke", ""],
    ]);
    const gone = await a.c.json(`/api/admin/users/${crypto.randomUUID()}/badges`, {
      method: "PUT",
      body: { badge: "graduate", granted: true },
    });
    expect(gone.status).toBe(404);
    const unknown = await a.c.json(`/api/admin/users/${member.userId}/badges`, {
      method: "PUT",
      body: { badge: "champion", granted: true },
    });
    expect(unknown.status).toBe(400);
  });

  it("costs the same number of queries for a short and a long list", async () => {
    const a = await admin("Zoe Zähler");
    const counter = countQueries(t.db);
    const counted = createApp({ ...t.deps, db: counter.db });
    const cookie = () => [...a.c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const lists = [
      "/api/admin/impulses/daily",
      "/api/admin/impulses/weekly",
      "/api/admin/posts",
      "/api/admin/events",
      "/api/admin/announcements",
      "/api/admin/bulletin",
    ];
    const measure = async () => {
      const counts: number[] = [];
      for (const path of lists) {
        counter.reset();
        const res = await counted.request(path, { headers: { cookie: cookie() } });
        expect(res.status, path).toBe(200);
        counts.push(counter.count);
      }
      return counts;
    };
    await measure();
    for (const table of ["daily_impulses", "community_events", "announcements", "bulletin_posts"] as const) {
      await t.db.deleteFrom(table).execute();
    }
    await t.db.deleteFrom("forum_posts").execute();
    await t.db.deleteFrom("community_content").execute();
    const small = await measure();

    const author = await signUp("Viel Schreiber");
    const now = Date.now();
    for (let i = 0; i < 12; i++) {
      const at = new Date(now + i * 1000).toISOString();
      const id = crypto.randomUUID();
      await t.db
        .insertInto("forum_posts")
        .values({ id, user_id: author.userId, title: `P${i}`, description: "D", created_at: at })
        .execute();
      await t.db
        .insertInto("forum_comments")
        .values({
          id: crypto.randomUUID(),
          post_id: id,
          user_id: author.userId,
          comment_text: "K",
          created_at: at,
        })
        .execute();
      await t.db
        .insertInto("daily_impulses")
        .values({
          id: crypto.randomUUID(),
          content: "I",
          content_en: null,
          publication_date: freshDate(),
          created_at: at,
        })
        .execute();
      await t.db
        .insertInto("community_events")
        .values({
          id: crypto.randomUUID(),
          title: "E",
          description: null,
          title_en: null,
          description_en: null,
          event_date: new Date(now + (i + 1) * 86_400_000).toISOString(),
          event_link: null,
          created_at: at,
        })
        .execute();
      await t.db
        .insertInto("bulletin_posts")
        .values({
          id: crypto.randomUUID(),
          user_id: i % 2 ? author.userId : null,
          category: "offer",
          title: "B",
          content: "C",
          title_en: null,
          content_en: null,
          created_at: at,
        })
        .execute();
    }
    expect(await measure()).toEqual(small);
  });
});
