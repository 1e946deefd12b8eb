import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EMAIL_VERIFICATION: "true" });
});
afterAll(async () => {
  await t?.close();
});

describe("sign-up with e-mail verification switched on", () => {
  it("sends a verification mail, refuses sign-in until confirmed, then signs the user in", async () => {
    const c = t.client();
    const email = uniqueEmail("verify");
    const res = await c.signUp({ email, language: "en", callbackURL: "/payment?plan=core" } as never);
    expect(res.status).toBe(200);
    expect(res.body.token).toBeNull();
    expect((await c.json("/api/me")).body.user).toBeNull();

    const mail = t.mail.find((m) => m.to === email);
    expect(mail?.subject).toBe("Please confirm your e-mail address");
    const link = mail?.text.match(/http\S+verify-email\S+/)?.[0];
    expect(link).toBeTruthy();

    const signIn = await t.client().signIn(email);
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe("EMAIL_NOT_VERIFIED");

    const url = new URL(link!);
    const verify = await c.request(`${url.pathname}${url.search}`);
    expect(verify.status).toBe(302);
    // The page behind the link opens in the mail's language, on any device (decision 160).
    expect(verify.headers.get("location")).toBe("/payment?plan=core&lang=en");
    expect((await c.json("/api/me")).body.user.email).toBe(email);
  });

  it("answers a second sign-up for a known address like a new one, and tells the owner by mail", async () => {
    const email = uniqueEmail("known");
    await t.client().signUp({ email });
    const again = await t.client().signUp({ email });
    expect(again.status).toBe(200);
    expect(again.body.token).toBeNull();
    await expect
      .poll(() => t.mail.filter((m) => m.to === email).map((m) => m.subject))
      .toContain("Du hast schon ein Konto bei Purpose Journey");
  });
});
