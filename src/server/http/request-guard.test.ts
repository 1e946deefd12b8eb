import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_EMAIL: "operator@example.org" });
});
afterAll(async () => {
  await t?.close();
});

type Member = Awaited<ReturnType<TestApp["member"]>>;

/** A raw request with the member's cookie and exactly the headers given (no Origin added). */
async function raw(
  m: Member,
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
) {
  const cookie = [...m.c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await t.app.request(path, { ...init, headers: { cookie, ...init.headers } });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const consentRows = (userId: string) =>
  t.db.selectFrom("user_consents").selectAll().where("user_id", "=", userId).execute();

describe("CSRF guard on /api writes", () => {
  it("refuses a cross-origin page's no-cors text/plain post and changes nothing", async () => {
    const m = await t.member("csrf");
    const body = JSON.stringify({ privacy: true, terms: true });
    const attempts: Array<[Record<string, string>, number, string]> = [
      // fetch(…, { mode: "no-cors" }) from another port of the same host
      [
        { origin: "http://localhost:4000", "content-type": "text/plain;charset=UTF-8" },
        403,
        "forbidden_origin",
      ],
      [{ origin: "http://localhost:4000", "content-type": "application/json" }, 403, "forbidden_origin"],
      [{ origin: "null", "content-type": "application/json" }, 403, "forbidden_origin"],
      [{ "content-type": "application/json" }, 403, "forbidden_origin"],
      [{ referer: "http://evil.example/page", "content-type": "application/json" }, 403, "forbidden_origin"],
      // the right origin, but a body a form or no-cors fetch could send
      [{ origin: "http://localhost:3000", "content-type": "text/plain" }, 415, "unsupported_media_type"],
      [
        { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded" },
        415,
        "unsupported_media_type",
      ],
      [
        { origin: "http://localhost:3000", "content-type": "multipart/form-data; boundary=x" },
        415,
        "unsupported_media_type",
      ],
    ];
    for (const [headers, status, code] of attempts) {
      const res = await raw(m, "/api/consent", { method: "POST", headers, body });
      expect(res.status, JSON.stringify(headers)).toBe(status);
      expect(res.body.error.code).toBe(code);
    }
    expect(await consentRows(m.userId)).toEqual([]);

    // A Referer of our own origin stands in for a missing Origin; the app's own request works.
    const viaReferer = await raw(m, "/api/consent", {
      method: "POST",
      headers: { referer: "http://localhost:3000/onboarding", "content-type": "application/json" },
      body,
    });
    expect(viaReferer.status).toBe(200);
    expect(await consentRows(m.userId)).not.toEqual([]);
  });

  it("guards every write method, our routes and better-auth's alike", async () => {
    const m = await t.member("csrf-methods");
    const evil = { origin: "http://localhost:4000", "content-type": "application/json" };
    const cases: Array<[string, string, unknown]> = [
      [
        "PUT",
        "/api/journey/weeks/1/entries",
        { changes: [{ field: "reflection", value: "x", baseVersion: 0 }] },
      ],
      ["PATCH", "/api/profile", { fullName: "Mallory" }],
      ["DELETE", "/api/account", { password: "secret123" }],
      ["POST", "/api/contact", { name: "Victim", email: "victim@example.org", message: "hi" }],
      ["POST", "/api/plans/checkout", { plan: "deep", idempotencyKey: crypto.randomUUID() }],
      ["POST", "/api/auth/sign-out", {}],
      ["POST", "/api/auth/sign-in/email", { email: "attacker@example.org", password: "secret123" }],
    ];
    for (const [method, path, body] of cases) {
      const res = await raw(m, path, { method, headers: evil, body: JSON.stringify(body) });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // Nothing happened: still signed in, name and plan unchanged, no message stored.
    const me = await m.c.json("/api/me");
    expect(me.body.user.id).toBe(m.userId);
    expect((await m.c.json("/api/profile")).body.settings.fullName).toBe("Test User");
    const messages = await t.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("email", "=", "victim@example.org")
      .execute();
    expect(messages).toEqual([]);
    const entries = await t.db
      .selectFrom("journey_entries")
      .selectAll()
      .where("user_id", "=", m.userId)
      .execute();
    expect(entries).toEqual([]);
  });

  it("lets reads through and keeps the mail clients' one-click unsubscribe (RFC 8058) working", async () => {
    const m = await t.member("csrf-reads");
    expect(
      (await raw(m, "/api/me", { method: "GET", headers: { origin: "http://localhost:4000" } })).status,
    ).toBe(200);
    // No Origin and a form body: the token in the URL is the authority, so it is not a CSRF target.
    const oneClick = await t.app.request("/api/reminders/unsubscribe?token=not-a-real-token-value", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).not.toBe(403);
    expect(oneClick.status).not.toBe(415);
  });
});

describe("response headers", () => {
  it("marks every personal API answer no-store and sends a Permissions-Policy", async () => {
    const m = await t.member("headers");
    const reads = [
      "/api/me",
      "/api/journey",
      "/api/journey/weeks/1",
      "/api/profile",
      "/api/dashboard",
      "/api/consent",
      "/api/account/export",
      "/api/community/posts",
    ];
    for (const path of reads) {
      const res = await m.c.request(path);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(res.headers.get("permissions-policy"), path).toMatch(/camera=\(\)/);
    }
    const writes: Array<[string, string, unknown]> = [
      [
        "PUT",
        "/api/journey/weeks/1/entries",
        { changes: [{ field: "reflection", value: "x", baseVersion: 0 }] },
      ],
      ["PATCH", "/api/profile", { language: "en" }],
      ["POST", "/api/journey/weeks/1/open", undefined],
      ["POST", "/api/consent", { privacy: true, terms: true }],
    ];
    for (const [method, path, body] of writes) {
      const res = await m.c.request(path, { method, body });
      expect(res.status, `${method} ${path}`).toBeLessThan(300);
      expect(res.headers.get("cache-control"), `${method} ${path}`).toBe("no-store");
    }
    const signIn = await t.client().request("/api/auth/sign-in/email", {
      body: { email: "nobody@example.org", password: "secret123" },
    });
    expect(signIn.headers.get("cache-control")).toBe("no-store");
    // A public answer that is the same for everyone keeps its own caching.
    expect((await t.client().request("/api/site")).headers.get("cache-control")).toBe("public, max-age=300");
  });
});
