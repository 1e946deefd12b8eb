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
      // The e2e server makes admin@e2e.test an admin; whichever worker comes first registers it.
      const admin = await playwright.request.newContext({ baseURL });
      const signUp = await admin.post("/api/auth/sign-up/email", {
        data: { email: "admin@e2e.test", password: "secret123", name: "Admin", ageConfirmed: true },
        headers: { origin: baseURL },
      });
      if (!signUp.ok()) await signInWithRetry(admin, baseURL, "admin@e2e.test");
      await admin.storageState({ path: states.admin });
      await admin.dispose();
      await use(states);
    },
    { scope: "worker" },
  ],
});

test.describe.configure({ mode: "parallel" });

const foreign = foreignPhrases();
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

async function open(browser: Browser, storageState: string | undefined, lang: Lang, route: string) {
  const context = await browser.newContext({ storageState, reducedMotion: "reduce" });
  const page = await context.newPage();
  await chooseLanguage(page, lang);
  await page.goto(route);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  return { context, page };
}

async function sweepPage(page: Page, lang: Lang, label: string) {
  await expectLanguage(page, lang, foreign[lang], label);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      const where = `${label} ${size.width}px ${colorScheme}`;
      // Layout rules do not change with the scheme: all rules once, the colour rules in the other scheme.
      await expectNoSeriousAxe(
        page,
        where,
        colorScheme === "light" ? undefined : ["color-contrast", "link-in-text-block"],
      );
      if (size.width === 1280) await expectControlEdges(page, where);
    }
    await expectNoOverflow(page, `${label} ${size.width}px`);
  }
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoOverflow(page, `${label} 320px`);
}

for (const route of sweptPaths()) {
  test(`sweep ${route}`, async ({ browser, states }) => {
    test.slow();
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
