import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { memberRef } from "@/server/services/admin/audit-log";
import { countQueries } from "@/server/test/query-counter";
import { makeAdmin } from "@/server/test/test-admins";
import { createTestApp, type TestApp, testDialectName, uniqueEmail } from "@/server/test/test-app";
import type { AdminUserDetails, Paged } from "@/shared/admin";
import type { AdminReport } from "@/shared/report-kinds";

/**
 * Reports and community suspension (decisions 184 and 185), on SQLite and
 * PostgreSQL: one report per member and item, never one's own or deleted content, the admin's
 * grouped list, delete (notifies the reporters, audited) and close (audited), a deleted post taking
 * its reports and notifications along, the write rate, suspension, and fixed query counts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
});
afterAll(async () => {
  await t?.close();
});

/** Queries per request, fixed whatever the number of reports (the session read included). */
const QUERIES = { report: 6, count: 2, list: 4, close: 4, delete: 7, suspend: 9 };

async function member(name: string) {
  const c = t.client();
  const email = uniqueEmail("report");
  const { body } = await c.signUp({ email, name });
  const userId = body.user.id as string;
  await t.db.updateTable("profiles").set({ full_name: name }).where("id", "=", userId).execute();
  return { c, userId, email, name };
}
type Member = Awaited<ReturnType<typeof member>>;

async function admin(name = "Ada Admin") {
  const a = await member(name);
  await makeAdmin(t, { id: a.userId, email: a.email });
  return a;
}

