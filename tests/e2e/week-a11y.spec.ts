import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { newUser, registerViaApi } from "./support/users";

for (const colorScheme of ["light", "dark"] as const) {
  test(`week pages have no serious or critical axe violations (${colorScheme})`, async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await registerViaApi(page.request, newUser("axe"), baseURL!);
    const res = await page.request.post("/api/plans/checkout", {
      data: { plan: "core", idempotencyKey: crypto.randomUUID() },
      headers: { origin: baseURL! },
    });
    expect(res.ok()).toBe(true);
    for (const path of ["/week/1", "/week/2", "/week/3"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path === "/week/2") {
        // The values limit and its hint, a custom-value error and a conflict-free save state.
        const values = page.getByRole("region", { name: "Deine wichtigsten Werte" });
        for (const word of ["Mut", "Ruhe", "Natur", "Liebe", "Humor"]) {
          await values.getByRole("button", { name: word, exact: true }).click();
        }
        await expect(values.getByRole("status")).toBeVisible();
      }
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(
        serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    }
  });
}
