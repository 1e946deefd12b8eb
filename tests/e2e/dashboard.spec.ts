import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { newUser, pickLanguage, registerViaApi } from "./support/users";

async function choosePlan(page: Page, plan: "free" | "core" | "deep", baseURL: string) {
  const res = await page.request.post("/api/plans/checkout", {
    data: { plan, idempotencyKey: crypto.randomUUID() },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBe(true);
}

test("a free member's dashboard offers week 1 only, the house banner and an upgrade", async ({
  page,
  baseURL,
}) => {
  await registerViaApi(page.request, newUser("free"), baseURL!);
  await page.goto("/payment?plan=free");
  await expect(page.getByText("Du hast dich erfolgreich für den Free-Plan angemeldet.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Hallo Mara Muster/);
  await expect(page.getByLabel("Woche auswählen").getByRole("option")).toHaveText([
    "Woche 1: Rückblick & Muster",
  ]);
  await expect(page.getByRole("complementary", { name: "Hinweis in eigener Sache" })).toBeVisible();
  await expect(page.getByText("Nicht in deinem Plan")).toHaveCount(4);
  await page.getByRole("link", { name: "Auf Core oder Deep upgraden" }).click();
  await expect(page).toHaveURL(/\/payment$/);
});

test("a Core member's dashboard shows progress, tasks done and links, in English", async ({
  page,
  baseURL,
}) => {
  await pickLanguage(page, "en");
  await registerViaApi(page.request, newUser("core"), baseURL!);
  await choosePlan(page, "core", baseURL!);
  const headers = { origin: baseURL! };
  // Progress through the journey API: week 1 opened with two tasks done, then completed.
  expect((await page.request.post("/api/journey/weeks/1/open", { headers })).ok()).toBe(true);
  const saved = await page.request.put("/api/journey/weeks/1/entries", {
    data: { changes: [{ field: "tasks", value: { "life-line": true, patterns: true }, baseVersion: 0 }] },
    headers,
  });
  expect(saved.ok()).toBe(true);
  expect((await page.request.post("/api/journey/weeks/1/complete", { headers })).ok()).toBe(true);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Hello Mara Muster/);
  await expect(page.getByText("Core plan", { exact: true })).toBeVisible();
  await expect(page.getByText("1 of 5 weeks started, 1 completed")).toBeVisible();
  await expect(page.getByText("Completed · 2 tasks done")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "A note from us" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go to the community" })).toHaveAttribute("href", "/community");
  await expect(page.getByRole("link", { name: "My profile" })).toHaveAttribute("href", "/profile");

  await page.getByLabel("Choose a week").selectOption("3");
  await page.getByRole("button", { name: "Open" }).click();
  await expect(page).toHaveURL(/\/week\/3$/);
});

test("a visitor on /dashboard is sent to sign in", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
});

test("the install offer comes without moving the dashboard or the profile", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await registerViaApi(page.request, newUser("install"), baseURL!);
  await choosePlan(page, "core", baseURL!);
  // Chromium's offer, as the browser fires it once the app is installable (offline.spec.ts makes it so).
  const offer = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: "dismissed" }),
      });
      window.dispatchEvent(event);
    });
  for (const [path, anchor] of [
    ["/dashboard", page.getByRole("heading", { level: 2 }).first()],
    ["/profile", page.getByRole("heading", { name: "Persönliche Angaben" })],
  ] as const) {
    await page.goto(path);
    await expect(anchor).toBeVisible();
    const before = await anchor.boundingBox();
    await offer();
    await expect(page.getByRole("button", { name: "Als App installieren" })).toBeVisible();
    expect(await anchor.boundingBox(), path).toEqual(before);
  }
});
