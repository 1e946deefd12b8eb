import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminStatus } from "@/server/services/admin/admin-role";
import { recordAdminAction } from "@/server/services/admin/audit-log";
import { flushPageViews } from "@/server/services/usage/usage-counters";
import { enableTwoFactorFor, makeAdmin } from "@/server/test/test-admins";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";
import { ADMIN_PAGE_SIZE } from "@/shared/admin";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function signUp(name: string, prefix = "admin-test") {
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

const auditRows = () => t.db.selectFrom("admin_audit_log").selectAll().execute();
const roleOf = async (id: string) =>
  (await t.db.selectFrom("user").select("role").where("id", "=", id).executeTakeFirstOrThrow()).role;

describe("admin API access", () => {
  it("refuses visitors (401) and members (403) on every admin route, changing nothing", async () => {
    const member = await signUp("Mia Member");
    const other = await signUp("Otto Other");
    const routes: { path: string; method?: string; body?: unknown }[] = [
      { path: "/api/admin/overview" },
      { path: "/api/admin/users" },
      { path: "/api/admin/users?q=mia" },
      { path: `/api/admin/users/${other.userId}` },
      { path: `/api/admin/users/${other.userId}/admin`, method: "PUT", body: { admin: true } },
      { path: `/api/admin/users/${member.userId}/admin`, method: "PUT", body: { admin: true } },
      { path: "/api/admin/audit" },
      { path: "/api/admin/audit?kind=user" },
    ];
    const before = (await auditRows()).length;
    for (const route of routes) {
      const visitor = await t.client().json(route.path, { method: route.method, body: route.body });
      expect(visitor.status, `visitor ${route.method ?? "GET"} ${route.path}`).toBe(401);
      const asMember = await member.c.json(route.path, { method: route.method, body: route.body });
      expect(asMember.status, `member ${route.method ?? "GET"} ${route.path}`).toBe(403);
      expect(asMember.body.error.message).toBe(
        "Access Denied: This page is only accessible to administrators.",
      );
    }
    expect(await roleOf(member.userId)).toBe("user");
    expect(await roleOf(other.userId)).toBe("user");
    expect((await auditRows()).length).toBe(before);
  });

  it("treats an id that is not a UUID (v1-5) as not admin and logs why", () => {
    const logger = { warn: vi.fn() };
    const asLogger = logger as unknown as Parameters<typeof adminStatus>[2];
    expect(adminStatus("not-a-uuid", "admin", asLogger)).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith({ err: "Invalid user ID format" }, expect.any(String));
    // Version 7 is a UUID, but not one of versions 1-5.
    expect(adminStatus("01890a5d-ac96-774b-bcce-b302099a8057", "admin", asLogger)).toBe(false);
    expect(adminStatus(crypto.randomUUID(), "admin", asLogger)).toBe(true);
    expect(adminStatus(crypto.randomUUID(), "user", asLogger)).toBe(false);
  });

  it("answers 400 for user ids that are not UUIDs and 404 for users that are gone", async () => {
    const a = await admin();
    for (const id of ["123", "abc", "00000000-0000-0000-0000-000000000000", "%27%20or%201%3D1"]) {
      expect((await a.c.json(`/api/admin/users/${id}`)).status, id).toBe(400);
      const put = await a.c.json(`/api/admin/users/${id}/admin`, { method: "PUT", body: { admin: true } });
      expect(put.status, id).toBe(400);
    }
    const gone = crypto.randomUUID();
    const missing = await a.c.json(`/api/admin/users/${gone}/admin`, {
      method: "PUT",
      body: { admin: true },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("This user no longer exists.");
    const bad = await a.c.json(`/api/admin/users/${a.userId}/admin`, {
      method: "PUT",
      body: { admin: "yes" },
    });
    expect(bad.status).toBe(400);
  });
});

describe("admin users", () => {
  it("lists users by name with plan, badges and counts, and searches name, e-mail and id case-insensitively", async () => {
    const a = await admin("Anna Admin");
    const zoe = await signUp("zoë Zettel", "zoe-search");
    const bert = await signUp("Bert Berger", "bert-search");
    await t.db
      .updateTable("profiles")
      .set({ subscription_type: "core" })
      .where("id", "=", bert.userId)
      .execute();
    await t.db
      .insertInto("user_badges")
      .values({ user_id: bert.userId, badge_type: "graduate", granted_at: new Date().toISOString() })
      .execute();
    await bert.c.json("/api/journey/weeks/1/open", { method: "POST" });
    await bert.c.json("/api/journey/weeks/1/complete", { method: "POST" });

    const all = await a.c.json("/api/admin/users");
    expect(all.status).toBe(200);
    const names = all.body.items.map((u: { name: string }) => u.name.toLowerCase());
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y)));
    expect(all.body.pageSize).toBe(ADMIN_PAGE_SIZE.users);

    const byName = await a.c.json("/api/admin/users?q=BERT%20BER");
    expect(byName.body.items).toEqual([
      expect.objectContaining({
        id: bert.userId,
        name: "Bert Berger",
        plan: "core",
        badges: ["graduate"],
        isAdmin: false,
        posts: 0,
        comments: 0,
        weeksStarted: 1,
        weeksCompleted: 1,
      }),
    ]);
    const byEmail = await a.c.json(`/api/admin/users?q=${encodeURIComponent(zoe.email.toUpperCase())}`);
    expect(byEmail.body.items.map((u: { id: string }) => u.id)).toEqual([zoe.userId]);
    const byId = await a.c.json(`/api/admin/users?q=${zoe.userId.slice(0, 13).toUpperCase()}`);
    expect(byId.body.items.map((u: { id: string }) => u.id)).toEqual([zoe.userId]);
    const none = await a.c.json("/api/admin/users?q=%25_nobody");
    expect(none.body).toMatchObject({ items: [], total: 0 });
    // Case folds for every letter on both databases, not just ASCII (decision 183).
    const ozlem = await signUp("Özlem Ärmel", "ozlem-search");
    const folded = await a.c.json(`/api/admin/users?q=${encodeURIComponent("özlem ärm")}`);
    expect(folded.body.items.map((u: { id: string }) => u.id)).toEqual([ozlem.userId]);
    const upper = await a.c.json(`/api/admin/users?q=${encodeURIComponent("ÖZLEM")}`);
    expect(upper.body.items.map((u: { id: string }) => u.id)).toEqual([ozlem.userId]);
  });

  it("shows a member's progress but never the text of their reflections", async () => {
    const a = await admin();
    const m = await signUp("Rita Reflekt");
    const secret = `geheime-reflexion-${crypto.randomUUID()}`;
    await m.c.json("/api/journey/weeks/1/open", { method: "POST" });
    const saved = await m.c.json("/api/journey/weeks/1/entries", {
      method: "PUT",
      body: { changes: [{ field: "reflection", value: secret, baseVersion: 0 }] },
    });
    expect(saved.status).toBe(200);
    const details = await a.c.json(`/api/admin/users/${m.userId}`);
    expect(details.status).toBe(200);
    expect(details.body.user).toMatchObject({ id: m.userId, name: "Rita Reflekt", weeksStarted: 1 });
    expect(details.body.user.weeks).toEqual([expect.objectContaining({ week: 1 })]);
    expect(JSON.stringify(details.body)).not.toContain(secret);
    expect(JSON.stringify((await a.c.json(`/api/admin/users?q=${m.userId}`)).body)).not.toContain(secret);
  });

  it("grants and removes admin, records both, and never removes the last admin", async () => {
    // A database of its own, so "the last admin" is not affected by the other tests' admins.
    const own = await createTestApp();
    try {
      const c = own.client();
      const email = uniqueEmail("solo-admin");
      const me = await c.signUp({ email, name: "Solo Admin" });
      const meId = me.body.user.id as string;
      await makeAdmin(own, { id: meId, email });
      const m = own.client();
      const mRes = await m.signUp({ email: uniqueEmail("future-admin"), name: "Fred Future" });
      const mId = mRes.body.user.id as string;

      const last = await c.json(`/api/admin/users/${meId}/admin`, { method: "PUT", body: { admin: false } });
      expect(last.status).toBe(409);
      expect(last.body.error).toMatchObject({
        code: "last_admin",
        message: "The last admin cannot be removed.",
      });

      const grant = await c.json(`/api/admin/users/${mId}/admin`, { method: "PUT", body: { admin: true } });
      expect(grant.status).toBe(200);
      expect(grant.body.user.isAdmin).toBe(true);
      expect((await m.json("/api/me")).body.isAdmin).toBe(true);
      // The new admin acts as one only with two-factor sign-in on.
      const blocked = await m.json("/api/admin/overview");
      expect(blocked.status).toBe(403);
      expect(blocked.body.error.code).toBe("two_factor_required");
      await enableTwoFactorFor(own, mId);
      expect((await m.json("/api/admin/overview")).status).toBe(200);

      // Now two admins: the new one may remove the first; then the new one is the last.
      const revoke = await m.json(`/api/admin/users/${meId}/admin`, {
        method: "PUT",
        body: { admin: false },
      });
      expect(revoke.status).toBe(200);
      expect((await c.json("/api/admin/overview")).status).toBe(403);
      const self = await m.json(`/api/admin/users/${mId}/admin`, { method: "PUT", body: { admin: false } });
      expect(self.status).toBe(409);

      const log = await m.json("/api/admin/audit?kind=user");
      expect(log.status).toBe(200);
      expect(log.body.items).toEqual([
        expect.objectContaining({
          action: "admin.revoke",
          itemId: meId,
          itemTitle: "",
          subjectName: "Solo Admin",
          actorName: "Fred Future",
          summary: "",
          details: { type: "role", to: "user" },
        }),
        expect.objectContaining({
          action: "admin.grant",
          itemId: mId,
          subjectName: "Fred Future",
          actorId: meId,
          actorName: "Solo Admin",
        }),
      ]);
      // Granting what is already granted changes nothing and records nothing.
      await m.json(`/api/admin/users/${mId}/admin`, { method: "PUT", body: { admin: true } });
      expect((await m.json("/api/admin/audit")).body.total).toBe(2);
    } finally {
      await own.close();
    }
  });
});

