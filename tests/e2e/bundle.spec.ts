import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";

/**
 * The landing page in a real browser: it is rendered on the server and not hydrated (decision 236), so
 * it fetches its one small script and nothing else, and works with just that. The budget itself and the
 * other pages' budgets only read the build's files: tests/build/bundle-budgets.test.ts.
 */
const landingScript = () => {
  const file = path.join(process.env.E2E_BUILD_DIR ?? "", "server", "landing-script.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { src: string }).src : null;
};

test.describe("landing page JavaScript", () => {
  test.skip(landingScript() === null, "needs the e2e server's build");

  test("a browser opening / fetches only its script, and the page works with just that", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") fetched.push(new URL(request.url()).pathname);
    });
    // Module scripts run before the load event, which goto waits for.
    await page.goto("/");
    expect(fetched).toEqual([landingScript()]);
    // Interactive with just that: the journey steps open and close.
    const step = page.locator("#journey button[aria-controls]").nth(1);
    await step.click();
    await expect(step).toHaveAttribute("aria-expanded", "true");
    expect(fetched).toEqual([landingScript()]);
  });
});
