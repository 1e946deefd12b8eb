import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverRenderer } from "@/client/server-render";
import { weekTitles } from "@/content/week-titles";
import { week1 } from "@/content/weeks/week-1";
import { week2 } from "@/content/weeks/week-2";
import { createApp } from "@/server/app";
import { LINK_ACTION_SCRIPT } from "@/server/http/link-action-script";
import { APP_SCRIPTS_ID, START_SCRIPT } from "@/server/http/start-after-paint";
import { requestScreenKey, routePreloads } from "@/server/routes/spa-pages";
import { createPersona } from "@/server/test/personas";
import { countQueries } from "@/server/test/query-counter";
import { makeAdmin } from "@/server/test/test-admins";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";
import type { WeekStateResponse } from "@/shared/journey-schemas";
import { PAGE_DATA_ID, PAGE_DATA_KEYS, PAGE_I18N_ID, type PageData, type PageI18n } from "@/shared/page-data";

// A built client as Vite writes it: index.html with the entry, its two start modules (decision 232),
// the common texts per language, and a manifest with one route chunk.
const manifest = {
  "index.html": {
    file: "assets/index-abc.js",
    isEntry: true,
    imports: ["_react-abc.js"],
    dynamicImports: ["src/client/app/react-root.ts", "src/client/app/app-start.tsx"],
    assets: ["assets/inter-latin-ext-wght-normal-abc.woff2", "assets/inter-latin-wght-normal-abc.woff2"],
  },
  "_react-abc.js": { file: "assets/react-abc.js" },
  "src/client/app/react-root.ts": {
    file: "assets/react-root-abc.js",
    imports: ["index.html", "_react-dom-abc.js"],
  },
  "_react-dom-abc.js": { file: "assets/react-dom-abc.js", imports: ["_react-abc.js"] },
  "src/client/app/app-start.tsx": {
    file: "assets/app-start-abc.js",
    imports: ["index.html", "_react-abc.js", "_card-abc.js"],
  },
  "src/client/i18n/de/common.json": { file: "assets/common-de-abc.js" },
  "src/client/i18n/en/common.json": { file: "assets/common-en-abc.js" },
  "_card-abc.js": { file: "assets/card-abc.js", imports: ["_react-abc.js"] },
  "src/client/features/dashboard/dashboard-page.tsx": {
    file: "assets/dashboard-page-abc.js",
    imports: ["index.html", "_react-abc.js", "_card-abc.js"],
  },
  "src/client/features/week/components/week-2-content.tsx": {
    file: "assets/week-2-content-abc.js",
    imports: ["_react-abc.js"],
  },
  "src/content/weeks/week-2-de.ts": { file: "assets/week-2-de-abc.js" },
  "src/content/weeks/week-2-en.ts": { file: "assets/week-2-en-abc.js" },
};
const builtIndex = readFileSync("index.html", "utf8")
  .replace('<script type="module" src="/src/client/main.tsx"></script>', "")
  .replace(
    "</head>",
    '  <script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n  </head>',
  );