describe("the admin's user search, from an index on both databases (decision 264)", () => {
  type Row = { id: string; name: string };
  /** Letters that fold to themselves, so a term built from them matches only this test's members. */
  const tag = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => "bcdfghjkmnpqrstvwxz"[b % 19]).join("");
  const search = async (a: { c: ReturnType<TestApp["client"]> }, q: string, filters = "") => {
    const res = await a.c.json(`/api/admin/users?q=${encodeURIComponent(q)}${filters}`);
    expect(res.status, q).toBe(200);
    return {
      ids: (res.body.items as Row[]).map((u) => u.id),
      names: (res.body.items as Row[]).map((u) => u.name),
      total: res.body.total as number,
    };
  };
  async function signUpWith(name: string, email: string) {
    const c = t.client();
    const res = await c.signUp({ email, name });
    expect(res.status).toBe(200);
    return { c, email, userId: res.body.user.id as string, name };
  }

  it("finds a part in the middle of a last name and of an e-mail's domain, in name order with the total", async () => {
    const a = await admin();
    const k = tag();
    const gerda = await signUpWith(`Gerda Wunder${k}lich`, `gerda-${k}@post.${k}-firma.example`);
    const other = await signUp(`Berta Wunder${k}`);
    const third = await signUp(`anton Wunder${k}bar`);
    expect(await search(a, `der${k}li`)).toEqual({ ids: [gerda.userId], names: [gerda.name], total: 1 });
    expect((await search(a, `${k}-FIRMA.exa`)).ids).toEqual([gerda.userId]);
    expect((await search(a, `@post.${k}`)).ids).toEqual([gerda.userId]);
    // Every match, in the list's order (by the lower-cased name, then id), counted.
    expect(await search(a, `Wunder${k}`)).toEqual({
      ids: [third.userId, other.userId, gerda.userId],
      names: [third.name, other.name, gerda.name],
      total: 3,
    });
    expect(await search(a, `${k}zzz`)).toEqual({ ids: [], names: [], total: 0 });
  });

  it("folds umlauts and every other letter as before: özlem finds Özlem, äöü finds ÄÖÜ", async () => {
    const a = await admin();
    const k = tag();
    const ozlem = await signUp(`Özlem ${k}`);
    const umlauts = await signUp(`ÄÖÜ ${k}`);
    expect((await search(a, `özlem ${k}`)).ids).toEqual([ozlem.userId]);
    expect((await search(a, `ÖZLEM ${k.toUpperCase()}`)).ids).toEqual([ozlem.userId]);
    expect((await search(a, `äöü ${k}`)).ids).toEqual([umlauts.userId]);
    expect((await search(a, "özlem")).ids).toContain(ozlem.userId);
    expect((await search(a, "ÄöÜ")).ids).toContain(umlauts.userId);
  });

  it("takes the search's wildcards literally", async () => {
    const a = await admin();
    const k = tag();
    const star = await signUp(`Kay Stern*ch[e]n_${k}%`);
    await signUp(`Kay Sternschen ${k}`);
    expect((await search(a, "rn*ch[e]n_")).ids).toEqual([star.userId]);
    expect((await search(a, `n_${k}%`)).ids).toEqual([star.userId]);
    expect((await search(a, `rn?ch`)).ids).toEqual([]);
    expect((await search(a, `[e]`)).ids).toEqual([star.userId]);
  });

  it("matches a term of one or two letters at the start of a name, an e-mail or an id", async () => {
    const a = await admin();
    const k = tag();
    const start = await signUpWith(`Qvist ${k}`, uniqueEmail("search-short"));
    const middle = await signUpWith(`Anna Aqvist ${k}`, uniqueEmail("search-short"));
    const byEmail = await signUpWith(`Mara ${k}`, `qv${k}@example.org`);
    const one = await signUp(`Ŋamuk ${k}`);
    const oneInside = await signUp(`Ana Ŋamuk ${k}`);
    const two = await search(a, "Qv");
    expect(two.ids).toEqual(expect.arrayContaining([start.userId, byEmail.userId]));
    expect(two.ids).not.toContain(middle.userId);
    expect(two.total).toBeGreaterThanOrEqual(2);
    const single = await search(a, "ŋ");
    expect(single.ids).toContain(one.userId);
    expect(single.ids).not.toContain(oneInside.userId);
    expect((await search(a, "Ŋ")).ids).toContain(one.userId);
    // An id's first two characters; its middle ones need three.
    expect((await search(a, start.userId.slice(0, 2).toUpperCase())).ids).toContain(start.userId);
    expect((await search(a, start.userId.slice(9, 12))).ids).toContain(start.userId);
  });

  it("finds a member by their new name after a rename, not by the old one", async () => {
    const a = await admin();
    const k = tag();
    const m = await signUp(`Ottilie ${k}alt`);
    expect((await search(a, `${k}alt`)).ids).toEqual([m.userId]);
    const renamed = await m.c.json("/api/profile", {
      method: "PATCH",
      body: { fullName: `Ottilie ${k}neu` },
    });
    expect(renamed.status).toBe(200);
    expect(await search(a, `${k}neu`)).toEqual({ ids: [m.userId], names: [`Ottilie ${k}neu`], total: 1 });
    expect(await search(a, `${k}alt`)).toEqual({ ids: [], names: [], total: 0 });
    // Still by e-mail and id, once.
    expect((await search(a, m.email)).ids).toEqual([m.userId]);
    expect((await search(a, m.userId)).ids).toEqual([m.userId]);
  });

  it("no longer finds a deleted account, by name, e-mail or id", async () => {
    const a = await admin();
    const k = tag();
    const gone = await signUp(`Dora ${k}weg`);
    const stays = await signUp(`Dora ${k}bleibt`);
    expect((await search(a, `Dora ${k}`)).ids).toEqual([stays.userId, gone.userId]);
    const deleted = await gone.c.json("/api/account", { method: "DELETE", body: { password: "secret123" } });
    expect(deleted.status).toBe(200);
    for (const q of [`${k}weg`, gone.email, gone.userId]) {
      expect(await search(a, q), q).toEqual({ ids: [], names: [], total: 0 });
    }
    expect(await search(a, `Dora ${k}`)).toEqual({ ids: [stays.userId], names: [stays.name], total: 1 });
  });

  it("combines the search with the filters, a term of two letters too", async () => {
    const a = await admin();
    const k = tag();
    const core = await signUp(`Xaver ${k} Kern`);
    const graduate = await signUp(`Xenia ${k} Kern`);
    const free = await signUp(`Xandra ${k} Kern`);
    await t.db
      .updateTable("profiles")
      .set({ subscription_type: "core" })
      .where("id", "in", [core.userId, graduate.userId])
      .execute();
    await t.db
      .insertInto("user_badges")
      .values({ user_id: graduate.userId, badge_type: "graduate", granted_at: new Date().toISOString() })
      .execute();
    expect((await search(a, `${k} kern`)).total).toBe(3);
    expect(await search(a, `${k} kern`, "&plan=core")).toMatchObject({
      ids: [core.userId, graduate.userId],
      total: 2,
    });
    expect(await search(a, `${k} kern`, "&plan=core&withoutBadge=1")).toMatchObject({
      ids: [core.userId],
      total: 1,
    });
    expect(await search(a, `${k} kern`, "&plan=none")).toMatchObject({ ids: [free.userId], total: 1 });
    expect(await search(a, `${k} kern`, "&finished=1")).toMatchObject({ ids: [], total: 0 });
    const short = await search(a, "Xa", "&plan=none&withoutBadge=1");
    expect(short.ids).toContain(free.userId);
    expect(short.ids).not.toContain(core.userId);
  });
});

