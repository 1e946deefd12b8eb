import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enableTwoFactorFor } from "@/server/test/test-admins";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";
import { totpFromUri } from "@/server/test/totp";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "operator@example.org" });
});
afterAll(async () => {
  await t?.close();
});

type Client = ReturnType<TestApp["client"]>;
const mailsTo = (email: string) => t.mail.filter((mail) => mail.to === email);

async function member(language: "de" | "en" = "de") {
  const email = uniqueEmail("two-factor");
  const c = t.client();
  const { body } = await c.signUp({ email, name: "Mara Muster", language });
  return { c, email, userId: body.user.id as string };
}

/** Walks through the setup as the profile page does: password, then a code from the app. */
async function enable(c: Client, password = "secret123") {
  const started = await c.json("/api/auth/two-factor/enable", { body: { password } });
  expect(started.status).toBe(200);
  const { totpURI, backupCodes } = started.body as { totpURI: string; backupCodes: string[] };
  const confirmed = await c.json("/api/auth/two-factor/verify-totp", {
    body: { code: totpFromUri(totpURI) },
  });
  expect(confirmed.status).toBe(200);
  return { totpURI, backupCodes };
}

/** The password step: a two-factor account gets a challenge, no session. */
async function passwordStep(email: string) {
  const c = t.client();
  const res = await c.json("/api/auth/sign-in/email", { body: { email, password: "secret123" } });
  return { c, res };
}

