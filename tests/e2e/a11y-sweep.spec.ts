import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, test as base, expect, type Page } from "@playwright/test";
import {
  chooseLanguage,
  expectControlEdges,
  expectLanguage,
  expectNoOverflow,
  expectNoSeriousAxe,
  foreignPhrases,
  isAdminPath,
  LANGS,
  type Lang,
  makeDeepMember,
  signInWithRetry,
  sweptPaths,
} from "./support/a11y";
import { E2E_ADMINS } from "./support/users";

/**
 * The accessibility sweep: every route of the route table, in German and English, at 1280 and 375 px
 * (and 320 px for reflow), in the light and the dark scheme. Each route loads once per language; width
 * and scheme change in place. Serious or critical axe findings, a control edge under 3:1, sideways
 * scrolling, a wrong <html lang> or a phrase of the other language's catalog fail the run.
 */
type States = { member: string; admin: string };

const test = base.extend<object, { states: States }>({
  states: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const dir = mkdtempSync(path.join(tmpdir(), "pj-sweep-"));
      const member = await playwright.request.newContext({ baseURL });
      await makeDeepMember(member, baseURL, `sweep-${crypto.randomUUID().slice(0, 8)}@e2e.test`);
      const states = { member: path.join(dir, "member.json"), admin: path.join(dir, "admin.json") };
      await member.storageState({ path: states.member });
      await member.dispose();
      // The sweep's own admin (E2E_ADMINS): whichever worker comes first registers it.
      const admin = await playwright.request.newContext({ baseURL });
      const signUp = await admin.post("/api/auth/sign-up/email", {
        data: { email: E2E_ADMINS.sweep, password: "secret123", name: "Admin", ageConfirmed: true },
        headers: { origin: baseURL },
      });
      if (!signUp.ok()) await signInWithRetry(admin, baseURL, E2E_ADMINS.sweep);
      await admin.storageState({ path: states.admin });
      await admin.dispose();
      await use(states);
    },
    { scope: "worker" },
  ],
});

test.describe.configure({ mode: "parallel" });

const foreign = foreignPhrases();
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

async function open(browser: Browser, storageState: string | undefined, lang: Lang, route: string) {
  const context = await browser.newContext({ storageState, reducedMotion: "reduce" });
  const page = await context.newPage();
  await chooseLanguage(page, lang);
  await page.goto(route);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  return { context, page };
}

/** Scheme and width change in place; a frame lets the styles settle before anything is measured. */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * The full matrix in German; in English what can differ with the language: axe at 1280 px in light
 * (names, labels, lang attributes), the language itself and the layout at every width (longer words
 * wrap differently). Colours and structure are the same in both languages, and the colour rule is
 * axe's costly one, so running it twice per scheme would only double the time, not the coverage.
 */
async function sweepPage(page: Page, lang: Lang, label: string) {
  await expectLanguage(page, lang, foreign[lang], label);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const colorScheme of lang === "de" ? (["light", "dark"] as const) : (["light"] as const)) {
    await page.emulateMedia({ colorScheme });
    await settle(page);
    const where = `${label} 1280px ${colorScheme}`;
    // Only colours change with the scheme: all rules in light, the colour rules in dark.
    await expectNoSeriousAxe(page, where, colorScheme === "light" ? undefined : COLOUR_RULES);
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
  test(`sweep ${route}`, async ({ browser, states }) => {
    // Two page loads and four axe runs: generous on a busy machine, a few seconds on an idle one.
    test.setTimeout(240_000);
    for (const lang of LANGS) {
      let { context, page } = await open(
        browser,
        isAdminPath(route) ? states.admin : states.member,
        lang,
        route,
      );
      // A page for visitors only (sign-in, register) sends members on: sweep it as a visitor.
      if (new URL(page.url()).pathname !== route && route !== "/no-such-page") {
        await context.close();
        ({ context, page } = await open(browser, undefined, lang, route));
      }
      await sweepPage(page, lang, `${route} (${lang})`);
      await context.close();
    }
  });
}
