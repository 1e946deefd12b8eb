import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function linkFrom(text: string, page: string): string {
  const match = text.match(new RegExp(`https?://\\S+${page.replace(/\//g, "\\/")}\\?token=\\S+`));
  if (!match) throw new Error(`no ${page} link in:\n${text}`);
  return match[0];
}
const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

async function rows(email: string) {
  return t.db.selectFrom("reminder_subscriptions").selectAll().where("email", "=", email).execute();
}

describe("reminder sign-up (double opt-in)", () => {
  it("stores a pending subscription, mails a confirmation in the page's language, confirms, and unsubscribes", async () => {
    const email = uniqueEmail("remind");
    const c = t.client();
    const res = await c.json("/api/reminders", {
      body: { email: `  ${email.toUpperCase()} `, language: "en" },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: "confirmation_sent" });

    const [row] = await rows(email);
    expect(row).toMatchObject({ status: "pending", language: "en", confirmed_at: null });
    const mail = t.mail.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe("Please confirm your reminder sign-up");
    const confirmUrl = linkFrom(mail.text, "/erinnerungen/bestaetigen");
    const token = tokenOf(confirmUrl);
    // Only a hash of the token is stored.
    expect(row!.confirm_token_hash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);

    const confirmed = await c.json("/api/reminders/confirm", { body: { token } });
    expect(confirmed).toMatchObject({ status: 200, body: { status: "confirmed", language: "en" } });
    expect((await rows(email))[0]).toMatchObject({ status: "confirmed" });
    // Opening the link a second time still says "confirmed" and sends no second welcome.
    const again = await c.json("/api/reminders/confirm", { body: { token } });
    expect(again.status).toBe(200);

    const welcomes = t.mail.filter((m) => m.to === email && m.subject.startsWith("You're signed up"));
    expect(welcomes).toHaveLength(1);
    const welcome = welcomes[0]!;
    expect(welcome.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const headerUrl = (welcome.headers?.["List-Unsubscribe"] ?? "").slice(1, -1);
    expect(headerUrl).toMatch(/\/api\/reminders\/unsubscribe\?token=/);
    const unsubscribeUrl = linkFrom(welcome.text, "/erinnerungen/abmelden");
    expect(welcome.html).toContain("/erinnerungen/abmelden?token=");

    // One click, no session: the public endpoint the page calls.
    const anonymous = t.client();
    const out = await anonymous.json("/api/reminders/unsubscribe", {
      body: { token: tokenOf(unsubscribeUrl) },
    });
    expect(out).toMatchObject({ status: 200, body: { status: "unsubscribed" } });
    expect((await rows(email))[0]).toMatchObject({ status: "unsubscribed" });
    // The header's one-click POST (RFC 8058) works too and stays idempotent.
    const oneClick = await t.app.request(headerUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    // After unsubscribing, the old confirmation link no longer resubscribes.
    expect((await c.json("/api/reminders/confirm", { body: { token } })).status).toBe(400);
  });

  it("answers a second sign-up of the same address the same way and keeps one subscription", async () => {
    const email = uniqueEmail("twice");
    const first = await t.client().json("/api/reminders", { body: { email, language: "de" } });
    const second = await t.client().json("/api/reminders", { body: { email, language: "de" } });
    expect(second).toEqual(first);
    expect(await rows(email)).toHaveLength(1);
    const mails = t.mail.filter((m) => m.to === email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe("Bitte bestätige deine Anmeldung zu den Erinnerungen");
    // Only the newest link confirms.
    const oldToken = tokenOf(linkFrom(mails[0]!.text, "/erinnerungen/bestaetigen"));
    const newToken = tokenOf(linkFrom(mails[1]!.text, "/erinnerungen/bestaetigen"));
    expect((await t.client().json("/api/reminders/confirm", { body: { token: oldToken } })).status).toBe(400);
    expect((await t.client().json("/api/reminders/confirm", { body: { token: newToken } })).status).toBe(200);

    // Signed up and confirmed: the same answer again, and a note to the mailbox, not a new subscription.
    const third = await t.client().json("/api/reminders", { body: { email, language: "de" } });
    expect(third).toEqual(first);
    expect(await rows(email)).toHaveLength(1);
    expect(t.mail.filter((m) => m.to === email).at(-1)!.subject).toBe(
      "Du bist bereits für die Erinnerungen angemeldet",
    );
  });

  it("rejects invalid, over-long and missing e-mails with a field error and stores and sends nothing", async () => {
    const before = t.mail.length;
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom("reminder_subscriptions")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirst()
        )?.n,
      );
    const n = await count();
    for (const [email, code] of [
      ["not-an-email", "validation.emailInvalid"],
      ["", "validation.emailRequired"],
      [`${"a".repeat(250)}@example.org`, "validation.emailTooLong"],
      ["<script>alert(1)</script>@x.de", "validation.emailInvalid"],
    ] as const) {
      const res = await t.client().json("/api/reminders", { body: { email, language: "de" } });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.email).toBe(code);
    }
    expect(t.mail.length).toBe(before);
    expect(await count()).toBe(n);
  });

  it("rejects unknown and forged tokens", async () => {
    const confirm = await t.client().json("/api/reminders/confirm", { body: { token: "x".repeat(43) } });
    expect(confirm).toMatchObject({ status: 400, body: { error: { code: "reminder_token_invalid" } } });
    const forged = await t
      .client()
      .json("/api/reminders/unsubscribe", { body: { token: `${crypto.randomUUID()}.forgedmac` } });
    expect(forged).toMatchObject({ status: 400, body: { error: { code: "reminder_token_invalid" } } });
  });

  it("refuses an expired confirmation link", async () => {
    const email = uniqueEmail("late");
    await t.client().json("/api/reminders", { body: { email } });
    const token = tokenOf(linkFrom(t.mail.at(-1)!.text, "/erinnerungen/bestaetigen"));
    await t.db
      .updateTable("reminder_subscriptions")
      .set({ confirm_expires_at: "2020-01-01T00:00:00.000Z" })
      .where("email", "=", email)
      .execute();
    const res = await t.client().json("/api/reminders/confirm", { body: { token } });
    expect(res).toMatchObject({ status: 400, body: { error: { code: "reminder_token_expired" } } });
  });

  it("rate-limits sign-ups per e-mail address", async () => {
    const email = uniqueEmail("limit");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.client().json("/api/reminders", { body: { email } })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(t.mail.filter((m) => m.to === email)).toHaveLength(3);
  });

  it("sends a browser that opens the List-Unsubscribe URL to the unsubscribe page", async () => {
    const res = await t.app.request("/api/reminders/unsubscribe?token=abc.def");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/erinnerungen/abmelden?token=abc.def");
  });
});
