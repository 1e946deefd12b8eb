import { Writable } from "node:stream";
import { brotliDecompressSync } from "node:zlib";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type App, createApp } from "@/server/app";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";
import { testPages } from "@/server/test/test-pages";

/**
 * The pages as the server answers them (decision 236): rendered from the route modules with the
 * members' own data, in the page's language, with the request's CSP nonce on every script; a visitor
 * sent to sign in; personal pages never stored; an address no route knows a 404.
 */
let t: TestApp;
let app: App;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
  app = createApp(t.deps, { pages: await testPages() });
});
afterAll(async () => {
  await t?.close();
});

type Client = ReturnType<TestApp["client"]>;
const cookieOf = (c: Client) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
const page = (path: string, options: { client?: Client; headers?: Record<string, string> } = {}) =>
  app.request(path, {
    headers: { ...(options.client ? { cookie: cookieOf(options.client) } : {}), ...options.headers },
  });

async function memberWithAnswer(name: string, answer: string) {
  const { c, userId } = await t.member("pages");
  await t.db.updateTable("profiles").set({ full_name: name }).where("id", "=", userId).execute();
  const saved = await c.json("/api/journey/weeks/1/entries", {
    method: "PUT",
    body: { changes: [{ field: "reflection", value: answer, baseVersion: 0 }] },
  });
  expect(saved.status).toBe(200);
  return c;
}

