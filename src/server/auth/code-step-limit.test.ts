import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger } from "@/server/logger";
import { beginCodeStep } from "@/server/services/accounts/code-step-limit";
import { enableTwoFactorFor, type TwoFactorSecret } from "@/server/test/test-admins";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";
import { CODE_STEP_LIMIT, codeStepLockMinutes, twoFactorKey } from "@/shared/auth-limits";

/**
 * The code step of a two-factor sign-in against someone who knows the password (issue 50, finding 3;
 * decision 252). Behind a proxy the client is the X-Forwarded-For address, so a test acts from many
 * places; the clock is Vitest's, moved by hand.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
});

const OWNER = "198.51.100.20";
const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

function startClock(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}
const advance = (minutes: number) => vi.setSystemTime(new Date(Date.now() + minutes * 60_000));

async function twoFactorMember(language: "de" | "en" = "de") {
  const email = uniqueEmail("codes");
  const { body } = await t.client().signUp({ email, name: "Mara Muster", language });
  const userId = body.user.id as string;
  const secret = await enableTwoFactorFor(t, userId);
  return { email, userId, secret };
}

/** A code that is none of the three the account accepts right now. */
function wrongCode(secret: TwoFactorSecret): string {
  const valid = new Set([-1, 0, 1].map((offset) => secret.code(offset)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!valid.has(code)) return code;
  }
}

/** A browser at an address: the password step (right password), then codes on that challenge. */
async function signInFrom(ip: string, email: string, password = "secret123", userAgent?: string) {
  const c = t.client();
  const headers: Record<string, string> = { "x-forwarded-for": ip };
  if (userAgent) headers["user-agent"] = userAgent;
  const res = await c.json("/api/auth/sign-in/email", { body: { email, password }, headers });
  expect(res.status).toBe(200);
  expect(res.body.twoFactorRedirect).toBe(true);
  return {
    c,
    code: async (code: string) =>
      (await c.json("/api/auth/two-factor/verify-totp", { body: { code }, headers })).status,
  };
}

/** Codes from a fresh challenge at the address until one is not a plain "wrong code"; the statuses. */
async function guessFrom(ip: string, email: string, secret: TwoFactorSecret, times: number) {
  const step = await signInFrom(ip, email);
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const status = await step.code(wrongCode(secret));
    statuses.push(status);
    if (status !== 401) break;
  }
  return statuses;
}

const codeMails = (email: string, subject: string) =>
  t.mail.filter((mail) => mail.to === email && mail.subject === subject);

