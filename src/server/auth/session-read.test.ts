import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { cookieValue, verifiedSessionToken } from "@/server/auth/session-read";
import { countQueries } from "@/server/test/query-counter";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;

async function member() {
  const c = t.client();
  const email = uniqueEmail("session");
  const { status, body } = await c.signUp({ email, name: "Session Test" });
  expect(status).toBe(200);
  return { c, email, userId: body.user.id as string };
}

const cookieHeader = (cookies: Map<string, string>) => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");

/** GET /api/me on another app instance over the same database, with the given cookie header. */
async function meElsewhere(cookie: string) {
  const other = createApp(t.deps);
  const res = await other.request("/api/me", { headers: { cookie } });
  return (await res.json()) as { user: { id: string } | null; profile: { fullName: string } | null };
}

describe("session read (one query per request, decision 130)", () => {
  it("reads session, user and profile in one query", async () => {
    const { c, userId } = await member();
    const counter = countQueries(t.db);
    const app = createApp({ ...t.deps, db: counter.db });
    // The first request of the day records activity; count a later one.
    await app.request("/api/health", { headers: { cookie: cookieHeader(c.cookies) } });
    counter.reset();
    const res = await app.request("/api/health", { headers: { cookie: cookieHeader(c.cookies) } });
    expect(res.status).toBe(200);
    // The session read plus the health check's own `select 1`.
    expect(counter.count).toBe(2);
    const me = await meElsewhere(cookieHeader(c.cookies));
    expect(me.user?.id).toBe(userId);
    expect(me.profile?.fullName).toBe("Session Test");
  });

  it("rejects a cookie whose signature does not match", async () => {
    const { c } = await member();
    const [name, value] = [...c.cookies].find(([k]) => k.endsWith("session_token"))!;
    const token = decodeURIComponent(value).split(".")[0]!;
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect((await meElsewhere(forged)).user).toBeNull();
    expect(verifiedSessionToken(value, t.deps.config.authSecret)).toBe(token);
    expect(verifiedSessionToken(value, "another-secret-another-secret-000")).toBeNull();
  });

  it("takes sign-out into account at once on every instance", async () => {
    const { c } = await member();
    const cookie = cookieHeader(c.cookies);
    expect((await meElsewhere(cookie)).user).not.toBeNull();
    expect((await c.json("/api/auth/sign-out", { body: {} })).status).toBe(200);
    expect((await meElsewhere(cookie)).user).toBeNull();
  });

  it("takes a password change with other sessions revoked into account at once", async () => {
    const { c, email } = await member();
    const second = t.client();
    expect((await second.signIn(email)).status).toBe(200);
    const secondCookie = cookieHeader(second.cookies);
    expect((await meElsewhere(secondCookie)).user).not.toBeNull();
    const changed = await c.json("/api/auth/change-password", {
      body: { currentPassword: "secret123", newPassword: "changed1", revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect((await meElsewhere(secondCookie)).user).toBeNull();
  });

  it("leaves an expired session to better-auth, which ends it", async () => {
    const { c, userId } = await member();
    await t.db
      .updateTable("session")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() as never })
      .where("userId", "=", userId)
      .execute();
    expect((await meElsewhere(cookieHeader(c.cookies))).user).toBeNull();
  });

  it("leaves the daily extension to better-auth, which moves the expiry forward", async () => {
    const { c, userId } = await member();
    // Created 2 days ago: due for its daily extension (updateAge 1 day, lifetime 30 days).
    const old = new Date(Date.now() + 28 * DAY);
    await t.db
      .updateTable("session")
      .set({ expiresAt: (t.deps.dialect === "postgres" ? old : old.toISOString()) as never })
      .where("userId", "=", userId)
      .execute();
    expect((await meElsewhere(cookieHeader(c.cookies))).user?.id).toBe(userId);
    const row = await t.db
      .selectFrom("session")
      .select("expiresAt")
      .where("userId", "=", userId)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it("reads one cookie out of a header", () => {
    expect(cookieValue("a=1; b=2;c=3", "b")).toBe("2");
    expect(cookieValue("a=1; b=2", "c")).toBeNull();
    expect(cookieValue(null, "a")).toBeNull();
  });
});
