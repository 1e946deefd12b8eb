import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { OFFLINE_COPY_MAX_AGE_DAYS } from "@/shared/offline-copies";
import { chooseLanguage, expectNoSeriousAxe, makeDeepMember } from "./support/a11y";
import { expect as baseExpect, test } from "./support/test";
import { newUser } from "./support/users";

/**
 * The installable app whose journey works offline (decisions 210–215). One long flow in
 * German (sign in, two weeks, offline reload, an answer written offline, back online, sign-out made
 * offline); English for installability, the offline reload with its answer, the texts (offline notice,
 * save badge, install entry) and the update prompt. All at 375 px. Each test installs the service
 * worker once in its own context; it precaches while the test works online and is waited for only
 * where it is needed.
 */
/**
 * Offline, a page starts from the precached shell without the server's render or its loaders' answers:
 * a waterfall in the browser (the route's code, then the member's copies and the week's texts) that can
 * take seconds on a machine busy with other test runs, as does installing a new version for the update
 * prompt. The states waited for are the same; the ceiling is higher.
 */
const expect = baseExpect.configure({ timeout: 30_000 });

type Lang = "de" | "en";
const text = {
  de: {
    savedOffline: "Offline gespeichert",
    saved: "Gespeichert",
    offline: "Du bist gerade offline",
    install: "Als App installieren",
    update: "Neue Version verfügbar – neu laden",
    reload: "Neu laden",
    menu: "Menü",
    signOut: "Abmelden",
    vision: "Titel deiner Vision",
    signInAgain: "Bitte melde dich wieder an",
    started: "Begonnen am",
    journal: "Welchen Unterschied möchtest du machen – und warum gerade diesen?",
    week3: "Woche 3",
  },
  en: {
    savedOffline: "Saved offline",
    saved: "Saved",
    offline: "You are offline right now",
    install: "Install as app",
    update: "A new version is available – reload",
    reload: "Reload",
    menu: "Menu",
    signOut: "Sign out",
    vision: "Title of your vision",
    signInAgain: "Please sign in again",
    started: "Started on",
    journal: "What difference do you want to make – and why this one?",
    week3: "Week 3",
  },
} as const;

/** With E2E_SHOTS=<dir>, the install entry, the badge, the notice and the update prompt are kept as pictures. */
const shot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: path.join(dir, `26-${name}.png`) });
};

async function memberAt375(browser: Browser, baseURL: string, lang: Lang) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    serviceWorkers: "allow",
  });
  const page = await context.newPage();
  await chooseLanguage(page, lang);
  const user = newUser("offline");
  await makeDeepMember(page.request, baseURL, user.email);
  return { context, page, email: user.email };
}

/**
 * The service worker has precached the build and controls the page. The predicate is synchronous on
 * purpose: `waitForFunction` takes any truthy value as done, and an async predicate's Promise is
 * truthy at once, which sent the test offline while the worker was still installing (precaching is
 * ~200 requests, seconds on a busy machine); the install then failed and nothing answered the
 * offline reload. A controller that is `activated` was installed, i.e. it precached everything
 * (Workbox fails the install otherwise), and has claimed this page.
 */
async function serviceWorkerReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", undefined, {
    timeout: 30_000,
  });
}

/** What this browser keeps: local and session storage keys, and every URL in Cache Storage. */
function storedEverything(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return {
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      cached: urls,
    };
  });
}

/**
 * Chromium's install offer, as the browser fires it once its installability criteria are met. The app's
 * entry (`entry.client.tsx`) listens for it from its first lines, which run before the load event
 * `goto` waits for (Chromium's own offer needs the app's service worker, so it always comes later).
 */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: "dismissed" }),
    });
    window.dispatchEvent(event);
  });
}

/** One after the other: the update prompt changes the build's service worker file for a moment. */
test.describe.configure({ mode: "serial" });
// The one spec that needs the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

/** A new build: the service worker script changes; the page offers the new version, never swaps it. */
async function expectUpdatePrompt(page: Page, lang: Lang) {
  const t = text[lang];
  const file = path.join(process.env.E2E_BUILD_DIR ?? "", "client", "service-worker.js");
  // The server sends the build's precompressed copies where they exist: they change with it.
  const copies = [file, `${file}.br`, `${file}.gz`].filter((name) => existsSync(name));
  const originals = copies.map((name) => readFileSync(name));
  try {
    const changed = Buffer.from(`${originals[0]!.toString("utf8")}\n// a new build ${Date.now()}\n`);
    writeFileSync(file, changed);
    if (copies.includes(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(changed));
    if (copies.includes(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(changed));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByText(t.update)).toBeVisible();
    // Once: the toast is built the same in both languages, and axe is the costliest step here.
    if (lang === "en") await expectNoSeriousAxe(page, "update prompt (en)");
    await shot(page, `update-${lang}`);
    // "Neu laden" hands over to the waiting version and reloads: the page comes back under it.
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: t.reload }).click();
    await reloaded;
    await serviceWorkerReady(page);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBeFalsy();
    await expect(page.getByText(t.update)).toHaveCount(0);
  } finally {
    for (const [index, name] of copies.entries()) writeFileSync(name, originals[index]!);
  }
}