let t: TestApp;
let app: ReturnType<typeof createApp>;
let clientDir: string;
beforeAll(async () => {
  t = await createTestApp();
  clientDir = mkdtempSync(path.join(tmpdir(), "pj-spa-pages-"));
  mkdirSync(path.join(clientDir, ".vite"));
  writeFileSync(path.join(clientDir, "index.html"), builtIndex);
  writeFileSync(path.join(clientDir, ".vite", "manifest.json"), JSON.stringify(manifest));
  app = createApp(t.deps, { render: serverRenderer, clientDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function member(name: string) {
  const c = t.client();
  const email = uniqueEmail("frame");
  const { status } = await c.signUp({ email, name });
  expect(status).toBe(200);
  return { email, cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ") };
}

const page = async (url: string, cookie?: string) => {
  const res = await app.request(url, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return { res, html: await res.text() };
};

const dataIn = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html)![1]!,
  ) as PageData;
const scriptsIn = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ID}">(.*?)</script>`).exec(html)![1]!,
  ) as string[];
const sessionIn = (html: string) =>
  dataIn(html).find(([key]) => key.join() === PAGE_DATA_KEYS.session.join())![1] as {
    user: { email: string } | null;
  };

describe("SPA routes answered with their frame (decision 200)", () => {
  it("sends a visitor the header, heading and footer, the route's chunks and an empty session", async () => {
    const { res, html } = await page("/dashboard");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("vary")).toContain("Cookie");
    expect(html).toContain('<div id="root" data-frame>');
    expect(html).toMatch(/<header[^>]*>[\s\S]*<\/header>/);
    expect(html).toMatch(/<h1[^>]*><span[^>]*>Dashboard<\/span>/);
    expect(html).toContain("<footer");
    // The entry first, then its chunks, its start modules' (decision 232), the common texts in the
    // page's language and the route's own chunks, each once (decision 222).
    expect(scriptsIn(html)).toEqual([
      "/assets/index-abc.js",
      "/assets/react-abc.js",
      "/assets/react-root-abc.js",
      "/assets/react-dom-abc.js",
      "/assets/app-start-abc.js",
      "/assets/card-abc.js",
      "/assets/common-de-abc.js",
      "/assets/dashboard-page-abc.js",
    ]);
    expect(scriptsIn((await page("/dashboard?lang=en")).html)).toContain("/assets/common-en-abc.js");
    expect(scriptsIn((await page("/dashboard?lang=en")).html)).not.toContain("/assets/common-de-abc.js");
    expect(sessionIn(html)).toEqual({ user: null, profile: null, isAdmin: false, badges: [] });
    // The legal pages' public facts come along, as /api/site answers them.
    const site = await (await app.request("/api/site")).json();
    expect(dataIn(html)).toContainEqual([[...PAGE_DATA_KEYS.siteInfo], site]);
  });

  it("renders the heading in the page's language", async () => {
    const { html } = await page("/week/2?lang=en");
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("Week 2 of 5");
    expect(html).toMatch(/<h1[^>]*>Values &amp; Strengths<\/h1>/);
    // A week that does not exist keeps the bare heading.
    expect((await page("/week/9?lang=en")).html).toMatch(/<h1[^>]*>Week 9<\/h1>/);
  });

  it("paints the first screen's texts from the answer, the scripts off the first paint's path (decision 205)", async () => {
    const { html } = await page("/dashboard?lang=en");
    // The dashboard's intro (its largest text on a phone) is in the frame, its namespace inline.
    expect(html).toContain("Good to have you with us.");
    const texts = JSON.parse(
      new RegExp(`<script type="application/json" id="${PAGE_I18N_ID}">(.*?)</script>`).exec(html)![1]!,
    ) as PageI18n;
    expect(texts.language).toBe("en");
    expect(Object.keys(texts.namespaces)).toEqual(["dashboard"]);
    expect(texts.namespaces.dashboard).toMatchObject({ intro: expect.stringContaining("Good to have you") });
    // The body text's font and the stylesheet in the head; no script is requested before the first
    // paint: the start script at the end of the body requests them (decision 222), allowed by its hash.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-abc.woff2"><link rel="stylesheet"',
    );
    expect(head).not.toContain("inter-latin-ext");
    expect(head).not.toContain("<script");
    expect(html).not.toContain('<link rel="modulepreload"');
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([START_SCRIPT]);
    expect(html.indexOf(START_SCRIPT)).toBeGreaterThan(html.indexOf(`id="${APP_SCRIPTS_ID}"`));
    expect(html.indexOf(`id="${APP_SCRIPTS_ID}"`)).toBeGreaterThan(html.indexOf(`id="${PAGE_DATA_ID}"`));
    const csp = (await page("/dashboard?lang=en")).res.headers.get("content-security-policy");
    const hash = createHash("sha256").update(inline[0]!).digest("base64");
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}' `);
    // The sign-in page shows its heading and intro; a page without a first screen inlines no texts.
    const login = (await page("/login")).html;
    expect(login).toMatch(/<h1[^>]*>Anmelden<\/h1>/);
    expect(login).toContain("Die Anmeldung ist für Teilnehmende der Purpose Journey.");
    expect((await page("/profile")).html).not.toContain(PAGE_I18N_ID);
    // The community's, the onboarding's and the plans page's intros (decision 219), their namespaces inline.
    const community = (await page("/community?lang=en")).html;
    expect(community).toContain("This is where we accompany each other through the Purpose Journey");
    expect(community).toContain(`"namespaces":{"community":{`);
    const onboarding = (await page("/onboarding?lang=en")).html;
    expect(onboarding).toContain("Over the next five weeks you take time for yourself");
    expect(onboarding).toContain(`"namespaces":{"onboarding":{`);
    const payment = (await page("/payment?lang=en")).html;
    expect(payment).toContain("During the test phase every plan is free.");
    expect(payment).toMatch(/"namespaces":\{"payment":\{.*\},"plans":\{/);
    // The public pages' first paragraphs (decision 221): the contact intro, the legal pages' leads.
    const contact = (await page("/kontakt?lang=en")).html;
    expect(contact).toContain("Do you have a question or an idea");
    expect(contact).toContain(`"namespaces":{"contact":{`);
    const privacy = (await page("/datenschutz")).html;
    expect(privacy).toMatch(/<h1[^>]*>Datenschutzerklärung<\/h1>/);
    expect(privacy).toContain("Deine Gedanken sind persönlich.");
    expect(privacy).toContain(`"namespaces":{"legal":{`);
    expect((await page("/datenschutz-impressum")).html).toContain(
      "Hier findest du alles Rechtliche an einem Ort.",
    );
    // The imprint's operator details from the configuration; unset here, so the marked placeholders.
    expect((await page("/impressum")).html).toContain('data-placeholder="OPERATOR_NAME"');
    // An unknown address shows the not-found page's heading; a page of the route table never does.
    expect((await page("/no-such-page")).html).toMatch(/<h1[^>]*>Hoppla! Seite nicht gefunden<\/h1>/);
    expect((await page("/notifications")).html).not.toContain("Hoppla!");
  });

  it("paints an admin page's intro where the layout will show it, for an admin with two-factor on (decision 219)", async () => {
    const a = await member("Ada Admin");
    const user = await t.db
      .selectFrom("user")
      .select(["id", "email"])
      .where("email", "=", a.email)
      .executeTakeFirstOrThrow();
    const bannerText = "The community is now managed entirely from this area.";
    // Before the account is an admin: the bare heading, as for any member the SPA sends elsewhere.
    expect((await page("/admin/community?lang=en", a.cookie)).html).not.toContain(bannerText);
    await makeAdmin(t, user);
    const wide = (await page("/admin/community?lang=en", a.cookie)).html;
    expect(wide).toMatch(/<h1[^>]*>Community<\/h1>/);
    expect(wide).toContain("Everything members see in the community");
    expect(wide).toContain(bannerText);
    expect(wide).toContain(`"namespaces":{"admin":{`);
    // The drawer button's place on a phone, the sidebar's beside the page, as wide as the kept choice.
    expect(wide).toContain(
      '<div class="h-9 md:hidden"></div><div class="hidden shrink-0 md:block w-60"></div>',
    );
    const narrow = (await page("/admin/users?lang=en", `${a.cookie}; admin_sidebar_state=false`)).html;
    expect(narrow).toContain('<div class="hidden shrink-0 md:block w-14"></div>');
    expect(narrow).toMatch(/<h1[^>]*>Users<\/h1>/);
    // The overview's counts and charts come with the page, as GET /api/admin/overview answers them, in
    // the sidebar's kept width (decision 223). The first read of the day counts the admin as active: read
    // once before comparing.
    const overviewApi = async () =>
      (await app.request("/api/admin/overview", { headers: { cookie: a.cookie } })).json();
    await overviewApi();
    const overview = await page("/admin?lang=en", `${a.cookie}; admin_sidebar_state=false`);
    expect(overview.res.headers.get("cache-control")).toBe("no-store");
    expect(overview.html).toContain('<div class="hidden shrink-0 md:block w-14"></div>');
    expect(overview.html).toMatch(/<h2 id="journey-heading"[^>]*>Where the members are<\/h2>/);
    expect(dataIn(overview.html)).toContainEqual([[...PAGE_DATA_KEYS.adminOverview], await overviewApi()]);
    // The announcements' first list (decision 223), as GET /api/admin/announcements answers it.
    const created = await app.request("/api/admin/announcements", {
      method: "POST",
      headers: { cookie: a.cookie, "content-type": "application/json", origin: t.deps.config.appUrl },
      body: JSON.stringify({ title: "Frame news", content: "Read in the first answer.", published: true }),
    });
    expect(created.status).toBe(201);
    const announcements = await page("/admin/announcements?lang=en", a.cookie);
    expect(announcements.html).toMatch(/<h3[^>]*>Frame news<\/h3>/);
    expect(announcements.html).toContain("Read in the first answer.");
    const listed = await (
      await app.request("/api/admin/announcements?page=1", { headers: { cookie: a.cookie } })
    ).json();
    expect(dataIn(announcements.html)).toContainEqual([[...PAGE_DATA_KEYS.adminAnnouncements(1)], listed]);
    // A member who is no admin gets neither.
    const other = await member("Otto Other");
    const theirs = await page("/admin?lang=en", other.cookie);
    expect(theirs.html).not.toContain("journey-heading");
    expect((await page("/admin/announcements?lang=en", other.cookie)).html).not.toContain("Frame news");
    expect(dataIn(theirs.html).map(([key]) => key[0])).toEqual(["session", "site-info"]);
  });

  it("gives a member's page no-store, their session inline and a frame with nothing personal in it", async () => {
    const a = await member("Ada Frame");
    const b = await member("Bea Frame");
    // The dashboard: a page whose first screen is the kept frame's (the weeks and the profile render
    // the member's own, below).
    const first = await page("/dashboard", a.cookie);
    expect(first.res.headers.get("cache-control")).toBe("no-store");
    expect(sessionIn(first.html).user?.email).toBe(a.email);
    const second = await page("/dashboard", b.cookie);
    expect(sessionIn(second.html).user?.email).toBe(b.email);
    // The kept frame is the same for both members, and names neither of them.
    const frameOf = (html: string) => /<div id="root" data-frame>([\s\S]*?)<\/div><script/.exec(html)![1]!;
    expect(frameOf(first.html)).toBe(frameOf(second.html));
    for (const text of [a.email, b.email, "Ada Frame", "Bea Frame"]) {
      expect(frameOf(first.html)).not.toContain(text);
    }
    expect(second.html).not.toContain(a.email);
  });

  it("brings the member's dashboard and week along, as the API answers them (decision 216)", async () => {
    const a = await member("Ada Data");
    const b = await member("Bea Data");
    const api = async (url: string, cookie: string) =>
      (await app.request(url, { headers: { cookie } })).json();
    const dashboard = await page("/dashboard?lang=en", a.cookie);
    expect(dataIn(dashboard.html)).toContainEqual([
      [...PAGE_DATA_KEYS.dashboard("en")],
      await api("/api/dashboard?lang=en", a.cookie),
    ]);
    const week = await page("/week/2", a.cookie);
    expect(dataIn(week.html)).toContainEqual([
      [...PAGE_DATA_KEYS.week(2)],
      await api("/api/journey/weeks/2", a.cookie),
    ]);
    // The week's own content module is announced with the page's chunks, and its texts in the page's
    // language only (decision 218).
    expect(scriptsIn(week.html)).toContain("/assets/week-2-content-abc.js");
    const language = /<html lang="(de|en)"/.exec(week.html)![1];
    const otherLanguage = language === "de" ? "en" : "de";
    expect(scriptsIn(week.html)).toContain(`/assets/week-2-${language}-abc.js`);
    expect(week.html).not.toContain(`/assets/week-2-${otherLanguage}-abc.js`);
    // Each member gets their own; a visitor, another page or a week that does not exist gets none.
    const other = await page("/week/2", b.cookie);
    expect(dataIn(other.html)).toContainEqual([
      [...PAGE_DATA_KEYS.week(2)],
      await api("/api/journey/weeks/2", b.cookie),
    ]);
    const keys = (html: string) => dataIn(html).map(([key]) => String(key[0]));
    expect(keys((await page("/dashboard")).html)).toEqual(["session", "site-info"]);
    expect(keys((await page("/week/9", a.cookie)).html)).toEqual(["session", "site-info"]);
    expect(keys((await page("/kontakt", a.cookie)).html)).toEqual(["session", "site-info"]);
    // The profile's settings (decision 219), as GET /api/profile answers them.
    expect(dataIn((await page("/profile", a.cookie)).html)).toContainEqual([
      [...PAGE_DATA_KEYS.profileSettings],
      await api("/api/profile", a.cookie),
    ]);
    expect(keys((await page("/profile")).html)).toEqual(["session", "site-info"]);
    // The community's impulses of the day, in the page's language.
    const community = await page("/community?lang=en", a.cookie);
    expect(dataIn(community.html)).toContainEqual([
      [...PAGE_DATA_KEYS.communityToday("en")],
      await api("/api/community/today?lang=en", a.cookie),
    ]);
    expect(keys((await page("/community")).html)).toEqual(["session", "site-info"]);
  });

  it("renders an open week's header and intro, and the profile's details, for the member who opens them (decision 223)", async () => {
    const graduate = await createPersona(t, "graduate");
    const cookie = [...graduate.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const mainOf = (html: string) => /<main [^>]*>([\s\S]*)<\/main>/.exec(html)![1]!;
    const week = mainOf((await page("/week/2?lang=en", cookie)).html);
    // The status panel with the member's plan, the week switcher, and the week's intro below them.
    expect(week).toMatch(/<h2 id="status-title"[^>]*>Where you are<\/h2>/);
    expect(week).toContain('<dd class="font-medium">Deep</dd>');
    expect(week).toContain('id="week-switcher"');
    expect(week).toContain(`<p>${week2.en.intro[0]}</p>`);
    expect(week.indexOf("status-title")).toBeLessThan(week.indexOf(week2.en.intro[0]!));
    // In German too.
    expect(mainOf((await page("/week/2?lang=de", cookie)).html)).toContain(`<p>${week2.de.intro[0]}</p>`);
    // Week 1 starts with a note for a member who comes back: its header, no intro.
    const first = mainOf((await page("/week/1?lang=en", cookie)).html);
    expect(first).toContain("Where you are");
    expect(first).not.toContain(week1.en.intro[0]);
    // The profile: the member's details in their fields, disabled until the form's code is there.
    const profile = mainOf((await page("/profile?lang=en", cookie)).html);
    expect(profile).toMatch(/<h1[^>]*>Your profile<\/h1>/);
    expect(profile).toContain(`<span>${graduate.email}</span>`);
    expect(profile).toMatch(new RegExp(`<input[^>]*readOnly=""[^>]*value="${graduate.email}"`));
    expect(profile).toMatch(/<input[^>]*disabled=""[^>]*name="fullName" value="graduate person"/);
    expect(profile).not.toContain(cookie.split("=")[1]);
    // A member without a plan, for whom the week is locked, and a visitor get the kept frame: the title.
    const planless = await member("Pia Planless");
    for (const html of [
      (await page("/week/2?lang=en", planless.cookie)).html,
      (await page("/week/2?lang=en")).html,
    ]) {
      expect(mainOf(html)).toContain(weekTitles.en[2].tagline);
      expect(mainOf(html)).not.toContain("Where you are");
      expect(mainOf(html)).not.toContain(week2.en.intro[0]);
    }
  });

  it("checks a reset link's token with the page and renders the result, unstored (decision 223)", async () => {
    const mainOf = (html: string) => /<main [^>]*>([\s\S]*)<\/main>/.exec(html)![1]!;
    // An unknown token: the notice, and the check's answer for the page's query.
    const invalid = await page("/reset-password?token=not-a-token&lang=en");
    expect(invalid.res.headers.get("cache-control")).toBe("no-store");
    expect(mainOf(invalid.html)).toMatch(/<h1[^>]*>Invalid link<\/h1>/);
    expect(mainOf(invalid.html)).toContain("This link is invalid or has expired. Please request a new one.");
    expect(dataIn(invalid.html)).toContainEqual([
      [...PAGE_DATA_KEYS.resetToken("not-a-token")],
      { valid: false },
    ]);
    // A token the server mailed: the form's heading and intro (the form follows with the page).
    const { email } = await member("Rita Reset");
    expect((await t.client().json("/api/auth/request-password-reset", { body: { email } })).status).toBe(200);
    const mail = [...t.mail].reverse().find((m) => m.to === email);
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail!.text)![1]!;
    const valid = await page(`/reset-password?token=${token}&lang=en`);
    expect(mainOf(valid.html)).toMatch(/<h1[^>]*>Choose a new password<\/h1>/);
    expect(mainOf(valid.html)).toContain("Choose a new password for your account.");
    expect(dataIn(valid.html)).toContainEqual([[...PAGE_DATA_KEYS.resetToken(token)], { valid: true }]);
    // No token: the kept frame, nothing checked; the SPA reads a #access_token=… link itself.
    const bare = await page("/reset-password?lang=en");
    expect(bare.res.headers.get("cache-control")).toBe("no-cache");
    expect(dataIn(bare.html).map(([key]) => key[0])).toEqual(["session", "site-info"]);
  });

  it("paints the notifications' intro, a mail link's heading and the events' time zone in the frame (decision 223)", async () => {
    const mainOf = (html: string) => /<main [^>]*>([\s\S]*)<\/main>/.exec(html)![1]!;
    const a = await member("Nora Notified");
    const notifications = await page("/notifications?lang=en", a.cookie);
    expect(mainOf(notifications.html)).toMatch(/<h1[^>]*>Notifications<\/h1>/);
    expect(mainOf(notifications.html)).toContain("What happened in the community for you – newest first.");
    expect(mainOf(notifications.html)).toMatch(/<button[^>]*disabled=""[^>]*>Mark all as read<\/button>/);
    expect(notifications.html).toContain(`"namespaces":{"notifications":{`);
    // The pages a mail's link opens: their heading, and their waiting and done states in a template with
    // the API path, for the script that sends the link's request as the page paints (decision 224).
    const mailOff = await page("/benachrichtigungen/abbestellen?token=x&lang=en");
    expect(mainOf(mailOff.html)).toMatch(/<h1[^>]*>Unsubscribe from notification e-mails<\/h1>/);
    expect(mainOf(mailOff.html)).toMatch(
      /<template id="pj-link-action" data-endpoint="\/api\/notification-mails\/unsubscribe"><div [^>]*role="status"[^>]*>.*One moment.*You will no longer receive these e-mails.*<\/template>/,
    );
    const confirm = await page("/erinnerungen/bestaetigen?token=x&lang=de");
    const confirmMain = mainOf(confirm.html);
    expect(confirmMain).toMatch(/<h1[^>]*>Anmeldung bestätigen<\/h1>/);
    expect(confirmMain).toContain('<template id="pj-link-action" data-endpoint="/api/reminders/confirm">');
    expect(confirmMain).toContain("Deine Anmeldung wird bestätigt");
    expect(confirmMain).toContain("Danke! Ab jetzt erinnern wir dich");
    expect(confirm.html.indexOf(`<script>${LINK_ACTION_SCRIPT}</script>`)).toBeGreaterThan(
      confirm.html.indexOf("</main>"),
    );
    expect(confirm.html.indexOf(`<script>${LINK_ACTION_SCRIPT}</script>`)).toBeLessThan(
      confirm.html.indexOf(`<script>${START_SCRIPT}</script>`),
    );
    // Other pages carry no such script.
    expect(notifications.html).not.toContain(LINK_ACTION_SCRIPT);
    // The events page's intro names the site's time zone.
    const user = await t.db
      .selectFrom("user")
      .select(["id", "email"])
      .where("email", "=", a.email)
      .executeTakeFirstOrThrow();
    await makeAdmin(t, user);
    expect(mainOf((await page("/admin/events?lang=en", a.cookie)).html)).toContain(
      `Dates for the community. Date and time are in the ${t.deps.config.timeZone} time zone.`,
    );
  });

  it("costs the page's own reads and no more: the API's queries and the session's (decision 216)", async () => {
    const a = await member("Cleo Count");
    const counter = countQueries(t.db);
    const counted = createApp({ ...t.deps, db: counter.db }, { render: serverRenderer, clientDir });
    const queries = async (url: string) => {
      counter.reset();
      const res = await counted.request(url, { headers: { cookie: a.cookie } });
      expect(res.status, url).toBe(200);
      return counter.count;
    };
    // The first request of the day stamps the member's activity: warm up first.
    const warmUp = [
      "/kontakt",
      "/profile",
      "/api/profile",
      "/dashboard",
      "/week/1",
      "/community",
      "/api/dashboard",
      "/api/journey/weeks/1",
    ];
    for (const url of [...warmUp, "/api/community/today"]) {
      await queries(url);
    }
    // A page without data of its own: the session and the member's summary.
    const bare = await queries("/kontakt");
    // The API answers include their own session read (one query), which the page shares.
    expect(await queries("/dashboard")).toBe(bare + (await queries("/api/dashboard?lang=de")) - 1);
    expect(await queries("/week/1")).toBe(bare + (await queries("/api/journey/weeks/1")) - 1);
    expect(await queries("/community")).toBe(bare + (await queries("/api/community/today?lang=de")) - 1);
    expect(await queries("/profile")).toBe(bare + (await queries("/api/profile")) - 1);
    expect({
      bare,
      dashboard: await queries("/dashboard"),
      week: await queries("/week/1"),
      profile: await queries("/profile"),
    }).toEqual({ bare: 2, dashboard: 7, week: 4, profile: 3 });
  });

  it("keeps a request's screen by what it shows: a week's answers are not in its key, its progress is (decision 223)", () => {
    const state = {
      week: 2,
      access: { week: 2, accessible: true, recommendedFrom: null },
      weeks: [],
      progress: { startedAt: "2026-11-21T10:00:00.000Z", completedAt: null },
      completedWeeks: [1],
      entries: { values: { value: ["Mut"], updatedAt: "2026-11-21T10:00:00.000Z" } },
    } as unknown as WeekStateResponse;
    const key = (changed: Partial<WeekStateResponse>, plan: "core" | "deep" = "core") =>
      requestScreenKey("de", { kind: "week", state: { ...state, ...changed }, plan });
    expect(key({ entries: {} })).toBe(key({}));
    expect(key({ progress: { ...state.progress, completedAt: "2026-11-28T10:00:00.000Z" } })).not.toBe(
      key({}),
    );
    expect(key({ completedWeeks: [1, 2] })).not.toBe(key({}));
    expect(key({}, "deep")).not.toBe(key({}));
    expect(requestScreenKey("en", { kind: "week", state, plan: "core" })).not.toBe(key({}));
    expect(requestScreenKey("de", { kind: "adminOverview", overview: {} as never })).toBeNull();
  });

  it("announces only the start modules for a route the manifest does not know, nothing without a manifest", () => {
    expect(routePreloads(manifest, ["src/client/features/none.tsx"])).toEqual([
      "/assets/react-root-abc.js",
      "/assets/react-dom-abc.js",
      "/assets/app-start-abc.js",
      "/assets/card-abc.js",
    ]);
    expect(routePreloads(null, ["src/client/features/dashboard/dashboard-page.tsx"])).toEqual([]);
  });
});
