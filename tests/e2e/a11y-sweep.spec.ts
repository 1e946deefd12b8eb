import type { Browser, BrowserContext, ConsoleMessage, Page } from "@playwright/test";
import {
  chooseLanguage,
  expectControlEdges,
  expectLanguage,
  expectNoOverflow,
  expectNoSeriousAxe,
  foreignPhrases,
  isAdminPath,
  isVisitorPath,
  LANGS,
  type Lang,
  sweptPaths,
} from "./support/a11y";
import { STATES } from "./support/states";
import { test as base, expect, isHydrated } from "./support/test";

/**
 * The accessibility sweep: every route of the route table, in German and English, at 1280 and 375 px
 * (and 320 px for reflow), in the light and the dark scheme. Serious or critical axe findings, a control
 * edge under 3:1, sideways scrolling, a wrong <html lang> or a phrase of the other language's catalog
 * fail the run.
 *
 * One test per route and language. Each worker keeps one browser page per role (visitor, member,
 * admin) and language and goes from route to route in it, as a person would: a cold browser context
 * per route cost more than the checks themselves. Width and scheme change in place.
 */
type Role = "visitor" | "member" | "admin";
type Sweeper = { page: (role: Role, lang: Lang) => Promise<Page> };

const test = base.extend<object, { sweeper: Sweeper }>({
  sweeper: [
    async ({ browser }, use) => {
      const open = new Map<string, Promise<{ context: BrowserContext; page: Page }>>();
      await use({
        page: async (role, lang) => {
          const key = `${role}:${lang}`;
          if (!open.has(key)) open.set(key, openPage(browser, role, lang));
          const { page } = await open.get(key)!;
          // The page in use in front: a worker keeps up to six, and the one behind may not be painted.
          await page.bringToFront();
          return page;
        },
      });
      for (const entry of open.values()) await (await entry).context.close();
    },
    { scope: "worker" },
  ],
});

async function openPage(browser: Browser, role: Role, lang: Lang) {
  const storageState = role === "visitor" ? undefined : STATES[role];
  const context = await browser.newContext({ storageState, reducedMotion: "reduce" });
  const page = await context.newPage();
  await chooseLanguage(page, lang);
  return { context, page };
}

test.describe.configure({ mode: "parallel" });

const foreign = foreignPhrases();
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
const LOADING = { de: "Laden...", en: "Loading..." } as const;

/**
 * At the route, its heading shown and every section that loads later loaded: then it is swept. Each
 * visit is a page load, so it also checks the page's hydration (decision 236): the server's page was
 * taken up by React (the landing page excepted: it runs no React), with no console error and no
 * hydration warning on the way — only the not-found page's own 404 answer.
 */
async function visit(page: Page, lang: Lang, route: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    const notFound = route === "/no-such-page" && /status of 404/.test(text);
    if ((message.type() === "error" && !notFound) || /hydrat/i.test(text)) problems.push(text);
  };
  const onError = (error: Error) => problems.push(error.message);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  try {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(LOADING[lang], { exact: true })).toHaveCount(0);
    if (route !== "/") await expect.poll(() => isHydrated(page), `${route} hydrated`).toBe(true);
  } finally {
    page.off("console", onConsole);
    page.off("pageerror", onError);
  }
  expect(problems, `${route} (${lang}): console errors or hydration warnings`).toEqual([]);
}

/**
 * Scheme and width change in place; a frame lets the styles settle before anything is measured. A
 * page Chromium does not paint gets no frame (a newcomer check on 2026-11-29 waited here for two
 * minutes, until the test's time was up): then half a second has to do. The checks that follow read
 * styles and boxes, which the browser brings up to date when asked, frame or not.
 */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 500);
      }),
  );
}

/**
 * The full matrix in German; in English what can differ with the language: axe at 1280 px in light
 * without the colour rules (names, labels, lang attributes, structure), the language itself and the
 * layout at every width (longer words wrap differently). Colours are the same in both languages, and
 * the colour rules are axe's costly ones, so running them in English would double their time, not the
 * coverage.
 */
async function sweepPage(page: Page, lang: Lang, label: string) {
  await expectLanguage(page, lang, foreign[lang], label);
  // Installable everywhere: the web app manifest in the page's language (decision 210).
  await expect(page.locator('link[rel="manifest"]'), label).toHaveAttribute(
    "href",
    lang === "de" ? "/manifest.webmanifest" : "/manifest.en.webmanifest",
  );
  for (const colorScheme of lang === "de" ? (["light", "dark"] as const) : (["light"] as const)) {
    await page.emulateMedia({ colorScheme });
    await settle(page);
    const where = `${label} 1280px ${colorScheme}`;
    if (lang === "en") await expectNoSeriousAxe(page, where, { except: COLOUR_RULES });
    // Only colours change with the scheme: all rules in light, the colour rules in dark.
    else await expectNoSeriousAxe(page, where, colorScheme === "light" ? undefined : COLOUR_RULES);
    await expectControlEdges(page, where);
  }
  // Only layout changes with the width: all rules at 375 px, in light.
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 375, height: 812 });
  await settle(page);
  if (lang === "de") await expectNoSeriousAxe(page, `${label} 375px light`);
  await expectNoOverflow(page, `${label} 375px`);
  await page.setViewportSize({ width: 320, height: 640 });
  await settle(page);
  await expectNoOverflow(page, `${label} 320px`);
}

for (const route of sweptPaths()) {
  for (const lang of LANGS) {
    test(`sweep ${route} (${lang})`, async ({ sweeper }) => {
      // Up to three axe runs: generous on a busy machine, a few seconds on an idle one.
      test.setTimeout(120_000);
      // Sign-in and registration as a visitor: a member is sent on from them by a redirect that may
      // come after the page looked loaded (a full run swept /login while it left for /).
      const role = isAdminPath(route) ? "admin" : isVisitorPath(route) ? "visitor" : "member";
      let page = await sweeper.page(role, lang);
      await visit(page, lang, route);
      // Any other page for visitors only sends members on: sweep it as a visitor.
      if (new URL(page.url()).pathname !== route && route !== "/no-such-page") {
        page = await sweeper.page("visitor", lang);
        await visit(page, lang, route);
      }
      await sweepPage(page, lang, `${route} (${lang})`);
    });
  }
}