test("de: the journey offline — reload a week, write offline, send on reconnect, sign out offline", async ({
  browser,
  baseURL,
}) => {
  // About a minute on a busy machine (two worker installs of ~200 files each); a ceiling, not a wait.
  test.setTimeout(180_000);
  const t = text.de;
  const { context, page, email } = await memberAt375(browser, baseURL!, "de");
  await page.goto("/dashboard");

  // The quiet install entry, only once the browser offers installing.
  await expect(page.getByRole("button", { name: t.install })).toHaveCount(0);
  await offerInstall(page);
  await expect(page.getByRole("button", { name: t.install })).toBeVisible();
  await shot(page, "install-de");

  // Week 1 and week 3 opened online; an answer in week 3 reaches the server.
  await page.goto("/week/1");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/week/3");
  await page.getByLabel(t.vision).fill("Brücken bauen");
  await expect(page.getByText(t.saved, { exact: true })).toBeAttached();
  await expect
    .poll(
      async () => (await (await page.request.get("/api/journey/weeks/3")).json()).entries?.visionTitle?.value,
    )
    .toBe("Brücken bauen");

  // Offline: the reload is answered by the service worker, the answers by the last known copy. The
  // worker has been precaching since the dashboard; only now is it needed.
  // Opening the week recorded its start (the page shows it once the server answered).
  await expect(page.getByText(t.started)).toBeVisible();
  await serviceWorkerReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel(t.vision)).toHaveValue("Brücken bauen");
  // The offline copy follows the progress too: still started, not "Noch nicht begonnen".
  await expect(page.getByText(t.started)).toBeVisible();
  await page.getByLabel(t.vision).scrollIntoViewIfNeeded();
  await shot(page, "reload-de");
  await page.getByLabel(t.journal).fill("Offline geschrieben");
  await expect(page.getByText(t.savedOffline)).toBeVisible();
  await shot(page, "badge-de");

  // A page that needs the server: a calm notice, no error.
  await page.goto("/community");
  await expect(page.getByText(t.offline)).toBeVisible();
  await expect(page.getByText("Laden...", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await shot(page, "notice-de");
  // Within the app, offline: the dashboard and the week from their last known copies.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(`^${t.week3}:`) }).click();
  await expect(page.getByLabel(t.journal)).toHaveValue("Offline geschrieben");

  // Online again: the answer goes out with its version; a second browser sees it.
  await context.setOffline(false);
  await expect(page.getByText(t.saved, { exact: true })).toBeAttached();
  const other = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const otherPage = await other.newPage();
  await chooseLanguage(otherPage, "de");
  await makeDeepMember(otherPage.request, baseURL!, email);
  await otherPage.goto("/week/3");
  await expect(otherPage.getByLabel(t.journal)).toHaveValue("Offline geschrieben");
  await other.close();

  await expectUpdatePrompt(page, "de");

  // Signing out offline forgets the member here at once; the server hears it when the network is back.
  const before = await storedEverything(page);
  expect(before.local.some((key) => key.startsWith("pj.offline."))).toBe(true);
  await context.setOffline(true);
  await page.getByRole("button", { name: t.menu }).click();
  await page.getByRole("button", { name: t.signOut }).last().click();
  await expect(page).toHaveURL(/\/login$/);
  const offlineAfter = await storedEverything(page);
  expect(offlineAfter.local.filter((key) => /^pj\.(offline|journey)\./.test(key))).toEqual([]);
  expect(offlineAfter.cached.filter((url) => url.includes("/api/"))).toEqual([]);
  await page.goto("/week/3");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("Brücken bauen")).toHaveCount(0);

  await context.setOffline(false);
  await page.goto("/login");
  await expect.poll(async () => (await (await page.request.get("/api/me")).json()).user).toBeNull();
  // The page was rendered for the session the server still knew: it loads again as the visitor's.
  await expect(page.getByRole("banner").getByRole("button", { name: t.signOut })).toHaveCount(0);
  await page.waitForLoadState("load");
  const after = await storedEverything(page);
  expect(after.local.filter((key) => /^pj\.(offline|journey|signout)/.test(key))).toEqual([]);
  expect(after.cached.filter((url) => url.includes("/api/"))).toEqual([]);
  const cachedText = await page.evaluate(async () => {
    const bodies: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (request.url.endsWith(".html")) bodies.push(await (await cache.match(request))!.text());
      }
    }
    return bodies.join("\n");
  });
  expect(cachedText).not.toContain(email);
  expect(cachedText).not.toContain("Brücken bauen");
  await context.close();
});

