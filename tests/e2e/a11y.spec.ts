import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const pages = ["/", "/datenschutz", "/impressum", "/datenschutz-impressum", "/kontakt"];

for (const colorScheme of ["light", "dark"] as const) {
  for (const path of pages) {
    test(`${path} has no serious or critical axe violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path === "/datenschutz-impressum") {
        // Check the collapsed sections' content too.
        for (const button of await page.locator("main section > h2 > button").all()) await button.click();
      }
      if (path === "/kontakt") {
        // Error states must be accessible as well.
        await page.getByRole("button", { name: "Nachricht senden" }).click();
        await expect(page.getByRole("alert").first()).toBeVisible();
      }
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
}
