import { type ConsoleMessage, expect, test } from "@playwright/test";
import { STATES } from "./support/states";

/**
 * Decision 200: a member page's first answer already holds its frame — header, heading, footer — so the
 * page shows them with JavaScript blocked; with JavaScript the SPA takes over from it without a console
 * error or a hydration warning. In both languages.
 */
const LANGUAGES = [
  { lang: "de", heading: "Dashboard", greeting: /Hallo/ },
  { lang: "en", heading: "Dashboard", greeting: /Hello/ },
] as const;

test.use({ storageState: STATES.member });

for (const { lang, heading, greeting } of LANGUAGES) {
  test(`${lang}: the dashboard shows its header and heading with JavaScript blocked`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: STATES.member });
    const page = await context.newPage();
    await page.goto(`/dashboard?lang=${lang}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Purpose Journey" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("contentinfo")).toBeAttached();
    await context.close();
  });

  test(`${lang}: the dashboard takes over from its frame without console errors or hydration warnings`, async ({
    page,
  }) => {
    const problems: string[] = [];
    const watch = (message: ConsoleMessage) => {
      if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(message.text());
    };
    page.on("console", watch);
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`/dashboard?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting);
    await expect(page.locator("#root[data-frame] > div")).toHaveCount(1);
    await expect(page.locator("main")).toHaveCount(1);
    // The greeting is the SPA's own render with the dashboard's data: hydration is over by then. Not
    // "networkidle": the page keeps polling (notifications, the live lists) and a busy run never idles.
    await page.waitForLoadState("load");
    expect(problems).toEqual([]);
  });
}