test("en: installable, offline texts, and the update prompt after a new build", async ({
  browser,
  baseURL,
}) => {
  // About a minute on a busy machine (two worker installs of ~200 files each); a ceiling, not a wait.
  test.setTimeout(180_000);
  const t = text.en;
  const { context, page } = await memberAt375(browser, baseURL!, "en");

  // The manifest in the page's language, served with its type.
  const manifest = await page.request.get("/manifest.en.webmanifest");
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  expect(await manifest.json()).toMatchObject({
    lang: "en",
    short_name: "Purpose Journey",
    start_url: "/dashboard",
    display: "standalone",
  });

  await page.goto("/dashboard");
  await offerInstall(page);
  await expect(page.getByRole("button", { name: t.install })).toBeVisible();
  await expectNoSeriousAxe(page, "dashboard with the install entry (en)");
  await shot(page, "install-en");

  // Chromium's own installability check (decision 215), with the service worker in place.
  await serviceWorkerReady(page);
  const cdp = await context.newCDPSession(page);
  const { errors } = await cdp.send("Page.getAppManifest");
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // Playwright's browser contexts are incognito ones, where Chromium never installs; nothing else fails.
  expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
  await cdp.detach();

  // The week and its answer after an offline reload.
  await page.goto("/week/3");
  await page.getByLabel(t.vision).fill("Building bridges");
  await expect(page.getByText(t.saved, { exact: true })).toBeAttached();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel(t.vision)).toHaveValue("Building bridges");
  await page.getByLabel(t.vision).scrollIntoViewIfNeeded();
  await shot(page, "reload-en");
  await page.getByLabel(t.vision).fill("Offline title");
  await expect(page.getByText(t.savedOffline)).toBeVisible();
  await shot(page, "badge-en");
  // A week never opened here: the dashboard kept it for offline.
  await page.goto("/week/2");
  await expect(page.getByText("Week 2 of 5")).toBeVisible();
  await expect(page.locator("[data-offline-notice]")).toHaveCount(0);
  await page.goto("/profile");
  await expect(page.getByText(t.offline)).toBeVisible();
  await expect(page.getByText("Loading...", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expectNoSeriousAxe(page, "profile offline (en)");
  await shot(page, "notice-en");
  await context.setOffline(false);
  await page.goto("/week/3");
  // The answer typed offline reaches the server: sent by this page, or already by the keepalive save
  // of the page left offline, which Chromium may deliver outside the page's offline emulation (the
  // badge then stays idle: there is nothing left to send).
  await expect(page.getByLabel(t.vision)).toHaveValue("Offline title");
  await expect
    .poll(
      async () => (await (await page.request.get("/api/journey/weeks/3")).json()).entries?.visionTitle?.value,
    )
    .toBe("Offline title");

  // A copy the server last confirmed more than 30 days ago is deleted, never shown (decision 254).
  await context.setOffline(true);
  await page.evaluate((days) => {
    localStorage.setItem("pj.offline.confirmed", String(Date.now() - days * 86_400_000 - 60_000));
  }, OFFLINE_COPY_MAX_AGE_DAYS);
  await page.reload();
  await expect(page.getByText(t.signInAgain)).toBeVisible();
  await expect(page.getByLabel(t.vision)).toHaveCount(0);
  await expect(page).toHaveURL(/\/week\/3$/);
  const expired = await storedEverything(page);
  expect(expired.local.filter((key) => /^pj\.(offline|journey)\./.test(key))).toEqual([]);
  await shot(page, "expired-en");
  // Online again, the server's page keeps a fresh copy and the notice is gone.
  await context.setOffline(false);
  await page.goto("/week/3");
  await expect(page.getByLabel(t.vision)).toHaveValue("Offline title");
  await expect(page.getByText(t.signInAgain)).toHaveCount(0);

  await expectUpdatePrompt(page, "en");
  await context.close();
});
