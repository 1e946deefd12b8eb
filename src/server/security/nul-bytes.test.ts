import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";
import { totpFromUri } from "@/server/test/totp";

/**
 * Issue 50, finding 6: a NUL inside an encoded value (a base64 cursor), a two-factor code, a reset
 * token or a text gave a 500 on PostgreSQL, which cannot store or compare a text holding NUL. Each is
 * refused with a 400 before the database sees it, on both databases.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const cursorWith = (createdAt: string, id: string) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
const NUL_CURSORS = [
  cursorWith("2026-12-01T10:00:00.000Z\u0000", "00000000-0000-4000-8000-000000000000"),
  cursorWith("2026-12-01T10:00:00.000Z", "0000\u00000000"),
];

describe(`NUL bytes on ${testDialectName}`, () => {
  it("in a cursor of every paged list", async () => {
    const { c } = await t.member("nul");
    await c.json("/api/plans/checkout", { body: { plan: "core", idempotencyKey: crypto.randomUUID() } });
    const post = await c.json("/api/community/posts", { body: { title: "NUL-Probe", description: "Text" } });
    expect(post.status).toBe(201);
    const lists = [
      "/api/community/posts",
      `/api/community/posts/${post.body.id}/comments`,
      "/api/community/bulletin",
      "/api/notifications",
    ];
    for (const list of lists) {
      for (const cursor of NUL_CURSORS) {
        const res = await c.json(`${list}?cursor=${cursor}`);
        expect(res.status, list).toBe(400);
        expect(res.body.error.code, list).toBe("invalid_cursor");
      }
    }
  });

  it("in a two-factor code", async () => {
    const { c } = await t.member("nul-totp");
    const me = await c.json("/api/me");
    const started = await c.json("/api/auth/two-factor/enable", { body: { password: "secret123" } });
    const { totpURI } = started.body as { totpURI: string };
    expect(
      (await c.json("/api/auth/two-factor/verify-totp", { body: { code: totpFromUri(totpURI) } })).status,
    ).toBe(200);
    const fresh = t.client();
    const step = await fresh.json("/api/auth/sign-in/email", {
      body: { email: me.body.user.email, password: "secret123" },
    });
    expect(step.body.twoFactorRedirect).toBe(true);
    for (const code of ["12\u00003456", "\u0000"]) {
      const res = await fresh.json("/api/auth/two-factor/verify-totp", { body: { code } });
      expect(res.status, JSON.stringify(code)).toBe(400);
    }
    const backup = await fresh.json("/api/auth/two-factor/verify-backup-code", {
      body: { code: "abcde\u000012345" },
    });
    expect(backup.status).toBe(400);
  });

  it("in a reset token and in the contact form's message", async () => {
    const anonymous = t.client();
    const check = await anonymous.json(
      `/api/account/reset-token/${encodeURIComponent("abcdefghij\u0000klm")}`,
    );
    expect(check.status).toBeLessThan(500);
    const reset = await anonymous.json("/api/auth/reset-password", {
      body: { token: "abcdefghij\u0000klm", newPassword: "neues-passwort-1" },
    });
    expect(reset.status).toBe(400);
    const contact = await anonymous.json("/api/contact", {
      body: { name: "Nora Null", email: "nora@example.org", message: "Hallo\u0000Welt", language: "de" },
    });
    expect(contact.status).toBe(400);
    expect(contact.body.error.fields).toMatchObject({ message: "validation.messageInvalid" });
  });
});
