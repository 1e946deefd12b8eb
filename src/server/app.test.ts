import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("server basics", () => {
  it("answers /api/health with 200 after checking the database", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await t.app.request("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("refuses a body over 256 KB with 413, by its declared length and when it comes in chunks", async () => {
    const big = JSON.stringify({ name: "A", email: "a@example.com", message: "x".repeat(300 * 1024) });
    const headers = { origin: "http://localhost:3000", "content-type": "application/json" };
    const declared = await t.app.request("/api/contact", {
      method: "POST",
      headers: { ...headers, "content-length": String(Buffer.byteLength(big)) },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: { code: "payload_too_large" } });
    const bytes = new TextEncoder().encode(big);
    const chunked = await t.app.request("/api/contact", {
      method: "POST",
      headers: { ...headers, "transfer-encoding": "chunked" },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 64 * 1024)
            controller.enqueue(bytes.slice(at, at + 64 * 1024));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    const small = await t.app.request("/api/contact", {
      method: "POST",
      headers: { ...headers, "content-length": "2" },
      body: "{}",
    });
    expect(small.status).toBe(400);
  });

  it("answers a malformed JSON body with 400 and a message, not a stack trace", async () => {
    const c = t.client();
    const res = await c.request("/api/auth/sign-up/email", { body: "{not json" });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("sets security headers with a CSP that allows no inline script but those with the answer's nonce", async () => {
    const res = await t.app.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}';/);
    const again = (await t.app.request("/api/health")).headers.get("content-security-policy") ?? "";
    expect(again.match(/nonce-[^']+/)?.[0]).not.toBe(csp.match(/nonce-[^']+/)?.[0]);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("gives a signed-in user their profile through /api/me, and nothing to a visitor", async () => {
    const visitor = await t.client().json("/api/me");
    expect(visitor.body).toMatchObject({ user: null, profile: null, isAdmin: false });

    const c = t.client();
    const email = uniqueEmail();
    const signUp = await c.signUp({ email, name: "  Ada Lovelace ", language: "en" });
    expect(signUp.body).toMatchObject({ user: { email } });
    const me = await c.json("/api/me");
    expect(me.body.user.email).toBe(email);
    expect(me.body.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(me.body.profile).toMatchObject({
      fullName: "Ada Lovelace",
      language: "en",
      currentWeek: 1,
      hasPaid: false,
    });
    expect(me.body.isAdmin).toBe(false);
  });
});