describe("wrong codes after the right password (issue 50, finding 3)", () => {
  it("tell the owner once, in their language, with the time on their clock and the device", async () => {
    const cases = [
      {
        language: "de",
        subject: "Jemand kennt dein Passwort für Purpose Journey",
        says: ["3 falsche Codes in den letzten 24 Stunden", "Dezember 2026", "Firefox auf Windows"],
        action: "Passwort ändern",
      },
      {
        language: "en",
        subject: "Someone knows your Purpose Journey password",
        says: ["3 wrong codes in the last 24 hours", "December 2026", "Firefox on Windows"],
        action: "Change your password",
      },
    ] as const;
    for (const { language, subject, says, action } of cases) {
      startClock("2026-12-03T15:04:00.000Z");
      const m = await twoFactorMember(language);
      await t.db
        .updateTable("profiles")
        .set({ time_zone: "America/New_York" })
        .where("id", "=", m.userId)
        .execute();
      const stranger = await signInFrom("203.0.113.7", m.email, "secret123", FIREFOX_ON_WINDOWS);
      // Two typos are not yet a sign of anyone else.
      expect(await stranger.code(wrongCode(m.secret))).toBe(401);
      expect(await stranger.code(wrongCode(m.secret))).toBe(401);
      expect(codeMails(m.email, subject), language).toHaveLength(0);
      expect(await stranger.code(wrongCode(m.secret))).toBe(401);
      // More wrong codes, from elsewhere too, within the day: still the one mail.
      expect(await guessFrom("203.0.113.8", m.email, m.secret, 2)).toEqual([401, 401]);
      const mails = codeMails(m.email, subject);
      expect(mails, language).toHaveLength(1);
      const mail = mails[0]!;
      for (const part of [...says, action]) {
        expect(mail.text, `${language}: ${part}`).toContain(part);
        expect(mail.html, `${language}: ${part}`).toContain(part);
      }
      // 15:04 UTC is 10:04 in New York, the member's zone, not the operator's 16:04 in Berlin.
      expect(mail.text).toContain("10:04");
      expect(mail.text).not.toContain("16:04");
      expect(mail.text).toContain(`http://localhost:3000/profile?lang=${language}`);
      vi.useRealTimers();
    }
  }, 60_000);

  it("lock the code step for longer each time it is locked again", async () => {
    startClock("2026-12-04T08:00:00.000Z");
    const m = await twoFactorMember();
    const attacker = "203.0.113.20";
    const perLock = CODE_STEP_LIMIT.failuresPerLock;
    expect(await guessFrom(attacker, m.email, m.secret, perLock + 1)).toEqual([
      ...Array<number>(perLock).fill(401),
      429,
    ]);
    let failures = perLock;
    // Each lock: refused one minute before it ends, one more guess a minute after it, which locks again.
    const lengths: number[] = [];
    while (failures < 3 * perLock) {
      const minutes = codeStepLockMinutes(failures);
      lengths.push(minutes);
      advance(minutes - 1);
      expect(await guessFrom(attacker, m.email, m.secret, 1), `after ${failures}`).toEqual([429]);
      advance(2);
      expect(await guessFrom(attacker, m.email, m.secret, 2), `after ${failures}`).toEqual([401, 429]);
      failures++;
    }
    // 15 minutes after each of the first five, 30 after the next five, then an hour.
    expect([...new Set(lengths)]).toEqual([15, 30]);
    expect(codeStepLockMinutes(failures)).toBe(60);
    advance(59);
    expect(await guessFrom(attacker, m.email, m.secret, 1)).toEqual([429]);
    advance(2);
    expect(await guessFrom(attacker, m.email, m.secret, 1)).toEqual([401]);
  }, 120_000);

  it("never keep the owner out: from a client of their own, the right password and code sign in", async () => {
    const m = await twoFactorMember();
    // Strangers who know the password: one client with five wrong codes, which locks the code step;
    // then one with two, and two more fresh ones with two each — more than better-auth's own lock of
    // ten would have let anyone through.
    const strangers = [
      await guessFrom("203.0.113.31", m.email, m.secret, 6),
      await guessFrom("203.0.113.30", m.email, m.secret, 3),
      await guessFrom("203.0.113.32", m.email, m.secret, 3),
      await guessFrom("203.0.113.33", m.email, m.secret, 3),
      // The code step is locked: the second stranger, under the per-client limit, waits.
      await guessFrom("203.0.113.30", m.email, m.secret, 1),
    ];

    const owner = await signInFrom(OWNER, m.email);
    expect(await owner.code(m.secret.code())).toBe(200);
    expect((await owner.c.json("/api/me")).body.user.email).toBe(m.email);
    expect(strangers).toEqual([
      [401, 401, 401, 401, 401, 429],
      [401, 401, 429],
      [401, 401, 429],
      [401, 401, 429],
      [429],
    ]);
  }, 60_000);

  it("do not lock out a code step by the steps running beside it, a little younger", async () => {
    const email = uniqueEmail("beside");
    const now = new Date("2026-12-06T09:00:00.000Z");
    // Two steps of the same client that started a few milliseconds later and are still running.
    const later = new Date(now.getTime() + 5).toISOString();
    for (const identifier of [twoFactorKey.account(email), twoFactorKey.client(email, "unknown")]) {
      await t.db
        .insertInto("rate_limit_attempts")
        .values([
          { identifier, attempted_at: later },
          { identifier, attempted_at: later },
        ])
        .execute();
    }
    const verdict = await beginCodeStep(t.db, createLogger("silent"), email, "unknown", now);
    expect(verdict.allowed).toBe(true);
  });

  it("hold an attacker with many addresses to the daily bound; a new password lifts the locks", async () => {
    startClock("2026-12-05T00:00:00.000Z");
    const m = await twoFactorMember("en");
    let guesses = 0;
    let ip = 0;
    // A fresh address every 30 minutes for a day, trying until refused; the first one comes back.
    for (let minute = 0; minute < 24 * 60; minute += 30) {
      if (minute > 0) advance(30);
      const addresses = [`192.0.2.${ip++ % 250}`, ...(minute % 120 === 0 ? ["203.0.113.40"] : [])];
      for (const address of addresses) {
        const statuses = await guessFrom(address, m.email, m.secret, CODE_STEP_LIMIT.perClient.maxAttempts);
        guesses += statuses.filter((status) => status === 401).length;
      }
    }
    expect(guesses).toBeGreaterThan(0);
    expect(guesses).toBeLessThanOrEqual(CODE_STEP_LIMIT.maxFailures);
    // At the bound no client may try, the owner's neither (decision 252) — until the password changes.
    const blocked = await signInFrom(OWNER, m.email);
    expect(await blocked.code(m.secret.code())).toBe(429);
    await t.client().json("/api/auth/request-password-reset", { body: { email: m.email } });
    const token = [...t.mail]
      .reverse()
      .filter((mail) => mail.to === m.email)
      .map((mail) => /\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1])
      .find(Boolean);
    const reset = await t.client().json("/api/auth/reset-password", {
      body: { token, newPassword: "brandnew12" },
    });
    expect(reset.status).toBe(200);
    const owner = await signInFrom(OWNER, m.email, "brandnew12");
    expect(await owner.code(m.secret.code())).toBe(200);
  }, 240_000);
});