async function clearWriteLimits() {
  await t.db.deleteFrom("rate_limit_attempts").where("identifier", "like", "community_write:%").execute();
}
async function post(m: Member, title = "Ein Beitrag") {
  const res = await m.c.json<{ id: string }>("/api/community/posts", {
    body: { title, description: "Text" },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}
const report = (m: Member, body: Record<string, unknown>) =>
  m.c.json("/api/community/reports", { body: { itemType: "post", reason: "spam", ...body } });
const reportsOf = async (a: Member) => (await a.c.json<Paged<AdminReport>>("/api/admin/reports")).body;
const openCount = async (a: Member) =>
  (await a.c.json<{ open: number }>("/api/admin/reports/count")).body.open;

describe(`reports on ${testDialectName}`, () => {
  it("takes one report per member and item, never one's own or deleted content", async () => {
    await clearWriteLimits();
    const a = await member("Anna Autorin");
    const b = await member("Ben Melder");
    const p = await post(a);

    expect((await report(b, { itemId: p, note: "Werbung für einen Kurs" })).status).toBe(201);
    const again = await report(b, { itemId: p, reason: "other" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("already_reported");

    const own = await report(a, { itemId: p });
    expect(own.status).toBe(400);
    expect(own.body.error.code).toBe("report_own_content");

    const gone = await report(b, { itemId: crypto.randomUUID() });
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe("report_item_gone");

    // The wrong kind for an id is content that does not exist, not someone else's row.
    expect((await report(b, { itemId: p, itemType: "bulletin" })).body.error.code).toBe("report_item_gone");

    const bad = await report(b, { itemId: p, reason: "boring" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ reason: "invalid" });
    const long = await report(b, { itemId: p, note: "x".repeat(501) });
    expect(long.body.error.fields).toMatchObject({ note: "too_long" });
    const forged = await report(b, { itemId: p, reporterId: a.userId });
    expect(forged.status).toBe(400);
  });

  it("reports comments and bulletin entries as well", async () => {
    await clearWriteLimits();
    const a = await member("Clara Kommentar");
    const b = await member("Dora Melderin");
    const p = await post(a);
    const comment = await a.c.json<{ id: string }>(`/api/community/posts/${p}/comments`, {
      body: { text: "Ein Kommentar" },
    });
    const entry = await a.c.json<{ id: string }>("/api/community/bulletin", {
      body: { category: "offer", title: "Biete", content: "Hilfe" },
    });
    expect(
      (await report(b, { itemType: "post_comment", itemId: comment.body.id, reason: "inappropriate" }))
        .status,
    ).toBe(201);
    expect(
      (await report(b, { itemType: "bulletin", itemId: entry.body.id, reason: "personal_data" })).status,
    ).toBe(201);
  });

  it("counts reports towards the write rate of 10 a minute", async () => {
    await clearWriteLimits();
    const a = await member("Eva Viel");
    const b = await member("Finn Eifrig");
    const posts: string[] = [];
    for (let i = 0; i < 10; i++) posts.push(await post(a, `Beitrag ${i}`));
    await clearWriteLimits();
    for (let i = 0; i < 10; i++) expect((await report(b, { itemId: posts[i] })).status).toBe(201);
    const eleventh = await report(b, { itemId: await post(a, "Noch einer") });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.code).toBe("community_rate_limited");
    await clearWriteLimits();
  });

  it("lists open reports per item for admins; closing keeps the content and is audited", async () => {
    await clearWriteLimits();
    const ada = await admin("Ada Schließt");
    const a = await member("Gina Geschrieben");
    const b = await member("Hugo Hin");
    const c = await member("Ida Auch");
    const p = await post(a, "Strittig");
    const before = await openCount(ada);
    await report(b, { itemId: p, reason: "spam", note: "Link zu einem Shop" });
    await report(c, { itemId: p, reason: "inappropriate" });
    expect(await openCount(ada)).toBe(before + 1);

    const listed = (await reportsOf(ada)).items.find((r) => r.itemId === p);
    expect(listed).toMatchObject({
      itemType: "post",
      title: "Strittig",
      text: "Text",
      author: { id: a.userId, name: "Gina Geschrieben" },
      count: 2,
      reasons: { spam: 1, inappropriate: 1 },
      notes: ["Link zu einem Shop"],
    });

    expect((await ada.c.json(`/api/admin/reports/post/${p}/close`, { method: "POST" })).status).toBe(204);
    expect(await openCount(ada)).toBe(before);
    expect((await reportsOf(ada)).items.some((r) => r.itemId === p)).toBe(false);
    // The content stays; closing again finds nothing open; a second report stays "already reported".
    const row = await t.db.selectFrom("forum_posts").select("id").where("id", "=", p).executeTakeFirst();
    expect(row?.id).toBe(p);
    expect((await ada.c.json(`/api/admin/reports/post/${p}/close`, { method: "POST" })).status).toBe(404);
    expect((await report(b, { itemId: p })).body.error.code).toBe("already_reported");

    const audit = await t.db
      .selectFrom("admin_audit_log")
      .selectAll()
      .where("item_id", "=", p)
      .where("action", "=", "report.close")
      .executeTakeFirstOrThrow();
    expect(audit.item_type).toBe("report");
    expect(audit.subject_id).toBe(a.userId);
    expect(JSON.parse(audit.details ?? "null")).toEqual({
      type: "noted",
      values: { on: "post", author: { member: memberRef(a.userId) }, reports: 2 },
    });
    // Nothing of the member's words in the log.
    expect(JSON.stringify(audit)).not.toContain("Strittig");
  });

  it("deletes reported content: audited, the reporters notified, reports and notifications gone with it", async () => {
    await clearWriteLimits();
    const ada = await admin("Ada Löscht");
    const a = await member("Jana Gelöscht");
    const b = await member("Karl Meldet");
    const c = await member("Lena Kommentiert");
    const p = await post(a, "Zu löschen");
    await c.c.json(`/api/community/posts/${p}/comments`, { body: { text: "Hallo" } });
    const reply = await a.c.json<{ id: string }>(`/api/community/posts/${p}/comments`, {
      body: { text: "Antwort" },
    });
    await report(b, { itemId: p, reason: "inappropriate" });
    await report(b, { itemType: "post_comment", itemId: reply.body.id, reason: "spam" });
    const notificationsBefore = await t.db
      .selectFrom("notifications")
      .select("id")
      .where("post_id", "=", p)
      .execute();
    expect(notificationsBefore.length).toBeGreaterThan(0);

    expect((await ada.c.json(`/api/admin/reports/post/${p}/delete`, { method: "POST" })).status).toBe(204);
    const left = await t.db
      .selectFrom("content_reports")
      .select("id")
      .where("item_id", "in", [p, reply.body.id])
      .execute();
    expect(left).toEqual([]);
    expect(await t.db.selectFrom("notifications").select("id").where("post_id", "=", p).execute()).toEqual(
      [],
    );
    const handled = await t.db
      .selectFrom("notifications")
      .select(["kind", "detail", "actor_id"])
      .where("user_id", "=", b.userId)
      .execute();
    expect(handled).toEqual([{ kind: "report_handled", detail: "post", actor_id: ada.userId }]);
    const audit = await t.db
      .selectFrom("admin_audit_log")
      .select(["action", "subject_id"])
      .where("item_id", "=", p)
      .execute();
    expect(audit).toEqual([{ action: "post.delete", subject_id: a.userId }]);

    // Reporting what was deleted answers a clear message; deleting it again is not found.
    expect((await report(c, { itemId: p })).body.error.code).toBe("report_item_gone");
    expect((await ada.c.json(`/api/admin/reports/post/${p}/delete`, { method: "POST" })).status).toBe(404);
  });

  it("settles reports however an admin deletes (from /community or the admin lists); an author's own deletion does not", async () => {
    await clearWriteLimits();
    const ada = await admin("Ada Aufräumt");
    const a = await member("Mia Schreibt");
    const b = await member("Noah Meldet");
    const p = await post(a, "Bleibt nicht");
    const comment = await a.c.json<{ id: string }>(`/api/community/posts/${p}/comments`, {
      body: { text: "Ein Kommentar" },
    });
    const own = await post(a, "Lösche ich selbst");
    await report(b, { itemType: "post_comment", itemId: comment.body.id, reason: "spam" });
    await report(b, { itemId: p, reason: "inappropriate" });
    await report(b, { itemId: own, reason: "spam" });
    const handled = () =>
      t.db
        .selectFrom("notifications")
        .select("detail")
        .where("user_id", "=", b.userId)
        .where("kind", "=", "report_handled")
        .orderBy("created_at")
        .execute();

    expect((await a.c.json(`/api/community/posts/${own}`, { method: "DELETE" })).status).toBe(204);
    expect(await handled()).toEqual([]);
    expect(
      (await ada.c.json(`/api/community/post-comments/${comment.body.id}`, { method: "DELETE" })).status,
    ).toBe(204);
    expect((await ada.c.json(`/api/admin/posts/${p}`, { method: "DELETE" })).status).toBe(200);
    expect((await handled()).map((n) => n.detail).sort()).toEqual(["post", "post_comment"]);
    const stillOpen = (await reportsOf(ada)).items.map((item) => item.itemId);
    expect(stillOpen).not.toContain(p);
    expect(stillOpen).not.toContain(comment.body.id);
  });

  it("refuses members on the admin routes", async () => {
    const m = await member("Mia Mitglied");
    const id = crypto.randomUUID();
    for (const [path, method] of [
      ["/api/admin/reports", "GET"],
      ["/api/admin/reports/count", "GET"],
      [`/api/admin/reports/post/${id}/delete`, "POST"],
      [`/api/admin/reports/post/${id}/close`, "POST"],
    ] as const) {
      expect((await m.c.json(path, { method })).status, path).toBe(403);
    }
    expect(
      (
        await m.c.json(`/api/admin/users/${m.userId}/suspension`, {
          method: "PUT",
          body: { days: 1, reason: "x" },
        })
      ).status,
    ).toBe(403);
  });
});

describe(`community suspension on ${testDialectName}`, () => {
  it("an admin suspends for 1–365 days with a reason; the member reads but does not write until then", async () => {
    await clearWriteLimits();
    const ada = await admin("Ada Sperrt");
    const a = await member("Nina Schreibt");
    const b = await member("Otto Ausgeschlossen");
    const p = await post(a);
    const entry = await b.c.json("/api/community/bulletin", {
      body: { category: "offer", title: "Fahrrad", content: "Zu verschenken" },
    });
    expect(entry.status).toBe(201);
    const put = (body: unknown) =>
      ada.c.json(`/api/admin/users/${b.userId}/suspension`, { method: "PUT", body });

    expect((await put({ days: 0, reason: "Grund" })).status).toBe(400);
    expect((await put({ days: 366, reason: "Grund" })).status).toBe(400);
    expect((await put({ days: 7, reason: "  " })).status).toBe(400);
    expect((await put({ days: 1.5, reason: "Grund" })).status).toBe(400);

    const res = await put({ days: 7, reason: "Wiederholt beleidigend" });
    expect(res.status).toBe(200);
    const details = (res.body as { user: AdminUserDetails }).user;
    expect(details.communitySuspension?.reason).toBe("Wiederholt beleidigend");
    const until = details.communitySuspension!.until;
    const days = (Date.parse(until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Every community write answers 403 with the end date; reading, own data and deleting stay.
    const writes = [
      b.c.json("/api/community/posts", { body: { title: "T", description: "D" } }),
      b.c.json(`/api/community/posts/${p}/comments`, { body: { text: "Hallo" } }),
      b.c.json("/api/community/bulletin", { body: { category: "offer", title: "T", content: "C" } }),
      report(b, { itemId: p }),
      // Renewing keeps an entry on the board (issue 50, finding 8).
      b.c.json(`/api/community/bulletin/${entry.body.id}/renew`, { method: "POST" }),
    ];
    for (const write of await Promise.all(writes)) {
      expect(write.status).toBe(403);
      expect(write.body.error).toMatchObject({ code: "community_suspended", params: { until } });
    }
    expect((await b.c.json("/api/community/posts")).status).toBe(200);
    expect((await b.c.json("/api/me")).body.profile.communitySuspendedUntil).toBe(until);
    expect((await b.c.json("/api/journey")).status).toBe(200);
    // The name stands on all of the member's content: it stays until the end date too. The rest of
    // the profile stays the member's own to change.
    const rename = await b.c.json("/api/profile", { method: "PATCH", body: { fullName: "Ganz Anders" } });
    expect(rename.status).toBe(403);
    expect(rename.body.error).toMatchObject({ code: "name_change_suspended", params: { until } });
    expect((await b.c.json("/api/me")).body.profile.fullName).toBe("Otto Ausgeschlossen");
    expect((await b.c.json("/api/profile", { method: "PATCH", body: { language: "en" } })).status).toBe(200);

    const audit = await t.db
      .selectFrom("admin_audit_log")
      .select(["action", "item_type", "details", "subject_id"])
      .where("item_id", "=", b.userId)
      .execute();
    expect(audit).toEqual([
      {
        action: "user.suspend",
        item_type: "user",
        details: JSON.stringify({
          type: "noted",
          values: { to: until.slice(0, 10), days: 7, reason: "Wiederholt beleidigend" },
        }),
        subject_id: b.userId,
      },
    ]);

    // Lifting it: writing works again, and the log has the second entry.
    const lifted = await ada.c.json(`/api/admin/users/${b.userId}/suspension`, { method: "DELETE" });
    expect((lifted.body as { user: AdminUserDetails }).user.communitySuspension).toBeNull();
    expect((await b.c.json("/api/community/posts", { body: { title: "T", description: "D" } })).status).toBe(
      201,
    );
    expect(
      (await b.c.json("/api/profile", { method: "PATCH", body: { fullName: "Otto Wieder" } })).status,
    ).toBe(200);
    const actions = await t.db
      .selectFrom("admin_audit_log")
      .select("action")
      .where("item_id", "=", b.userId)
      .execute();
    expect(actions.map((row) => row.action).sort()).toEqual(["user.suspend", "user.unsuspend"]);
  });
});

describe(`queries of the report routes on ${testDialectName}`, () => {
  it("are fixed, whatever the number of reports", async () => {
    await clearWriteLimits();
    const counter = countQueries(t.db);
    const counted = createApp({ ...t.deps, db: counter.db });
    const ada = await admin("Ada Zählt");
    const a = await member("Paul Zählbar");
    const target = await member("Toni Gesperrt");
    const reporters = [await member("Quinn Eins"), await member("Rita Zwei"), await member("Sam Drei")];
    const cookie = (m: Member) => [...m.c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const measure = async (m: Member, path: string, init: { method?: string; body?: unknown } = {}) => {
      counter.reset();
      const res = await counted.request(path, {
        method: init.method ?? "GET",
        headers: {
          cookie: cookie(m),
          ...(init.body ? { "content-type": "application/json", origin: "http://localhost:3000" } : {}),
          ...(init.method && init.method !== "GET" ? { origin: "http://localhost:3000" } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
      return counter.count;
    };
    // The first request of a day also records the member's activity: not what is measured here.
    for (const m of [ada, a, ...reporters]) await measure(m, "/api/me");
    const measured: Record<string, number[]> = {
      report: [],
      count: [],
      list: [],
      close: [],
      delete: [],
      suspend: [],
    };
    for (const round of [1, 3]) {
      const posts = [await post(a, `Zählen ${round}a`), await post(a, `Zählen ${round}b`)];
      for (const r of reporters.slice(0, round)) {
        for (const p of posts) {
          measured.report!.push(
            await measure(r, "/api/community/reports", {
              method: "POST",
              body: { itemType: "post", itemId: p, reason: "spam" },
            }),
          );
        }
      }
      measured.count!.push(await measure(ada, "/api/admin/reports/count"));
      measured.list!.push(await measure(ada, "/api/admin/reports"));
      measured.close!.push(
        await measure(ada, `/api/admin/reports/post/${posts[0]}/close`, { method: "POST" }),
      );
      measured.delete!.push(
        await measure(ada, `/api/admin/reports/post/${posts[1]}/delete`, { method: "POST" }),
      );
      measured.suspend!.push(
        await measure(ada, `/api/admin/users/${target.userId}/suspension`, {
          method: "PUT",
          body: { days: round, reason: "Zählen" },
        }),
      );
      await clearWriteLimits();
    }
    const fixed = Object.fromEntries(
      Object.entries(measured).map(([key, counts]) => [key, new Set(counts).size === 1 ? counts[0] : counts]),
    );
    expect(fixed).toEqual(QUERIES);
  });
});