describe("audit log", () => {
  it("pages newest first and filters by kind", async () => {
    const a = await admin();
    const start = Date.parse("2030-01-01T00:00:00Z");
    for (let i = 0; i < ADMIN_PAGE_SIZE.audit + 3; i++) {
      await recordAdminAction(
        t.db,
        {
          actorId: a.userId,
          actorName: a.name,
          action: "event.create",
          itemType: "event",
          itemId: crypto.randomUUID(),
          itemTitle: `Event ${i}`,
          details: { type: "created", values: {} },
        },
        new Date(start + i * 60_000),
      );
    }
    const first = await a.c.json("/api/admin/audit?kind=event");
    expect(first.body).toMatchObject({ total: ADMIN_PAGE_SIZE.audit + 3, page: 1 });
    expect(first.body.items).toHaveLength(ADMIN_PAGE_SIZE.audit);
    expect(first.body.items[0].itemTitle).toBe(`Event ${ADMIN_PAGE_SIZE.audit + 2}`);
    const second = await a.c.json("/api/admin/audit?kind=event&page=2");
    expect(second.body.items.map((e: { itemTitle: string }) => e.itemTitle)).toEqual([
      "Event 2",
      "Event 1",
      "Event 0",
    ]);
    const posts = await a.c.json("/api/admin/audit?kind=post");
    expect(posts.body).toMatchObject({ items: [], total: 0 });
    expect((await a.c.json("/api/admin/audit?kind=nonsense")).status).toBe(400);
    expect((await a.c.json("/api/admin/audit?page=0")).status).toBe(400);
  });
});

