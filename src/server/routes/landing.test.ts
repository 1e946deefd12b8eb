import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverRenderer } from "@/client/server-render";
import { createApp } from "@/server/app";
import { landingShells } from "@/server/http/landing-document";
import { landingLanguage } from "@/server/routes/landing";
import { setAdminRole } from "@/server/services/admin/admin-role";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";

// The SPA's index.html as Vite builds it: an entry script and a preload the landing page must drop.
const builtIndex = readFileSync("index.html", "utf8").replace(
  '<script type="module" src="/src/client/main.tsx"></script>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/dist-abc.js">',
);

let t: TestApp;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  app = createApp(t.deps, {
    render: serverRenderer,
    landingShells: landingShells(builtIndex, "/assets/landing-abc.js"),
  });
});
afterAll(async () => {
  await t?.close();
});

async function landing(options: { query?: string; cookie?: string } = {}) {
  const res = await app.request(`/${options.query ?? ""}`, {
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  expect(res.status).toBe(200);
  return { res, html: await res.text() };
}

/** A signed-in member's cookie header. */
async function memberCookie(language = "de") {
  const c = t.client();
  const email = uniqueEmail("landing");
  const { status } = await c.signUp({ email, language });
  expect(status).toBe(200);
  return { email, cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ") };
}

describe("GET / (server-rendered landing page)", () => {
  it("is complete HTML in German with only the landing script, never cached by shared caches", async () => {
    const { res, html } = await landing();
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toContain("Cookie");
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<script type="module" src="/assets/landing-abc.js"></script>');
    expect(html).not.toContain("/assets/index-abc.js");
    expect(html).not.toContain("modulepreload");
    expect(html).toMatch(/<h1[^>]*>Finde heraus/);
    for (const section of [
      "hero",
      "about",
      "situations",
      "journey",
      "pricing",
      "community",
      "testimonials",
      "cta",
    ]) {
      expect(html).toContain(`data-section="${section}"`);
    }
    expect(html).toContain('href="/register?plan=free"');
    expect(html).toContain(">Anmelden<");
    expect(html).not.toContain('href="/admin"');
    expect(html).toContain('id="landing-messages"');
  });

  it("answers in English for ?lang=en and for the language cookie", async () => {
    for (const options of [{ query: "?lang=en" }, { cookie: "pj_language=en" }]) {
      const { html } = await landing(options);
      expect(html).toContain('<html lang="en"');
      expect(html).toContain("<title>Purpose Journey – Find what truly moves you</title>");
      expect(html).toContain(">Sign in<");
    }
  });

  it("shows a member the way back into their week, and an admin the admin link", async () => {
    const member = await memberCookie("en");
    const { html } = await landing({ cookie: member.cookie });
    // No cookie: the profile's language.
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('href="/week/1"');
    expect(html).toContain("Continue to your week");
    expect(html).toContain('href="/dashboard"');
    expect(html).toContain("data-sign-out");
    expect(html).not.toContain('href="/admin"');

    // The page is shared by every member with the same week and role: nothing personal in it.
    expect(html).not.toContain(member.email);
    expect(html).not.toContain("Test User");

    await setAdminRole(t.db, member.email, true);
    expect((await landing({ cookie: member.cookie })).html).toContain('href="/admin"');
  });

  it("is never cached for a signed-in member", async () => {
    const member = await memberCookie();
    const res = await app.request("/", { headers: { cookie: member.cookie } });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("permissions-policy")).toMatch(/geolocation=\(\)/);
  });

  it("posts the reminder form without JavaScript, never putting the address into a URL", async () => {
    const { html } = await landing();
    const form = /<form[^>]*data-reminder-form[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    const res = await app.request("/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
      body: "email=someone%40example.org",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/#reminders");
    expect(res.headers.get("location")).not.toContain("example.org");
  });

  it("keeps the messages block from closing its script element early", async () => {
    const { html } = await landing();
    const block = html.match(/<script type="application\/json" id="landing-messages">([\s\S]*?)<\/script>/);
    expect(block).toBeTruthy();
    expect(block![1]).not.toContain("<");
    expect(JSON.parse(block![1]!).submit).toBe("Erinnerungen erhalten");
  });
});

describe("landingLanguage", () => {
  it("prefers the link, then the browser's choice, then the profile, then German", () => {
    expect(landingLanguage("en", "de", "de")).toBe("en");
    expect(landingLanguage(undefined, "en", "de")).toBe("en");
    expect(landingLanguage("xx", undefined, "en")).toBe("en");
    expect(landingLanguage(undefined, "fr", undefined)).toBe("de");
  });
});
