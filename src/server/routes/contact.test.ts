import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_EMAIL: "operator@example.org", TEST_PHASE_END: "2027-12-31" });
});
afterAll(async () => {
  await t?.close();
});

const stored = (email: string) =>
  t.db.selectFrom("contact_messages").selectAll().where("email", "=", email).execute();

describe("contact form", () => {
  it("stores the message and mails the operator with the sender as Reply-To, escaping HTML", async () => {
    const email = uniqueEmail("contact");
    const message = 'Hallo! <script>alert("x")</script> <b>fett</b> & mehr';
    const res = await t.client().json("/api/contact", {
      body: { name: " Ada <img src=x onerror=alert(1)> ", email, message, language: "en" },
    });
    expect(res.status).toBe(201);
    const [row] = await stored(email);
    expect(row).toMatchObject({ name: "Ada <img src=x onerror=alert(1)>", message, language: "en" });
    expect(row!.forwarded_at).not.toBeNull();

    const mail = t.mail.find((m) => m.replyTo === email)!;
    expect(mail.to).toBe("operator@example.org");
    expect(mail.text).toContain(message);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("keeps a line break in the name from faking a header-like line in the operator's mail", async () => {
    const email = uniqueEmail("crlf");
    const res = await t.client().json("/api/contact", {
      body: { name: "Max\r\nBcc: victim@example.org\u202E", email, message: "Hallo" },
    });
    expect(res.status).toBe(201);
    const [row] = await stored(email);
    expect(row!.name).toBe("Max Bcc: victim@example.org");
    const mail = t.mail.find((m) => m.replyTo === email)!;
    expect(mail.text).not.toMatch(/^Bcc:/m);
    expect(mail.text).toContain("Name: Max Bcc: victim@example.org");
    for (const name of ["\u0000", "\u202E\u200B", " \u200B "]) {
      const refused = await t
        .client()
        .json("/api/contact", { body: { name, email: uniqueEmail("x"), message: "Hallo" } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields.name).toBe("validation.nameRequired");
    }
  });

  it("accepts exactly 5000 characters and rejects 5001, empty messages and bad e-mails without storing or sending", async () => {
    const email = uniqueEmail("limits");
    const ok = await t.client().json("/api/contact", {
      body: { name: "Max", email, message: "a".repeat(5000) },
    });
    expect(ok.status).toBe(201);
    const mailsBefore = t.mail.length;
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ name: "Max", email, message: "a".repeat(5001) }, "message", "validation.messageTooLong"],
      [{ name: "Max", email, message: "   " }, "message", "validation.messageRequired"],
      [{ name: "", email, message: "Hallo" }, "name", "validation.nameRequired"],
      [{ name: "x".repeat(101), email, message: "Hallo" }, "name", "validation.nameTooLong"],
      [{ name: "Max", email: "max@", message: "Hallo" }, "email", "validation.emailInvalid"],
      [
        { name: "Max", email: `${"a".repeat(250)}@x.de`, message: "Hallo" },
        "email",
        "validation.emailTooLong",
      ],
    ];
    for (const [body, field, code] of cases) {
      const res = await t.client().json("/api/contact", { body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.error.fields[field]).toBe(code);
    }
    expect(await stored(email)).toHaveLength(1);
    expect(t.mail.length).toBe(mailsBefore);
  });

  it("rate-limits messages per e-mail address", async () => {
    const email = uniqueEmail("spam");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await t.client().json("/api/contact", { body: { name: "S", email, message: `m${i}` } })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await stored(email)).toHaveLength(3);
  });

  it("stores but does not forward when no operator address is configured", async () => {
    const other = await createTestApp();
    try {
      const email = uniqueEmail("nooperator");
      const res = await other.client().json("/api/contact", { body: { name: "N", email, message: "Hi" } });
      expect(res.status).toBe(201);
      expect(other.mail).toHaveLength(0);
      const row = await other.db.selectFrom("contact_messages").selectAll().executeTakeFirst();
      expect(row).toMatchObject({ email, forwarded_at: null });
    } finally {
      await other.close();
    }
  });
});

describe("public site facts", () => {
  it("exposes operator details, the test phase end, the deletion date six months later and the time zone", async () => {
    const res = await t.client().json("/api/site");
    expect(res.body).toEqual({
      operator: { name: null, address: null, email: "operator@example.org" },
      testPhaseEnd: "2027-12-31",
      deletionBy: "2028-06-30",
      graduateBadge: "auto",
      timeZone: t.deps.config.timeZone,
    });
  });
});