describe("usage figures", () => {
  const count = async (metric: string, dimension = "") => {
    await flushPageViews(t.db);
    const rows = await t.db
      .selectFrom("usage_daily")
      .select("count")
      .where("metric", "=", metric)
      .where("dimension", "=", dimension)
      .execute();
    return rows.reduce((sum, row) => sum + Number(row.count), 0);
  };

  it("counts page views, sign-ups, active members, weeks and mails, and stores nothing personal", async () => {
    const before = {
      signup: await count("signup"),
      active: await count("member_active"),
      opened: await count("week_opened", "1"),
      completed: await count("week_completed", "1"),
      views: await count("page_view", "/week/:weekNumber"),
      mails: await count("mail_sent"),
    };
    const visitor = t.client();
    for (let i = 0; i < 2; i++) {
      const res = await visitor.request("/api/usage/page-view", { body: { route: "/week/:weekNumber" } });
      expect(res.status).toBe(204);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    for (const route of ["/week/3", "/admin/users/123", "mia@example.org", ""]) {
      const bad = await visitor.json("/api/usage/page-view", { body: { route } });
      expect(bad.status, route).toBe(400);
    }

    const name = `Privat Person ${crypto.randomUUID().slice(0, 6)}`;
    const m = await signUp(name, "usage");
    await m.c.json("/api/me");
    await m.c.json("/api/me");
    await m.c.json("/api/journey/weeks/1/open", { method: "POST" });
    await m.c.json("/api/journey/weeks/1/open", { method: "POST" });
    await m.c.json("/api/journey/weeks/1/complete", { method: "POST" });
    await m.c.json("/api/journey/weeks/1/complete", { method: "POST" });
    const mailsNow = t.mail.length;
    await t.client().json("/api/auth/request-password-reset", {
      body: { email: m.email, redirectTo: "/reset-password" },
    });
    const mailsSent = t.mail.length - mailsNow;
    expect(mailsSent).toBeGreaterThan(0);

    // One client, one route: counted once in a few minutes (decision 174).
    expect(await count("page_view", "/week/:weekNumber")).toBe(before.views + 1);
    expect(await count("signup")).toBe(before.signup + 1);
    expect(await count("member_active")).toBe(before.active + 1);
    expect(await count("week_opened", "1")).toBe(before.opened + 1);
    expect(await count("week_completed", "1")).toBe(before.completed + 1);
    expect(await count("mail_sent")).toBe(before.mails + mailsSent);

    const rows = await t.db.selectFrom("usage_daily").selectAll().execute();
    const text = JSON.stringify(rows);
    for (const personal of [m.userId, m.email, name, m.email.split("@")[0]!]) {
      expect(text).not.toContain(personal);
    }
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(["count", "day", "dimension", "metric"]);
      expect(row.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }

    const a = await admin();
    const overview = await a.c.json("/api/admin/overview");
    expect(overview.status).toBe(200);
    expect(overview.body.counts.members).toBeGreaterThan(1);
    // No backup on a fresh database: the overview warns (decision 257).
    expect(overview.body.backup).toEqual({
      lastSuccess: null,
      lastFailure: null,
      stale: true,
      staleHours: 26,
    });
    const signups = overview.body.usage.series.find((s: { metric: string }) => s.metric === "signup");
    expect(signups.days).toHaveLength(30);
    expect(signups.total).toBeGreaterThan(0);
    expect(overview.body.usage.pageViewsByRoute).toEqual(
      expect.arrayContaining([{ route: "/week/:weekNumber", count: before.views + 1 }]),
    );
  });
});
