import { STATES } from "./support/states";
import { expect, test } from "./support/test";
import { newUser, pickLanguage, registerViaApi } from "./support/users";

test("a visitor on /dashboard signs in and comes back to /dashboard", async ({
  page,
  playwright,
  baseURL,
}) => {
  const user = newUser();
  const api = await playwright.request.newContext({ baseURL });
  await registerViaApi(api, user, baseURL!);
  await api.dispose();

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await page.getByLabel("E-Mail-Adresse").fill(user.email);
  await page.getByLabel("Passwort", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Anmelden" }).last().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page).toHaveTitle("Purpose Journey – Dashboard");
});

test.describe("as a member", () => {
  test.use({ storageState: STATES.member });

  test("a member who is not an admin is sent from /admin to / with the denial message", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText("Zugriff verweigert: Diese Seite ist nur für Administratoren zugänglich."),
    ).toBeVisible();
  });

  test("a member who is not an admin sees the English denial on an English page", async ({ page }) => {
    await pickLanguage(page, "en");
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText("Access Denied: This page is only accessible to administrators."),
    ).toBeVisible();
  });
});

test.describe("as the admin", () => {
  test.use({ storageState: STATES.admin });

  test("an admin reaches the admin area", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test("an unknown path shows the not-found page in German and in English, and logs the path", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto("/gibt-es-nicht");
  await expect(page.getByRole("heading", { name: "Hoppla! Seite nicht gefunden" })).toBeVisible();
  // The German page has a German title too (docs/accessibility.md: it used to be English).
  await expect(page).toHaveTitle("Purpose Journey – Hoppla! Seite nicht gefunden");
  // Logged by the page in the browser, once it has hydrated.
  await expect.poll(() => warnings.join("\n")).toContain("/gibt-es-nicht");

  await page.getByRole("combobox", { name: "Sprache" }).selectOption("en");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Purpose Journey – Oops! Page not found");
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});
