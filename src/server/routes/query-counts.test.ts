import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { createProfile } from "@/server/services/profiles/profile-service";
import { countQueries } from "@/server/test/query-counter";
import { makeAdmin } from "@/server/test/test-admins";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";

/**
 * Query hygiene (docs/performance.md): every list the API serves costs a fixed number of queries, whatever the
 * size of the list — no query per row. The community's posts, comments and bulletin are counted in
 * community.test.ts; this file counts the others with one row and with many, against fixed figures
 * (a change that adds a query per request shows up here and is a decision, not an accident).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
});
afterAll(async () => {
  await t?.close();
});

const MANY = 40;
const iso = (i: number, base = Date.UTC(2031, 0, 1)) => new Date(base + i * 60_000).toISOString();
const cookieOf = (c: ReturnType<TestApp["client"]>) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

async function signedIn(name: string, role?: "admin") {
  const email = uniqueEmail("count");
  const c = t.client();
  const { body } = await c.signUp({ email, name });
  if (role) await makeAdmin(t, { id: body.user.id, email });
  return { c, userId: body.user.id as string };
}

/** Rows of every list kind, `n` of each (users with a badge, events, announcements, audit entries). */
async function addRows(n: number, adminId: string, offset: number) {
  const now = new Date();
  const authDate = (d: Date) => (t.deps.dialect === "postgres" ? d : d.toISOString()) as never;
  for (let i = 0; i < n; i++) {
    const k = offset + i;
    const id = crypto.randomUUID();
    await t.db
      .insertInto("user")
      .values({
        id,
        name: `Count ${k}`,
        email: `count-${k}-${id.slice(0, 6)}@example.org`,
        emailVerified: (t.deps.dialect === "postgres" ? true : 1) as never,
        createdAt: authDate(now),
        updatedAt: authDate(now),
        role: "user",
      } as never)
      .execute();
    await createProfile(t.db, { userId: id, fullName: `Count ${k}` });
    await t.db
      .insertInto("user_badges")
      .values({ user_id: id, badge_type: "graduate", granted_at: iso(k), granted_by: null })
      .execute();
    await t.db
      .insertInto("community_events")
      .values({
        id: crypto.randomUUID(),
        title: `Event ${k}`,
        description: null,
        title_en: null,
        description_en: null,
        event_date: iso(k),
        event_link: null,
        created_at: iso(k),
      })
      .execute();
    await t.db
      .insertInto("announcements")
      .values({
        id: crypto.randomUUID(),
        title: `News ${k}`,
        content: "x",
        title_en: null,
        content_en: null,
        published: 1 as never,
        created_at: iso(k),
        created_by: adminId,
      })
      .execute();
    await t.db
      .insertInto("admin_audit_log")
      .values({
        id: crypto.randomUUID(),
        created_at: iso(k),
        actor_id: adminId,
        actor_name: "Ada",
        action: "event.create",
        item_type: "event",
        item_id: id,
        item_title: `Event ${k}`,
        summary: "",
      })
      .execute();
  }
}

/** Each list route, the viewer it is read as, and its fixed number of queries per request (the session
 * read included: one query since decision 130). Counted as they run (test/query-counter.ts). */
const ROUTES: Array<{ path: string; as: "member" | "admin"; queries: number }> = [
  { path: "/api/dashboard", as: "member", queries: 6 },
  { path: "/api/journey", as: "member", queries: 3 },
  { path: "/api/journey/weeks/1", as: "member", queries: 3 },
  { path: "/api/community/today", as: "member", queries: 4 },
  { path: "/api/community/events", as: "member", queries: 2 },
  { path: "/api/community/announcements", as: "member", queries: 2 },
  // The forum search (decisions 186, 253): the session, the member's search allowance (three) and one
  // full-text query; renewing a bulletin entry (three queries) is fixed in community-bulletin-expiry.test.ts.
  { path: `/api/community/search?q=${encodeURIComponent("Übergang")}`, as: "member", queries: 5 },
  // "Your devices" (decision 253): the session, the one asking and one page of the others.
  { path: "/api/account/sessions", as: "member", queries: 3 },
  { path: "/api/admin/users", as: "admin", queries: 4 },
  { path: "/api/admin/audit", as: "admin", queries: 3 },
  // The overview: the session, its counts (members and posts kept, decision 265), usage and journey,
  // and the last backup (two queries, decision 257).
  { path: "/api/admin/overview", as: "admin", queries: 9 },
];

describe("queries per request (fixed, whatever the list's length)", () => {
  it("stays the same with one row and with many in every list", async () => {
    const member = await signedIn("Mia Member");
    const admin = await signedIn("Ada Admin", "admin");
    const counter = countQueries(t.db);
    const app = createApp({ ...t.deps, db: counter.db });
    const measure = async (path: string, as: "member" | "admin") => {
      const who = as === "admin" ? admin : member;
      counter.reset();
      const res = await app.request(path, { headers: { cookie: cookieOf(who.c) } });
      expect(res.status, path).toBe(200);
      return counter.count;
    };
    await addRows(1, admin.userId, 0);
    // A member's first request of the day stamps the "active today" counter: warm it up first.
    for (const route of ROUTES) await measure(route.path, route.as);
    const small: Record<string, number> = {};
    for (const route of ROUTES) small[route.path] = await measure(route.path, route.as);
    await addRows(MANY, admin.userId, 1);
    const large: Record<string, number> = {};
    for (const route of ROUTES) large[route.path] = await measure(route.path, route.as);
    expect(large).toEqual(small);
    expect(large).toEqual(Object.fromEntries(ROUTES.map((r) => [r.path, r.queries])));
  });
});
