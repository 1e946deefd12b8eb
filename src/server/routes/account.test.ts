import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { bootstrap } from "@/server/bootstrap";
import { currentTimeMs } from "@/server/clock";
import { createLogger } from "@/server/logger";
import { createMemoryMailer } from "@/server/mail/mailer";
import { AUTH_REFERENCES_EXPORTED, startDataExport } from "@/server/services/accounts/data-export";
import { listUserTables, OTHER_PERSON_COLUMNS } from "@/server/services/accounts/user-data-tables";
import { rowsMentioning } from "@/server/test/rows-mentioning";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";
import { userForeignKeys } from "@/server/test/user-foreign-keys";
import { signInClientKey } from "@/shared/auth-limits";
import { DATA_EXPORT_LIMIT, DATA_EXPORT_ROWS_PER_STEP } from "@/shared/request-limits";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A second app on the same database: a restarted server, or another instance behind a load balancer. */
async function secondInstance() {
  const mailer = createMemoryMailer();
  const { deps, database } = await bootstrap(t.deps.config, createLogger("silent"), { mailer });
  return { app: createApp(deps), close: () => database.close() };
}

function clientFor(app: ReturnType<typeof createApp>) {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async json(path: string, options: { method?: string; body?: unknown } = {}) {
      const headers: Record<string, string> = { origin: t.deps.config.appUrl };
      if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      if (options.body !== undefined) headers["content-type"] = "application/json";
      const res = await app.request(path, {
        method: options.method ?? (options.body === undefined ? "GET" : "POST"),
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const i = pair!.indexOf("=");
        cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
      }
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
  };
}

async function member(options: { language?: string; name?: string } = {}) {
  const c = t.client();
  const email = uniqueEmail("acct");
  const res = await c.signUp({ email, ...options });
  expect(res.status).toBe(200);
  return { c, email, id: res.body.user.id as string };
}

describe("sign-up input", () => {
  it("lower-cases and trims the e-mail and trims the name", async () => {
    const c = t.client();
    const email = uniqueEmail("Case");
    const res = await c.signUp({ email: `  ${email.toUpperCase()} `, name: "  Jo  " });
    expect(res.status).toBe(200);
    const me = await c.json("/api/me");
    expect(me.body.user.email).toBe(email.toLowerCase());
    expect(me.body.profile.fullName).toBe("Jo");
  });

  it.each([
    ["an over-long e-mail", { email: `${"a".repeat(250)}@x.de` }, "email", "validation.emailTooLong"],
    ["an over-long password", { password: "p".repeat(129) }, "password", "validation.passwordTooLong"],
    ["a short password", { password: "12345" }, "password", "validation.newPasswordTooShort"],
    ["an over-long name", { name: "n".repeat(81) }, "name", "validation.nameTooLong"],
    ["a blank name", { name: "   " }, "name", "validation.nameRequired"],
    ["a name of the wrong type", { name: 42 }, "name", "validation.nameRequired"],
    ["SQL in the e-mail", { email: "x@y.de' OR 1=1 --" }, "email", "validation.signUpEmailInvalid"],
    ["HTML in the e-mail", { email: "<script>@x.de" }, "email", "validation.signUpEmailInvalid"],
  ])("answers %s with 400, a field code, and stores nothing", async (_label, override, field, code) => {
    const before = await t.db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    const res = await t.client().json("/api/auth/sign-up/email", {
      body: {
        email: uniqueEmail("bad"),
        password: "secret123",
        name: "Bad Input",
        ageConfirmed: true,
        ...override,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", fields: { [field]: code } });
    const after = await t.db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it("answers missing fields with 400", async () => {
    const res = await t.client().json("/api/auth/sign-up/email", { body: { email: uniqueEmail() } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(["name", "password"]));
  });

  it("keeps HTML in a name as plain text", async () => {
    const { c } = await member({ name: "<b>Ann</b>" });
    const me = await c.json("/api/me");
    expect(me.body.profile.fullName).toBe("<b>Ann</b>");
  });

  it("answers an address that is already registered with USER_ALREADY_EXISTS", async () => {
    const { email } = await member();
    const res = await t.client().signUp({ email: email.toUpperCase() });
    expect(res.status).toBe(422);
    expect(res.body.code).toMatch(/^USER_ALREADY_EXISTS/);
  });
});

describe("sign-in input and cookies", () => {
  it.each([
    [{ email: 5, password: "secret123" }, "email"],
    [{ email: "a@b.de", password: "p".repeat(129) }, "password"],
    [{ email: `${"a".repeat(250)}@x.de`, password: "secret123" }, "email"],
    [{ password: "secret123" }, "email"],
  ])("answers %j with 400 and records no attempt", async (body, field) => {
    const res = await t.client().json("/api/auth/sign-in/email", { body });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
    const rows = await t.db
      .selectFrom("rate_limit_attempts")
      .selectAll()
      .where("identifier", "=", "a@b.de")
      .execute();
    expect(rows).toEqual([]);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const res = await t.client().request("/api/auth/sign-up/email", {
      body: { email: uniqueEmail("cookie"), password: "secret123", name: "Cookie", ageConfirmed: true },
    });
    const cookie = res.headers.getSetCookie().find((line) => line.includes("session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("marks the cookie Secure behind HTTPS", async () => {
    const https = await createTestApp({ APP_URL: "https://purpose.example.org" });
    try {
      const res = await https.app.request("/api/auth/sign-up/email", {
        method: "POST",
        headers: { origin: "https://purpose.example.org", "content-type": "application/json" },
        body: JSON.stringify({
          email: uniqueEmail("secure"),
          password: "secret123",
          name: "Secure",
          ageConfirmed: true,
        }),
      });
      const cookie = res.headers.getSetCookie().find((line) => line.includes("session_token="));
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/; Secure/i);
    } finally {
      await https.close();
    }
  });
});

describe("per-e-mail rate limit", () => {
  it("blocks the 6th sign-in within 15 minutes, even with the right password, and after a restart", async () => {
    const { email } = await member();
    for (let i = 0; i < 5; i++) {
      const res = await t.client().signIn(email, "wrong-password");
      expect(res.status).toBe(401);
      expect(res.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    }
    const sixth = await t.client().signIn(email.toUpperCase());
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe("RATE_LIMIT_EXCEEDED");

    const restarted = await secondInstance();
    try {
      const afterRestart = await clientFor(restarted.app).json("/api/auth/sign-in/email", {
        body: { email, password: "secret123" },
      });
      expect(afterRestart.status).toBe(429);
    } finally {
      await restarted.close();
    }

    // Once the window has passed, the user may sign in again.
    const old = new Date(Date.now() - 16 * 60_000).toISOString();
    await t.db
      .updateTable("rate_limit_attempts")
      .set({ attempted_at: old })
      .where("identifier", "in", [email, signInClientKey.of(email, "unknown")])
      .execute();
    expect((await t.client().signIn(email)).status).toBe(200);
  });

  it("limits sign-up under signup_<email>", async () => {
    const email = uniqueEmail("signup-limit");
    for (let i = 0; i < 5; i++) {
      const res = await t.client().json("/api/auth/sign-up/email", {
        body: { email, password: "secret123", name: "X".repeat(81), ageConfirmed: true },
      });
      expect(res.status).toBe(400);
    }
    // Invalid attempts do not count; valid ones do.
    await t.db.deleteFrom("rate_limit_attempts").where("identifier", "=", `signup_${email}`).execute();
    for (let i = 0; i < 5; i++) {
      await t.client().signUp({ email });
    }
    const sixth = await t.client().signUp({ email });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe("RATE_LIMIT_EXCEEDED");
    const rows = await t.db
      .selectFrom("rate_limit_attempts")
      .selectAll()
      .where("identifier", "=", `signup_${email}`)
      .execute();
    // The refused 6th attempt is not recorded: a lockout is never extended by trying (decision 142).
    expect(rows).toHaveLength(5);
  });

  it("takes back only the refused attempt when allowed ones share its millisecond", async () => {
    const { checkRateLimit } = await import("@/server/services/accounts/rate-limit");
    const logger = createLogger("silent");
    const identifier = `same-instant:${crypto.randomUUID()}`;
    const now = new Date();
    // Three allowed attempts in one millisecond, then refusals in the same one: the allowed ones stay.
    for (let i = 0; i < 3; i++) expect(await checkRateLimit(t.db, logger, identifier, 3, 1, now)).toBe(true);
    expect(await checkRateLimit(t.db, logger, identifier, 3, 1, now)).toBe(false);
    expect(await checkRateLimit(t.db, logger, identifier, 3, 1, now)).toBe(false);
    const rows = await t.db
      .selectFrom("rate_limit_attempts")
      .select("attempted_at")
      .where("identifier", "=", identifier)
      .execute();
    expect(rows).toHaveLength(3);
  });

  it("lets the attempt through when the limit check itself fails", async () => {
    const { checkRateLimit } = await import("@/server/services/accounts/rate-limit");
    const broken = {
      insertInto: () => {
        throw new Error("database down");
      },
    } as unknown as typeof t.db;
    expect(await checkRateLimit(broken, createLogger("silent"), "x", 5, 15)).toBe(true);
  });
});

describe("two app instances on one database", () => {
  it("share sessions and count the limit across both", async () => {
    const other = await secondInstance();
    try {
      const a = clientFor(t.app);
      const email = uniqueEmail("multi");
      expect(
        (
          await a.json("/api/auth/sign-up/email", {
            body: { email, password: "secret123", name: "Multi", ageConfirmed: true },
          })
        ).status,
      ).toBe(200);
      // The cookie made by instance A is a valid session on instance B.
      const b = clientFor(other.app);
      for (const [k, v] of a.cookies) b.cookies.set(k, v);
      const me = await b.json("/api/me");
      expect(me.body.user.email).toBe(email);

      const anonA = clientFor(t.app);
      const anonB = clientFor(other.app);
      // sign-up counted under signup_, so sign-in starts at zero: 3 on A, 2 on B, the 6th on A is blocked.
      for (let i = 0; i < 3; i++)
        expect(
          (await anonA.json("/api/auth/sign-in/email", { body: { email, password: "nope-nope" } })).status,
        ).toBe(401);
      for (let i = 0; i < 2; i++)
        expect(
          (await anonB.json("/api/auth/sign-in/email", { body: { email, password: "nope-nope" } })).status,
        ).toBe(401);
      expect(
        (await anonA.json("/api/auth/sign-in/email", { body: { email, password: "secret123" } })).status,
      ).toBe(429);
      expect(
        (await anonB.json("/api/auth/sign-in/email", { body: { email, password: "secret123" } })).status,
      ).toBe(429);
    } finally {
      await other.close();
    }
  });
});

/** better-auth keeps dates as Date on PostgreSQL and as ISO text on SQLite. */
function pastInstant() {
  const past = new Date(Date.now() - 1000);
  return t.deps.dialect === "postgres" ? past : past.toISOString();
}

function resetLink(to: string) {
  const mail = [...t.mail].reverse().find((m) => m.to === to);
  const match = mail?.text.match(/http\S*\/reset-password\?token=([\w-]+)/);
  return { mail, token: match?.[1] };
}

describe("password reset", () => {
  it("mails a single-use link in the user's language that ends the other sessions", async () => {
    const { c, email } = await member({ language: "en" });
    const res = await t
      .client()
      .json("/api/auth/request-password-reset", { body: { email: ` ${email.toUpperCase()}` } });
    expect(res.status).toBe(200);
    const { mail, token } = resetLink(email);
    expect(mail?.subject).toBe("Reset your Purpose Journey password");
    expect(mail?.text).toContain(`${t.deps.config.appUrl}/reset-password?token=`);
    expect(mail?.html).toContain("Choose a new password");
    expect(token).toBeTruthy();

    expect((await t.client().json(`/api/account/reset-token/${token}`)).body).toEqual({ valid: true });
    const reset = await t
      .client()
      .json("/api/auth/reset-password", { body: { token, newPassword: "brandnew1" } });
    expect(reset.status).toBe(200);
    expect((await t.client().json(`/api/account/reset-token/${token}`)).body).toEqual({ valid: false });
    const again = await t
      .client()
      .json("/api/auth/reset-password", { body: { token, newPassword: "another1" } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("INVALID_TOKEN");

    expect((await c.json("/api/me")).body.user).toBeNull();
    expect((await t.client().signIn(email, "secret123")).status).toBe(401);
    expect((await t.client().signIn(email, "brandnew1")).status).toBe(200);
  });

  it("writes German mail for a German profile and treats an expired link as invalid", async () => {
    const { email, id } = await member();
    await t.client().json("/api/auth/request-password-reset", { body: { email } });
    const { mail, token } = resetLink(email);
    expect(mail?.subject).toBe("Dein Passwort für Purpose Journey zurücksetzen");
    await t.db
      .updateTable("verification")
      .set({ expiresAt: pastInstant() })
      .where("value", "=", id)
      .execute();
    expect((await t.client().json(`/api/account/reset-token/${token}`)).body).toEqual({ valid: false });
    const reset = await t
      .client()
      .json("/api/auth/reset-password", { body: { token, newPassword: "brandnew1" } });
    expect(reset.status).toBe(400);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const count = t.mail.length;
    const res = await t
      .client()
      .json("/api/auth/request-password-reset", { body: { email: uniqueEmail("ghost") } });
    expect(res.status).toBe(200);
    expect(t.mail.length).toBe(count);
    expect((await t.client().json("/api/account/reset-token/not-a-token")).body).toEqual({ valid: false });
    expect((await t.client().json("/api/account/reset-token/%3Cscript%3E")).body).toEqual({ valid: false });
  });

  it("escapes the user's name in the HTML mail", async () => {
    const { email } = await member({ name: "<img src=x>" });
    await t.client().json("/api/auth/request-password-reset", { body: { email } });
    const { mail } = resetLink(email);
    expect(mail?.html).toContain("&lt;img src=x&gt;");
    expect(mail?.html).not.toContain("<img src=x>");
  });
});

describe("profile", () => {
  it("reads and changes name, language and the reminder opt-in", async () => {
    const { c, email } = await member();
    const read = await c.json("/api/profile");
    expect(read.body.settings).toMatchObject({
      email,
      language: "de",
      weeklyReminder: false,
      isAdmin: false,
    });
    const patch = await c.json("/api/profile", {
      method: "PATCH",
      body: { fullName: "  Neu  ", language: "en", weeklyReminder: true },
    });
    expect(patch.status).toBe(200);
    expect(patch.body.settings).toMatchObject({ fullName: "Neu", language: "en", weeklyReminder: true });
    expect((await c.json("/api/me")).body.user.name).toBe("Neu");
  });

  it.each([
    [{ fullName: "x".repeat(81) }],
    [{ language: "fr" }],
    [{ weeklyReminder: "yes" }],
    [{ fullName: 5 }],
    [{ userId: "someone-else" }],
  ])("rejects %j with 400 and changes nothing", async (body) => {
    const { c } = await member();
    const res = await c.json("/api/profile", { method: "PATCH", body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    expect((await c.json("/api/profile")).body.settings).toMatchObject({
      language: "de",
      weeklyReminder: false,
    });
  });

  it("needs a session", async () => {
    expect((await t.client().json("/api/profile")).status).toBe(401);
    expect((await t.client().json("/api/account/export")).status).toBe(401);
    expect(
      (await t.client().json("/api/account", { method: "DELETE", body: { password: "x" } })).status,
    ).toBe(401);
  });

  it("changes the password only with the current one", async () => {
    const { c, email } = await member();
    const wrong = await c.json("/api/auth/change-password", {
      body: { currentPassword: "nope-nope", newPassword: "changed1" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_PASSWORD");
    const ok = await c.json("/api/auth/change-password", {
      body: { currentPassword: "secret123", newPassword: "changed1", revokeOtherSessions: true },
    });
    expect(ok.status).toBe(200);
    expect((await t.client().signIn(email, "changed1")).status).toBe(200);
  });
});

describe("data export and account deletion", () => {
  it("exports everything of the user and nothing of others", async () => {
    const other = await member();
    const { c, email, id } = await member();
    const put = await c.json("/api/journey/weeks/1/entries", {
      method: "PUT",
      body: { changes: [{ field: "reflection", value: "Mein Anker ist Neugier.", baseVersion: 0 }] },
    });
    expect(put.status).toBe(200);
    await t.db
      .insertInto("user_consents")
      .values({
        user_id: id,
        consent_type: "privacy",
        policy_version: "1",
        granted_at: new Date().toISOString(),
      })
      .execute();

    const res = await c.json("/api/account/export");
    expect(res.status).toBe(200);
    const data = res.body;
    expect(data.user).toMatchObject({ id, email });
    expect(data.tables.profiles[0]).toMatchObject({ id, full_name: "Test User" });
    expect(data.tables.journey_entries).toEqual([
      expect.objectContaining({ week_number: 1, field: "reflection", value: "Mein Anker ist Neugier." }),
    ]);
    expect(data.tables.user_consents).toHaveLength(1);
    for (const table of [
      "impulse_comments",
      "forum_posts",
      "forum_comments",
      "user_badges",
      "user_week_progress",
      "bulletin_posts",
    ]) {
      expect(data.tables).toHaveProperty(table);
    }
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.email);
    expect(text).not.toMatch(/"password"|"token"/);
  });

  it("exports every column that names the member, or says whose it is (issue 50, finding 9)", async () => {
    const exported = new Set((await listUserTables(t.db)).map(({ table, column }) => `${table}.${column}`));
    const references = await userForeignKeys(t.db, t.deps.dialect);
    expect(references.length).toBeGreaterThan(15);
    const unaccounted = references.filter(
      (column) =>
        !exported.has(column) && !(column in OTHER_PERSON_COLUMNS) && !(column in AUTH_REFERENCES_EXPORTED),
    );
    expect(unaccounted).toEqual([]);
  });

  it("exports the member's own reports with their note, and whether two-factor sign-in is on", async () => {
    const author = await member();
    await author.c.json("/api/plans/checkout", {
      body: { plan: "core", idempotencyKey: crypto.randomUUID() },
    });
    const post = await author.c.json("/api/community/posts", {
      body: { title: "Gemeldet", description: "Text" },
    });
    const reporter = await member();
    await reporter.c.json("/api/plans/checkout", {
      body: { plan: "core", idempotencyKey: crypto.randomUUID() },
    });
    const report = await reporter.c.json("/api/community/reports", {
      body: {
        itemType: "post",
        itemId: post.body.id,
        reason: "other",
        note: "Meine eigene Notiz zur Meldung",
      },
    });
    expect(report.status).toBe(201);
    const data = (await reporter.c.json("/api/account/export")).body;
    expect(data.user).toMatchObject({ twoFactorEnabled: false });
    expect(data.tables.content_reports).toEqual([
      expect.objectContaining({ item_id: post.body.id, note: "Meine eigene Notiz zur Meldung" }),
    ]);
    // The reported member's export does not carry the report.
    expect((await author.c.json("/api/account/export")).body.tables.content_reports).toEqual([]);
  });

  it("writes a large export in steps, as the same JSON document and every row once", async () => {
    const { c, id } = await member();
    const count = DATA_EXPORT_ROWS_PER_STEP * 2 + 7;
    const postIds = Array.from({ length: count }, () => crypto.randomUUID());
    await t.db
      .insertInto("forum_posts")
      .values(
        postIds.map((postId, i) => ({
          id: postId,
          user_id: id,
          title: `Beitrag ${i}`,
          description: 'Zeile eins\nZeile zwei mit "Anführungszeichen"',
          created_at: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
        })),
      )
      .execute();
    const res = await c.request("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain("purpose-journey-my-data.json");
    const text = await res.text();
    const data = JSON.parse(text);
    // The text JSON.stringify(…, null, 2) gave when the export was written in one piece.
    expect(text).toBe(JSON.stringify(data, null, 2));
    expect(data.tables.forum_posts.map((row: { id: string }) => row.id).sort()).toEqual([...postIds].sort());
    expect(data.tables.forum_posts[0]).toMatchObject({ user_id: id, description: expect.any(String) });
    // PostgreSQL's search index of the texts stays out: it doubled the export.
    expect(data.tables.forum_posts[0]).not.toHaveProperty("search_vector");
    expect(Object.keys(data)).toEqual([
      "format",
      "version",
      "exportedAt",
      "user",
      "signInMethods",
      "sessions",
      "tables",
      "signInAttempts",
    ]);
    expect(data.sessions).toHaveLength(1);
  });

  it(`refuses a second export while one runs and more than ${DATA_EXPORT_LIMIT.max} an hour: 429 rate_limited (issue 50, finding 7)`, async () => {
    const { c, id } = await member();
    const other = await member();
    // The first answer's body is not read yet: its export is still running.
    const running = await c.request("/api/account/export");
    expect(running.status).toBe(200);
    const second = await c.json("/api/account/export");
    expect(second.status).toBe(429);
    expect(second.body.error.code).toBe("rate_limited");
    expect((await other.c.json("/api/account/export")).status).toBe(200);
    expect(JSON.parse(await running.text()).user.id).toBe(id);
    // The refused one did not count: four more within the hour, then no more.
    for (let i = 1; i < DATA_EXPORT_LIMIT.max; i++) {
      expect((await c.json("/api/account/export")).status).toBe(200);
    }
    const limited = await c.json("/api/account/export");
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    // An hour on, the member exports again.
    const later = new Date(currentTimeMs() + DATA_EXPORT_LIMIT.windowMinutes * 60_000 + 1000);
    const stream = await startDataExport(t.deps, id, later);
    expect(JSON.parse(await new Response(stream).text()).exportedAt).toBe(later.toISOString());
  });

  it("lets the member export again once a download was broken off", async () => {
    const { c, id } = await member();
    const broken = await c.request("/api/account/export");
    await broken.body?.cancel();
    const again = await c.request("/api/account/export");
    expect(again.status).toBe(200);
    expect(JSON.parse(await again.text()).user.id).toBe(id);
  });

  it("deletes the account and every row of the user only with the right password", async () => {
    const keep = await member();
    const name = `Zora Quell ${crypto.randomUUID().slice(0, 6)}`;
    const email = uniqueEmail("gone");
    const c = t.client();
    const id = (await c.signUp({ email, name })).body.user.id as string;
    await c.json("/api/journey/weeks/1/entries", {
      method: "PUT",
      body: { changes: [{ field: "reflection", value: "weg damit", baseVersion: 0 }] },
    });
    await t.client().signIn(email, "wrong-one");
    await t.client().json("/api/auth/request-password-reset", { body: { email } });
    // A contact message while signed in and one sent from the same address while signed out.
    const contact = { name, email, message: "Eine Frage zu meinem Konto" };
    expect((await c.json("/api/contact", { body: contact })).status).toBe(201);
    expect((await t.client().json("/api/contact", { body: contact })).status).toBe(201);
    // A search and an export leave their counts (decision 253); they go with the account.
    expect((await c.json("/api/community/search?q=anker")).status).toBe(200);
    expect((await c.json("/api/account/export")).status).toBe(200);
    const before = await rowsMentioning(t.db, [id, email, name]);
    expect(before).toEqual(
      expect.arrayContaining(["contact_messages.email", "rate_limit_attempts.identifier"]),
    );

    const wrong = await c.json("/api/account", { method: "DELETE", body: { password: "nope-nope" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: "invalid_password" });
    expect((await c.json("/api/me")).body.user.id).toBe(id);

    const del = await c.json("/api/account", { method: "DELETE", body: { password: "secret123" } });
    expect(del.status).toBe(200);
    expect((await c.json("/api/me")).body.user).toBeNull();
    // Every table of the database's catalog, on SQLite and PostgreSQL alike.
    expect(await rowsMentioning(t.db, [id, email, name])).toEqual([]);
    expect((await t.client().signIn(email)).status).toBe(401);
    expect((await t.client().signIn(keep.email)).status).toBe(200);
  });
});