describe(`the pages on ${testDialectName}`, () => {
  it("render a member's week with their own answer, never another member's", async () => {
    const ada = await memberWithAnswer("Ada", "Adas eigene Antwort");
    const bo = await memberWithAnswer("Bo", "Bos eigene Antwort");
    const res = await page("/week/1", { client: ada });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Adas eigene Antwort");
    expect(html).not.toContain("Bos eigene Antwort");
    expect(await (await page("/week/1", { client: bo })).text()).not.toContain("Adas eigene Antwort");
  });

  it("write a member's markup as text, never as markup", async () => {
    const eve = await memberWithAnswer(
      "Eve",
      '<img src=x onerror="alert(1)"></textarea><script>alert(2)</script>',
    );
    const html = await (await page("/week/1", { client: eve })).text();
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(2)");
    expect(html).toContain("&lt;img src=x");
  });

  it("keep personal pages out of every cache, and a visitor's page asked again", async () => {
    const member = await memberWithAnswer("Cleo", "x");
    const personal = await page("/dashboard", { client: member });
    expect(personal.headers.get("cache-control")).toBe("no-store");
    expect(personal.headers.get("vary")).toContain("Cookie");
    // The landing page too, once signed in: it greets the member.
    expect((await page("/", { client: member })).headers.get("cache-control")).toBe("no-store");
    const visitor = await page("/kontakt");
    expect(visitor.headers.get("cache-control")).toBe("no-cache");
  });

  it("answer the landing page's reminder form posted without JavaScript by going back to it, storing nothing", async () => {
    const before = await t.db
      .selectFrom("reminder_subscriptions")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const res = await app.request("/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=nojs%40example.com&consent=on",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/#reminders");
    const after = await t.db
      .selectFrom("reminder_subscriptions")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("have every form that sends a secret or a write post it, never put it into the address", async () => {
    const member = await memberWithAnswer("Hana", "x");
    const pages = [
      ["/login", undefined],
      ["/register", undefined],
      ["/forgot-password", undefined],
      ["/kontakt", undefined],
      ["/profile", member],
    ] as const;
    for (const [address, client] of pages) {
      const html = await (await page(address, { client })).text();
      const forms = [...html.matchAll(/<form\b[^>]*>/g)].map((match) => match[0]);
      expect(forms.length, address).toBeGreaterThan(0);
      for (const form of forms) expect(form, address).toContain('method="post"');
    }
  });

  it("answer a sign-in posted without JavaScript with the page and a notice, the password nowhere", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "trace" },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString("utf8"));
          done();
        },
      }),
    );
    const logged = createApp({ ...t.deps, logger }, { pages: await testPages() });
    const count = async (table: "user" | "contact_messages") =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = { users: await count("user"), messages: await count("contact_messages") };
    const email = "no-script@example.org";
    const password = "Geheim-Passwort-4711";
    for (const address of ["/login?redirectTo=%2Fdashboard", "/register", "/kontakt"]) {
      const res = await logged.request(address, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password, name: "Nojs", message: password }).toString(),
      });
      expect(res.status, address).toBe(400);
      expect(res.headers.get("location"), address).toBeNull();
      // Nobody was signed in: no session cookie.
      expect(res.headers.getSetCookie().join("\n"), address).not.toContain("session_token");
      const html = await res.text();
      expect(html, address).not.toContain(password);
      // The notice in the page's markup (its text is in every page's hydration data too).
      const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
      expect(markup, address).toMatch(/role="alert"[^>]*>[\s\S]*?Dieses Formular braucht JavaScript/);
      expect(markup, address).toMatch(/<form\b[^>]*method="post"/);
    }
    const log = lines.join("\n");
    expect(log).toContain('"method":"POST"');
    expect(log).not.toContain(password);
    expect(log).not.toContain("no-script");
    // Nothing was done: no account for the address, no contact message.
    expect({ users: await count("user"), messages: await count("contact_messages") }).toEqual(before);
  });

  it("answer a page as one compressed body with its length, varying on cookie and encoding", async () => {
    const member = await memberWithAnswer("Ines", "Ines' Antwort über Grünflächen");
    const res = await page("/week/1", { client: member, headers: { "accept-encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    const body = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.byteLength);
    expect(brotliDecompressSync(body).toString("utf8")).toContain("Ines' Antwort über Grünflächen");
    expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    // Without an encoding the client takes, the page goes as it is, sized too.
    const plain = await page("/kontakt");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(await plain.text()));
  });

  it("leave no timer behind an answered page, so a busy server holds no finished pages", async () => {
    const member = await memberWithAnswer("Jo", "x");
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;
    await (await page("/dashboard", { client: member })).text();
    const before = timers();
    for (let i = 0; i < 4; i++) await (await page("/dashboard", { client: member })).text();
    // The render's stop-waiting timer held each page and its request for seconds after the answer.
    expect(timers() - before).toBeLessThan(4);
  });

  it("send a visitor to sign in and back, with the payment page's notice in a short cookie", async () => {
    const res = await page("/dashboard");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?redirectTo=%2Fdashboard");
    const payment = await page("/payment?plan=deep");
    expect(payment.headers.get("location")).toBe("/login?redirectTo=%2Fpayment%3Fplan%3Ddeep");
    expect(payment.headers.get("set-cookie")).toMatch(/pj_notice=guard\.paymentLoginRequired;.*Max-Age=60/);
    // Sign-in is for visitors: a member goes on to where they wanted to go.
    const member = await memberWithAnswer("Dora", "x");
    const login = await page("/login?redirectTo=%2Fcommunity", { client: member });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/community");
  });

  it("send a member who is not an admin from the admin area to the landing page, with the denial", async () => {
    const member = await memberWithAnswer("Gus", "x");
    for (const address of ["/admin", "/admin/users"]) {
      const res = await page(address, { client: member });
      expect(res.status, address).toBe(302);
      expect(res.headers.get("location"), address).toBe("/");
      expect(res.headers.get("set-cookie"), address).toMatch(/pj_notice=guard\.accessDenied;.*Max-Age=60/);
    }
    // The landing page shows the notice once and clears it.
    const landing = await page("/", {
      headers: { cookie: `${cookieOf(member)}; pj_notice=guard.accessDenied` },
    });
    expect(landing.headers.get("set-cookie")).toMatch(/pj_notice=; Path=\/; Max-Age=0/);
  });

  it("answer an address no route knows with 404 and the not-found page, in the page's language", async () => {
    for (const [address, heading] of [
      ["/no-such-page", "Hoppla! Seite nicht gefunden"],
      ["/metrics", "Hoppla! Seite nicht gefunden"],
      ["/no-such-page?lang=en", "Oops! Page not found"],
    ] as const) {
      const res = await page(address);
      expect(res.status, address).toBe(404);
      expect(await res.text(), address).toContain(heading);
    }
    // A week that does not exist goes to the community (spec section 9).
    const week = await page("/week/6", { client: await memberWithAnswer("Eli", "x") });
    expect(week.status).toBe(302);
    expect(week.headers.get("location")).toBe("/community");
  });

  it("carry the request's nonce on every script and allow no other inline script", async () => {
    const res = await page("/kontakt");
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });

  it("request a page's scripts only after its first paint: no preload, no module script in the markup", async () => {
    const res = await page("/kontakt");
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const html = await res.text();
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // React Router's module script stays in its place, inert, for the start script to run it.
    const waiting = /<script nonce="([^"]+)" type="text\/x-after-paint">([^<]*)<\/script>/.exec(html);
    expect(waiting?.[1]).toBe(nonce);
    expect(waiting?.[2]).toMatch(/import\("[^"]*entry\.client[^"]*"\)/);
    // The start script, last in the body, lists the preloads it adds once the page is painted.
    const start =
      /<script nonce="[^"]+">(\(\(\)=>\{const n=document\.currentScript\.nonce[^<]*)<\/script><\/body>/.exec(
        html,
      );
    expect(start?.[1]).toContain("first-contentful-paint");
    expect(start?.[1]).toMatch(/h=\["\/[^"]+"/);
  });

  describe("a visitor's page kept for a minute (decision 256)", () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    /** The page's body with its nonce taken out, and whether every script and the CSP carry that nonce. */
    const visit = async (path: string, headers: Record<string, string> = {}) => {
      const res = await page(path, { headers });
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      return {
        status: res.status,
        nonce,
        noncedScripts: scripts.every((script) => script.includes(`nonce="${nonce}"`)),
        body: html.replaceAll(nonce, "NONCE"),
      };
    };
    const at = (ms: number) => vi.setSystemTime(ms);

    it("answers it again within the minute, each time with its own nonce, and renders it anew after", async () => {
      const start = Date.parse("2027-05-03T08:00:00Z");
      vi.useFakeTimers({ toFake: ["Date"] });
      at(start);
      const first = await visit("/kontakt?lang=en");
      at(start + 30_000);
      const again = await visit("/kontakt?lang=en");
      at(start + 61_000);
      const later = await visit("/kontakt?lang=en");
      expect([first.status, again.status, later.status]).toEqual([200, 200, 200]);
      expect(new Set([first.nonce, again.nonce, later.nonce]).size).toBe(3);
      expect([first, again, later].every((answer) => answer.noncedScripts)).toBe(true);
      // The page's clock is in its data: the same answer within the minute, a new render after it.
      expect(again.body).toBe(first.body);
      expect(later.body).not.toBe(first.body);
      expect(later.body).toContain('lang="en"');
    });

    it("keeps no page of a member, with a notice, or with a token in its address", async () => {
      const start = Date.parse("2027-05-03T09:00:00Z");
      vi.useFakeTimers({ toFake: ["Date"] });
      const twice = async (path: string, headers: Record<string, string> = {}) => {
        at(start);
        const one = await visit(path, headers);
        at(start + 10_000);
        const two = await visit(path, headers);
        return one.body === two.body;
      };
      expect(await twice("/reset-password?token=not-a-token")).toBe(false);
      expect(await twice("/login", { cookie: "pj_notice=guard.paymentLoginRequired" })).toBe(false);
      vi.useRealTimers();
      const member = await memberWithAnswer("Ilka", "nur für Ilka");
      const own = await (await page("/kontakt", { client: member })).text();
      const visitor = await (await page("/kontakt")).text();
      expect(own).toContain("Ilka");
      expect(visitor).not.toContain("Ilka");
    });
  });

  it("speak ?lang=, then the browser's choice, then the member's profile, else German", async () => {
    const lang = async (path: string, headers: Record<string, string> = {}, client?: Client) =>
      /<html lang="(\w+)"/.exec(await (await page(path, { headers, client })).text())?.[1];
    expect(await lang("/kontakt")).toBe("de");
    expect(await lang("/kontakt?lang=en")).toBe("en");
    expect(await lang("/kontakt", { cookie: "pj_language=en" })).toBe("en");
    const member = await memberWithAnswer("Fynn", "x");
    await member.json("/api/profile", { method: "PATCH", body: { language: "en" } });
    expect(await lang("/dashboard", {}, member)).toBe("en");
    expect(await lang("/dashboard?lang=de", {}, member)).toBe("de");
  });

  it("render the landing page without React in the browser: its own script only", async () => {
    const html = await (await page("/")).text();
    expect(html).toContain('src="/assets/landing-test.js"');
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain('rel="modulepreload"');
  });
});