describe("two-factor sign-in (decision 170)", () => {
  it("is switched on with the password and a first code, and ends the account's other sessions", async () => {
    const m = await member("en");
    const laptop = t.client();
    expect((await laptop.signIn(m.email)).status).toBe(200);
    const { backupCodes } = await enable(m.c);
    expect(backupCodes).toHaveLength(10);
    expect((await m.c.json("/api/me")).body.user).toMatchObject({ twoFactorEnabled: true });
    // The other device never passed a second factor: signed out.
    expect((await laptop.json("/api/me")).body.user).toBeNull();
    const on = mailsTo(m.email).find((mail) => mail.subject === "Two-factor sign-in is now on");
    expect(on?.text).toContain("If this was not you");
  });

  it("is not switched on without the right password or a right first code", async () => {
    const m = await member();
    const wrong = await m.c.json("/api/auth/two-factor/enable", { body: { password: "not-it" } });
    expect(wrong.status).toBe(400);
    const started = await m.c.json("/api/auth/two-factor/enable", { body: { password: "secret123" } });
    expect(started.status).toBe(200);
    const bad = await m.c.json("/api/auth/two-factor/verify-totp", { body: { code: "000000" } });
    expect(bad.status).toBe(401);
    expect((await m.c.json("/api/me")).body.user.twoFactorEnabled).toBe(false);
    // Until confirmed, signing in still needs only the password.
    const { res } = await passwordStep(m.email);
    expect(res.body.twoFactorRedirect).toBeUndefined();
  });

  it("asks for the code after the password, signs in with it once, and refuses the same code again", async () => {
    const m = await member();
    const { totpURI } = await enable(m.c);
    const { c, res } = await passwordStep(m.email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    // The password alone is not a session.
    expect((await c.json("/api/me")).body.user).toBeNull();
    expect((await c.json("/api/auth/two-factor/verify-totp", { body: { code: "123456" } })).status).toBe(401);
    const code = totpFromUri(totpURI);
    const ok = await c.json("/api/auth/two-factor/verify-totp", { body: { code } });
    expect(ok.status).toBe(200);
    expect((await c.json("/api/me")).body.user.email).toBe(m.email);

    // Someone who saw the code and knows the password cannot use it a second time.
    const again = await passwordStep(m.email);
    const replay = await again.c.json("/api/auth/two-factor/verify-totp", { body: { code } });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("TWO_FACTOR_CODE_REUSED");
    expect((await again.c.json("/api/me")).body.user).toBeNull();
  });

  it("ends every open code step when the password changes, is reset, or the others are signed out (issue 50, finding 4)", async () => {
    for (const event of ["password changed", "password reset", "others signed out"] as const) {
      const m = await member();
      const { totpURI } = await enable(m.c);
      // Someone who knows the password stops at the code step, and waits.
      const stranger = await passwordStep(m.email);
      expect(stranger.res.body.twoFactorRedirect, event).toBe(true);
      if (event === "password changed") {
        const changed = await m.c.json("/api/auth/change-password", {
          body: { currentPassword: "secret123", newPassword: "brandnew12" },
        });
        expect(changed.status, event).toBe(200);
      } else if (event === "password reset") {
        await t.client().json("/api/auth/request-password-reset", { body: { email: m.email } });
        const token = [...mailsTo(m.email)]
          .reverse()
          .map((mail) => /\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1])
          .find(Boolean);
        const reset = await t
          .client()
          .json("/api/auth/reset-password", { body: { token, newPassword: "brandnew12" } });
        expect(reset.status, event).toBe(200);
      } else {
        const others = await m.c.json("/api/account/sessions/sign-out-others", { method: "POST" });
        expect(others.status, event).toBe(200);
      }
      // Then a current code no longer finishes that sign-in.
      const late = await stranger.c.json("/api/auth/two-factor/verify-totp", {
        body: { code: totpFromUri(totpURI) },
      });
      expect(late.status, event).toBe(401);
      expect((await stranger.c.json("/api/me")).body.user, event).toBeNull();
      const rows = await t.db
        .selectFrom("verification")
        .select("identifier")
        .where("value", "=", m.userId)
        .where("identifier", "like", "2fa-%")
        .execute();
      expect(rows, event).toEqual([]);
    }
  });

  it("lets one fresh code finish one of several code steps sent it at once (issue 50, finding 5)", async () => {
    const m = await member();
    const { totpURI } = await enable(m.c);
    const steps = await Promise.all([1, 2, 3].map(() => passwordStep(m.email)));
    // The current code: setting up does not use it up, only a sign-in does.
    const code = totpFromUri(totpURI);
    const answers = await Promise.all(
      steps.map(({ c }) => c.json("/api/auth/two-factor/verify-totp", { body: { code } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
    const signedIn = await Promise.all(
      steps.map(async ({ c }) => (await c.json("/api/me")).body.user !== null),
    );
    expect(signedIn.filter(Boolean)).toHaveLength(1);
    // A wrong code keeps no claim: a guess of a code that becomes valid later blocks nobody.
    const guess = await passwordStep(m.email);
    const wrong = totpFromUri(totpURI, { offset: 5 });
    expect((await guess.c.json("/api/auth/two-factor/verify-totp", { body: { code: wrong } })).status).toBe(
      401,
    );
    const claims = await t.db
      .selectFrom("used_totp_codes")
      .select("code")
      .where("user_id", "=", m.userId)
      .execute();
    expect(claims).toHaveLength(1);
  });

  it("signs in with a backup code exactly once", async () => {
    const m = await member();
    const { backupCodes } = await enable(m.c);
    const first = await passwordStep(m.email);
    const ok = await first.c.json("/api/auth/two-factor/verify-backup-code", {
      body: { code: backupCodes[0], disableSession: true },
    });
    expect(ok.status).toBe(200);
    // "No session" is not honoured: a right code always ends in a session.
    expect((await first.c.json("/api/me")).body.user.email).toBe(m.email);
    const second = await passwordStep(m.email);
    const used = await second.c.json("/api/auth/two-factor/verify-backup-code", {
      body: { code: backupCodes[0] },
    });
    expect(used.status).toBe(401);
    expect((await second.c.json("/api/me")).body.user).toBeNull();
  });

  it("never remembers a device: every sign-in asks for the code", async () => {
    const m = await member();
    const { totpURI } = await enable(m.c);
    const { c } = await passwordStep(m.email);
    const res = await c.request("/api/auth/two-factor/verify-totp", {
      body: { code: totpFromUri(totpURI), trustDevice: true },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((line) => line.includes("trust_device"))).toBe(false);
    await c.json("/api/auth/sign-out", { body: {} });
    const again = await c.json("/api/auth/sign-in/email", {
      body: { email: m.email, password: "secret123" },
    });
    expect(again.body.twoFactorRedirect).toBe(true);
  });

  it("counts the code step against the account's limits, like the password", async () => {
    const m = await member();
    await enable(m.c);
    const statuses: number[] = [];
    // better-auth allows five codes per challenge; a new password step brings a new challenge.
    for (let round = 0; round < 2; round++) {
      const { c } = await passwordStep(m.email);
      for (let i = 0; i < 3; i++) {
        const res = await c.json("/api/auth/two-factor/verify-totp", { body: { code: "000000" } });
        statuses.push(res.status);
        if (res.status === 429) expect(res.body.code).toBe("RATE_LIMIT_EXCEEDED");
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("is switched off only with the password, and says so by mail", async () => {
    const m = await member("de");
    await enable(m.c);
    expect((await m.c.json("/api/auth/two-factor/disable", { body: { password: "wrong1" } })).status).toBe(
      400,
    );
    const off = await m.c.json("/api/auth/two-factor/disable", { body: { password: "secret123" } });
    expect(off.status).toBe(200);
    expect((await m.c.json("/api/me")).body.user.twoFactorEnabled).toBe(false);
    expect(mailsTo(m.email).map((mail) => mail.subject)).toContain(
      "Die Zwei-Faktor-Anmeldung wurde ausgeschaltet",
    );
    const { res } = await passwordStep(m.email);
    expect(res.body.twoFactorRedirect).toBeUndefined();
  });

  it("gives new backup codes only with the password; the old ones stop working", async () => {
    const m = await member();
    const { backupCodes } = await enable(m.c);
    expect(
      (await m.c.json("/api/auth/two-factor/generate-backup-codes", { body: { password: "nope12" } })).status,
    ).not.toBe(200);
    const fresh = await m.c.json("/api/auth/two-factor/generate-backup-codes", {
      body: { password: "secret123" },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.backupCodes).toHaveLength(10);
    const { c } = await passwordStep(m.email);
    expect(
      (await c.json("/api/auth/two-factor/verify-backup-code", { body: { code: backupCodes[1] } })).status,
    ).toBe(401);
    expect(
      (await c.json("/api/auth/two-factor/verify-backup-code", { body: { code: fresh.body.backupCodes[0] } }))
        .status,
    ).toBe(200);
  });
});

describe("admins need two-factor sign-in", () => {
  it("answers every admin route with 403 two_factor_required until it is on", async () => {
    const m = await member();
    await t.db.updateTable("user").set({ role: "admin" }).where("id", "=", m.userId).execute();
    const me = await m.c.json("/api/me");
    expect(me.body).toMatchObject({ isAdmin: true, user: { twoFactorEnabled: false } });
    for (const path of ["/api/admin/overview", "/api/admin/users", "/api/admin/posts", "/api/admin/audit"]) {
      const res = await m.c.json(path);
      expect(res.status, path).toBe(403);
      expect(res.body.error.code, path).toBe("two_factor_required");
    }
    await enable(m.c);
    expect((await m.c.json("/api/admin/overview")).status).toBe(200);
  });

  it("makes an ADMIN_EMAILS address admin only once it is verified (finding 3)", async () => {
    const email = "operator@example.org";
    const c = t.client();
    const { body } = await c.signUp({ email, name: "Olga Operator", language: "en" });
    expect(body.user.emailVerified).toBe(false);
    expect((await c.json("/api/me")).body.isAdmin).toBe(false);
    expect((await c.json("/api/admin/overview")).status).toBe(403);
    // The verification mail goes out although EMAIL_VERIFICATION is off here.
    const mail = mailsTo(email).find((m) => m.subject === "Please confirm your e-mail address");
    const link = mail?.text.match(/http\S+verify-email\S+/)?.[0];
    expect(link).toBeTruthy();
    const verified = await c.request(new URL(link!).pathname + new URL(link!).search);
    expect(verified.status).toBe(302);
    expect((await c.json("/api/me")).body).toMatchObject({ isAdmin: true, user: { emailVerified: true } });
    // And then, like every admin, two-factor first.
    expect((await c.json("/api/admin/overview")).body.error.code).toBe("two_factor_required");
  });

  it("never signs anyone in past a second factor with the verification link (issue 50, finding 2)", async () => {
    const own = await createTestApp({ ADMIN_EMAILS: "late@example.org" });
    try {
      const email = "late@example.org";
      const c = own.client();
      await c.signUp({ email, name: "Lea Late", language: "en" });
      // Two-factor on before the address is verified.
      const started = await c.json("/api/auth/two-factor/enable", { body: { password: "secret123" } });
      const confirmed = await c.json("/api/auth/two-factor/verify-totp", {
        body: { code: totpFromUri((started.body as { totpURI: string }).totpURI) },
      });
      expect(confirmed.status).toBe(200);
      const link = own.mail
        .find((m) => m.to === email && m.subject === "Please confirm your e-mail address")
        ?.text.match(/http\S+verify-email\S+/)?.[0];
      expect(link).toBeTruthy();
      const sessionsBefore = await own.db.selectFrom("session").select("id").execute();

      // The link in a browser without cookies: the address is verified, nobody is signed in.
      const stranger = own.client();
      const verified = await stranger.request(new URL(link!).pathname + new URL(link!).search);
      expect(verified.status).toBe(302);
      expect((await stranger.json("/api/me")).body.user).toBeNull();
      expect((await stranger.json("/api/admin/overview")).status).toBe(401);
      expect(await own.db.selectFrom("session").select("id").execute()).toEqual(sessionsBefore);
      // The owner's own session, which passed the second factor, is the admin's now.
      expect((await c.json("/api/me")).body).toMatchObject({ isAdmin: true, user: { emailVerified: true } });
      expect((await c.json("/api/admin/overview")).status).toBe(200);
    } finally {
      await own.close();
    }
  });

  it("does not make an unverified ADMIN_EMAILS address admin on sign-in either, and sends the link again", async () => {
    const own = await createTestApp({ ADMIN_EMAILS: "second@example.org" });
    try {
      const c = own.client();
      await c.signUp({ email: "second@example.org" });
      const before = own.mail.length;
      const fresh = own.client();
      expect((await fresh.signIn("second@example.org")).status).toBe(200);
      expect((await fresh.json("/api/me")).body.isAdmin).toBe(false);
      expect(own.mail.slice(before).map((m) => m.subject)).toContain("Bitte bestätige deine E-Mail-Adresse");
    } finally {
      await own.close();
    }
  });
});

describe("notices by mail", () => {
  it("tells the member about a sign-in from a new device, in their language, and not about known ones", async () => {
    const m = await member("en");
    const subject = "New sign-in to your Purpose Journey account";
    // The browser that signed up is known.
    await m.c.json("/api/auth/sign-out", { body: {} });
    expect((await m.c.signIn(m.email)).status).toBe(200);
    expect(mailsTo(m.email).filter((mail) => mail.subject === subject)).toHaveLength(0);
    const phone = t.client();
    const res = await phone.json("/api/auth/sign-in/email", {
      body: { email: m.email, password: "secret123" },
      headers: {
        "user-agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      },
    });
    expect(res.status).toBe(200);
    const notices = mailsTo(m.email).filter((mail) => mail.subject === subject);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("Safari on iOS");
    expect(notices[0]!.text).toContain("If this was not you");
    // The same phone again: known now.
    await phone.json("/api/auth/sign-out", { body: {} });
    await phone.signIn(m.email);
    expect(mailsTo(m.email).filter((mail) => mail.subject === subject)).toHaveLength(1);
  });

  it("sends the new-device notice only once the second factor is passed", async () => {
    const m = await member("de");
    const secret = await enableTwoFactorFor(t, m.userId);
    const { c } = await passwordStep(m.email);
    const subject = "Neue Anmeldung bei deinem Purpose-Journey-Konto";
    expect(mailsTo(m.email).filter((mail) => mail.subject === subject)).toHaveLength(0);
    expect((await c.json("/api/auth/two-factor/verify-totp", { body: { code: secret.code() } })).status).toBe(
      200,
    );
    expect(mailsTo(m.email).filter((mail) => mail.subject === subject)).toHaveLength(1);
  });
});

describe("redirects of better-auth's endpoints (finding 1)", () => {
  it("never leave the site, whatever the callbackURL", async () => {
    const c = t.client();
    for (const target of [
      "%2F.%2F%2Fevil.example",
      "/..//evil.example",
      "/%2e%2e//evil.example",
      "/a/../..//evil.example/path",
      "https://evil.example",
      "//evil.example",
    ]) {
      const res = await c.request(`/api/auth/verify-email?token=x&callbackURL=${target}`);
      expect(res.status, target).toBe(302);
      const location = res.headers.get("location") ?? "";
      expect(location.startsWith("/"), `${target} → ${location}`).toBe(true);
      expect(location.startsWith("//"), `${target} → ${location}`).toBe(false);
      expect(new URL(location, "http://localhost:3000").origin).toBe("http://localhost:3000");
    }
  });

  it("put only a path of this site into the verification link", async () => {
    const own = await createTestApp({ EMAIL_VERIFICATION: "true" });
    try {
      const email = uniqueEmail("verify");
      await own.client().signUp({ email, callbackURL: "/.//evil.example" } as never);
      const link = own.mail.find((m) => m.to === email)?.text.match(/http\S+verify-email\S+/)?.[0];
      const callback = new URL(link!).searchParams.get("callbackURL");
      expect(callback?.startsWith("//")).toBe(false);
      expect(new URL(callback!, "http://localhost:3000").pathname.startsWith("//")).toBe(false);
    } finally {
      await own.close();
    }
  });
});
