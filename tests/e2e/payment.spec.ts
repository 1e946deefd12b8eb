import { expect, test } from "./support/test";
import { newUser, pickLanguage, registerViaApi } from "./support/users";

const copy = {
  de: {
    pricingStart: "Mit Core starten",
    login: "Anmelden",
    email: "E-Mail-Adresse",
    password: "Passwort",
    processing: "Deine Zahlung wird verarbeitet…",
    success: "Du hast dich erfolgreich für den Core-Plan angemeldet.",
    dashboard: "Dashboard",
    planName: "Core-Plan",
    selector: "Woche auswählen",
    weeks: [
      "Woche 1: Rückblick & Muster",
      "Woche 2: Werte & Stärken",
      "Woche 3: Beitrag & Wirkung",
      "Woche 4: Purpose-Formulierung",
      "Woche 5: Integration & Alltag",
    ],
  },
  en: {
    pricingStart: "Start with Core",
    login: "Sign in",
    email: "E-mail address",
    password: "Password",
    processing: "Processing your payment…",
    success: "You have successfully signed up for the Core plan.",
    dashboard: "Dashboard",
    planName: "Core plan",
    selector: "Choose a week",
    weeks: [
      "Week 1: Looking Back & Patterns",
      "Week 2: Values & Strengths",
      "Week 3: Contribution & Impact",
      "Week 4: Formulating Your Purpose",
      "Week 5: Integration & Daily Life",
    ],
  },
} as const;

/**
 * In English: the page is swept in both languages by a11y-sweep.spec.ts, the German texts of the
 * payment page are checked below, and de and en catalogs are kept key for key by catalogs.test.ts.
 */
for (const lang of ["en"] as const) {
  const c = copy[lang];

  test(`[${lang}] a visitor picks Core on the landing page, signs in and lands on the dashboard with Core`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const user = newUser("checkout");
    const api = await playwright.request.newContext({ baseURL });
    // The profile's language follows the user to every device after sign-in, so it matches the page's.
    await registerViaApi(api, user, baseURL!, lang);
    await api.dispose();
    await pickLanguage(page, lang);

    await page.goto("/#pricing");
    // The radio is visually hidden inside its card: a click at its 1-px box can miss while the page
    // still scrolls to #pricing, so the click goes to the element itself, as the card's label would.
    const core = page.getByRole("radio", { name: "Core" });
    await core.dispatchEvent("click");
    await expect(core).toBeChecked();
    await page.getByRole("link", { name: c.pricingStart }).click();
    await expect(page).toHaveURL(/\/register\?plan=core$/);
    await page.getByRole("main").getByRole("link", { name: c.login, exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpayment%3Fplan%3Dcore$/);

    await page.getByLabel(c.email).fill(user.email);
    await page.getByLabel(c.password, { exact: true }).fill(user.password);
    await page.getByRole("main").getByRole("button", { name: c.login, exact: true }).click();

    await expect(page).toHaveURL(/\/payment\?plan=core$/);
    await expect(page.getByRole("status").filter({ hasText: c.processing })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Core" })).toBeChecked();
    await expect(page.getByText(c.success)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: c.dashboard })).toBeVisible();
    await expect(page.getByText(c.planName, { exact: true })).toBeVisible();
    await expect(page.getByLabel(c.selector).getByRole("option")).toHaveText([...c.weeks]);
  });
}

test("a visitor on /payment?plan=deep is told to sign in and sent to /login with the plan kept", async ({
  page,
}) => {
  await page.goto("/payment?plan=deep");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpayment%3Fplan%3Ddeep$/);
  await expect(page.getByText("Du musst angemeldet sein, um einen Kauf zu tätigen")).toBeVisible();
});

test("an unknown plan in the query is named, nothing is activated, and a plan can still be chosen", async ({
  page,
  baseURL,
}) => {
  await registerViaApi(page.request, newUser("unknownplan"), baseURL!);
  await page.goto("/payment?plan=premium");
  await expect(page.getByRole("alert")).toHaveText(
    "Den Plan „premium“ gibt es nicht. Bitte wähle einen der drei Pläne.",
  );
  await expect(page.getByRole("status")).toHaveCount(0);
  const me = await (await page.request.get("/api/me")).json();
  expect(me.profile.subscriptionType).toBeNull();

  await page.getByRole("radio", { name: "Deep" }).check({ force: true });
  await expect(page.getByRole("radio", { name: "Deep" })).toBeChecked();
  await expect(page.getByText("Ausgewählter Plan").filter({ visible: true })).toHaveCount(1);
  await page.getByRole("button", { name: "Mit Deep starten" }).click();
  await expect(page.getByRole("button", { name: "Mit Deep starten" })).toBeDisabled();
  await expect(page.getByText("Du hast dich erfolgreich für den Deep-Plan angemeldet.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

// The checkout API rejecting a forged has_paid and an unknown plan: src/server/services/plans/checkout.test.ts
// ("rejects a forged has_paid, an unknown plan, another user's id and a missing key, changing nothing").
