import { expect, test } from "./support/test";
import { pickLanguage } from "./support/users";

const toggle = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("button", { name, exact: true });

test.describe("combined legal page", () => {
  test("a link to #nutzungsbedingungen opens the terms, including the ban on automated queries", async ({
    page,
  }) => {
    await page.goto("/datenschutz-impressum#nutzungsbedingungen");
    await expect(toggle(page, "Nutzungsbedingungen")).toHaveAttribute("aria-expanded", "true");
    await expect(toggle(page, "Datenschutzerklärung")).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("Automatisierte Abfragen (zum Beispiel Bots")).toBeVisible();
    await expect(page.locator("#nutzungsbedingungen")).toBeInViewport();
    await expect(page).toHaveTitle("Purpose Journey – Datenschutz & Impressum");
  });

  test("a link to #datenschutz opens the privacy policy, also when navigated to inside the app", async ({
    page,
  }) => {
    await page.goto("/datenschutz-impressum#datenschutz");
    await expect(toggle(page, "Datenschutzerklärung")).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Anonyme Nutzungsdaten:")).toBeVisible();

    // Client-side: from the landing page's reminder form to the privacy section.
    await page.goto("/");
    await page.getByRole("link", { name: "Datenschutzerklärung" }).click();
    await expect(page).toHaveURL(/\/datenschutz-impressum#datenschutz$/);
    await expect(toggle(page, "Datenschutzerklärung")).toHaveAttribute("aria-expanded", "true");
    await expect(toggle(page, "Nutzungsbedingungen")).toHaveAttribute("aria-expanded", "false");

    // Within the page: the table of contents opens the section it points to.
    await page
      .getByRole("navigation", { name: "Auf dieser Seite" })
      .getByRole("link", { name: "Nutzungsbedingungen" })
      .click();
    await expect(page).toHaveURL(/#nutzungsbedingungen$/);
    await expect(toggle(page, "Nutzungsbedingungen")).toHaveAttribute("aria-expanded", "true");

    // Sections collapse and expand by click.
    await toggle(page, "Haftungsausschluss").click();
    await expect(page.getByText("Keine Beratung")).toBeVisible();
    await toggle(page, "Haftungsausschluss").click();
    await expect(page.getByText("Keine Beratung")).toBeHidden();
  });

  test("works in English", async ({ page }) => {
    await pickLanguage(page, "en");
    await page.goto("/datenschutz-impressum#nutzungsbedingungen");
    await expect(toggle(page, "Terms of use")).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Automated queries (for example bots")).toBeVisible();
    await toggle(page, "Imprint").click();
    await expect(page.locator("#impressum").getByText("[Name of the responsible person]")).toBeVisible();
  });
});

test("the privacy policy names what is stored, the deletion date and how to use your rights", async ({
  page,
}) => {
  await page.goto("/datenschutz");
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
  for (const term of [
    "E-Mail-Adresse:",
    "Selbst gewählter Name:",
    "Freiwillige Einträge:",
    "Fortschritt:",
    "Anonyme Nutzungsdaten:",
  ]) {
    await expect(page.getByText(term, { exact: true })).toBeVisible();
  }
  // The e2e server runs with the default test phase end, 30 June 2027.
  await expect(page.getByTestId("retention")).toContainText("Die Testphase endet am 30. Juni 2027");
  await expect(page.getByTestId("retention")).toContainText("bis zum 30. Dezember 2027");
  await expect(page.getByText(/Meine Daten herunterladen/)).toBeVisible();
  await expect(page.getByText(/Konto löschen/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Zum Profil" })).toHaveAttribute("href", "/profile");
});

test("the imprint shows marked placeholders while no operator is configured", async ({ page }) => {
  await page.goto("/impressum");
  await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
  await expect(page.locator("[data-placeholder=OPERATOR_NAME]")).toContainText(
    "[Name der verantwortlichen Person]",
  );
  await expect(page.locator("[data-placeholder=OPERATOR_ADDRESS]")).toContainText("Platzhalter");
  await expect(page.locator("[data-placeholder=OPERATOR_EMAIL]")).toBeVisible();
});
