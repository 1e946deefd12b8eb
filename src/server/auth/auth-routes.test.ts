import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nestedDeeperThan } from "@/server/auth/auth-guard";
import { makeAdmin } from "@/server/test/test-admins";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SECRET = "Meine Krise und was mich trägt";

async function memberWithReflection() {
  const email = uniqueEmail("private");
  const c = t.client();
  const { body } = await c.signUp({ email, name: "Mara Muster" });
  await t.db
    .updateTable("profiles")
    .set({ subscription_type: "core" })
    .where("id", "=", body.user.id)
    .execute();
  const put = await c.json("/api/journey/weeks/1/entries", {
    method: "PUT",
    body: { changes: [{ field: "reflection", value: SECRET, baseVersion: 0 }] },
  });
  expect(put.status).toBe(200);
  return { c, email, id: body.user.id as string };
}

async function admin() {
  const email = uniqueEmail("admin");
  const c = t.client();
  const { body } = await c.signUp({ email });
  await makeAdmin(t, { id: body.user.id, email });
  return c;
}

describe("better-auth endpoints the app does not use", () => {
  it("are gone for admins: no impersonation, no password setting, no removal, no listing", async () => {
    const member = await memberWithReflection();
    const a = await admin();
    const calls: Array<[string, unknown]> = [
      ["/api/auth/admin/impersonate-user", { userId: member.id }],
      ["/api/auth/admin/set-user-password", { userId: member.id, newPassword: "taken-over" }],
      ["/api/auth/admin/remove-user", { userId: member.id }],
      ["/api/auth/admin/ban-user", { userId: member.id }],
      ["/api/auth/admin/set-role", { userId: member.id, role: "admin" }],
      ["/api/auth/admin/revoke-user-sessions", { userId: member.id }],
      ["/api/auth/admin/create-user", { email: uniqueEmail("x"), password: "secret123", name: "X" }],
      ["/api/auth/admin//impersonate-user", { userId: member.id }],
    ];
    for (const [path, body] of calls) {
      const res = await a.json(path, { body });
      expect(res.status, path).toBe(404);
    }
    for (const path of [
      "/api/auth/admin/list-users",
      "/api/auth/admin/list-user-sessions",
      "/api/auth/list-sessions",
    ]) {
      expect((await a.json(path)).status, path).toBe(404);
    }
    // Still the admin's own session, never the member's answers.
    const journey = await a.json("/api/journey");
    expect(JSON.stringify(journey.body)).not.toContain(SECRET);
    expect((await a.json("/api/me")).body.user.id).not.toBe(member.id);
    // The member keeps their password and account.
    expect((await t.client().signIn(member.email)).status).toBe(200);
  });

  it("never show reflection content in the admin area's own routes", async () => {
    const member = await memberWithReflection();
    const a = await admin();
    for (const path of [
      "/api/admin/overview",
      "/api/admin/users",
      `/api/admin/users/${member.id}`,
      "/api/admin/audit",
    ]) {
      const res = await a.json(path);
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body), path).not.toContain(SECRET);
    }
  });

  it("keep the sign-up name rules: update-user cannot set a 200,000-character or empty name", async () => {
    const member = await memberWithReflection();
    for (const name of ["x".repeat(200_000), "", "\u202E\u200B"]) {
      const res = await member.c.json("/api/auth/update-user", { body: { name } });
      expect(res.status).toBe(404);
    }
    const user = await t.db
      .selectFrom("user")
      .select("name")
      .where("id", "=", member.id)
      .executeTakeFirstOrThrow();
    expect(user.name).toBe("Mara Muster");
    // Name changes go through the profile, under the same rules, and the account name follows.
    expect(
      (await member.c.json("/api/profile", { method: "PATCH", body: { fullName: "x".repeat(81) } })).status,
    ).toBe(400);
    expect(
      (await member.c.json("/api/profile", { method: "PATCH", body: { fullName: " \u200B " } })).status,
    ).toBe(400);
    const ok = await member.c.json("/api/profile", { method: "PATCH", body: { fullName: "Mara\u202E Neu" } });
    expect(ok.status).toBe(200);
    const renamed = await t.db
      .selectFrom("user")
      .select("name")
      .where("id", "=", member.id)
      .executeTakeFirstOrThrow();
    expect(renamed.name).toBe("Mara Neu");
  });
});

describe("password change and reset end the other sessions", () => {
  it("on a change even when the client leaves out revokeOtherSessions", async () => {
    const email = uniqueEmail("change");
    const first = t.client();
    await first.signUp({ email });
    const second = t.client();
    expect((await second.signIn(email)).status).toBe(200);
    expect((await second.json("/api/me")).body.user).not.toBeNull();
    for (const revokeOtherSessions of [undefined, false]) {
      const res = await first.json("/api/auth/change-password", {
        body: {
          currentPassword: revokeOtherSessions === undefined ? "secret123" : "changed1",
          newPassword: revokeOtherSessions === undefined ? "changed1" : "changed2",
          ...(revokeOtherSessions === undefined ? {} : { revokeOtherSessions }),
        },
      });
      expect(res.status).toBe(200);
      expect((await second.json("/api/me")).body.user).toBeNull();
      expect((await first.json("/api/me")).body.user).not.toBeNull();
      expect(
        (await second.signIn(email, revokeOtherSessions === undefined ? "changed1" : "changed2")).status,
      ).toBe(200);
    }
  });

  it("on a reset", async () => {
    const email = uniqueEmail("reset");
    const first = t.client();
    await first.signUp({ email });
    await t.client().json("/api/auth/request-password-reset", { body: { email } });
    const mail = t.mail.findLast((m) => m.to === email)!;
    const token = /token=([^\s&"]+)/.exec(mail.text)![1]!;
    const res = await t.client().json("/api/auth/reset-password", {
      body: { token: decodeURIComponent(token), newPassword: "changed1", revokeOtherSessions: false },
    });
    expect(res.status).toBe(200);
    expect((await first.json("/api/me")).body.user).toBeNull();
  });
});

describe("bodies nested too deeply for better-auth", () => {
  it("answers 400 on every auth endpoint instead of overflowing the stack (a fuzzing finding)", async () => {
    const c = t.client();
    await c.signUp({ email: uniqueEmail("deep"), name: "Deep Body" });
    let body = '"x"';
    for (let i = 0; i < 20_000; i++) body = `{"a":${body}}`;
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    for (const path of ["/api/auth/change-password", "/api/auth/sign-in/email", "/api/auth/sign-out"]) {
      const res = await t.app.request(path, {
        method: "POST",
        headers: { cookie, origin: "http://localhost:3000", "content-type": "application/json" },
        body,
      });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
  });

  it("counts depth without recursion", () => {
    expect(nestedDeeperThan({ a: "x", b: [1, 2] }, 8)).toBe(false);
    expect(nestedDeeperThan({ a: { b: { c: {} } } }, 3)).toBe(true);
    expect(nestedDeeperThan({ a: { b: {} } }, 3)).toBe(false);
    let deep: unknown = "x";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nestedDeeperThan(deep, 8)).toBe(true);
  });
});
