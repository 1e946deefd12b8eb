import type { Page } from "@playwright/test";
import { linksIn, waitForMail } from "./support/smtp-sink";
import { STATES } from "./support/states";
import { expect, test } from "./support/test";
import { newUser, pickLanguage, registerViaApi } from "./support/users";

const copy = {
  de: {
    menu: "Menü",
    journeyAnchor: "Die Reise",
    pricingAnchor: "Pläne",
    start: "Reise kostenlos beginnen",
    continue: "Weiter zu deiner Woche",
    week: (n: number) => `Woche ${n}`,
    startPlan: (plan: string) => `Mit ${plan} starten`,
    dashboard: "Zum Dashboard",
    community: "Zur Community",
    email: "Deine E-Mail-Adresse",
    submit: "Erinnerungen erhalten",
    success: "Erfolgreich angemeldet!",
    mailSent: /Wir haben dir eine E-Mail an .* geschickt/,
    invalid: "Gültige E-Mail-Adresse erforderlich",
    required: "E-Mail-Adresse ist erforderlich",
    confirmSubject: /Bitte bestätige deine Anmeldung/,
    welcomeSubject: /Du bist angemeldet/,
    confirmed: "Deine Anmeldung ist bestätigt",
    unsubscribed: "Du bist abgemeldet",
  },
  en: {
    menu: "Menu",
    journeyAnchor: "The journey",
    pricingAnchor: "Plans",
    start: "Start the journey for free",
    continue: "Continue to your week",
    week: (n: number) => `Week ${n}`,
    startPlan: (plan: string) => `Start with ${plan}`,
    dashboard: "Go to the dashboard",
    community: "Go to the community",
    email: "Your e-mail address",
    submit: "Get reminders",
    success: "Successfully signed up!",
    mailSent: /We have sent an e-mail to .*/,
    invalid: "A valid e-mail address is required",
    required: "E-mail address is required",
    confirmSubject: /Please confirm your reminder sign-up/,
    welcomeSubject: /You're signed up/,
    confirmed: "Your sign-up is confirmed",
    unsubscribed: "You are unsubscribed",
  },
} as const;

const SECTION_ORDER = [
  "hero",
  "about",
  "situations",
  "journey",
  "pricing",
  "community",
  "testimonials",
  "cta",
];

/** Opens a header link: directly on wide screens, through the menu on phones. */
async function clickNav(page: Page, width: number, menu: string, name: string) {
  if (width < 768) await page.getByRole("button", { name: menu }).click();
  await page.getByRole("navigation").getByRole("link", { name, exact: true }).click();
}

for (const language of ["de", "en"] as const) {
  for (const width of [375, 1280]) {
    const c = copy[language];
    // The interactions run in two of the four language and width pairs each, together in all four.
    const diagonal = (language === "de") === (width === 1280);
    test.describe(`landing page in ${language} at ${width}px`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.beforeEach(async ({ page }) => {
        await pickLanguage(page, language);
      });

      test("shows every section in order, with four situations, five steps and four testimonials", async ({
        page,
      }) => {
        await page.goto("/");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page).toHaveTitle(
          language === "de"
            ? "Purpose Journey – Finde, was dich wirklich bewegt"
            : "Purpose Journey – Find what truly moves you",
        );
        const order = await page
          .locator("main [data-section]")
          .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-section")));
        expect(order).toEqual(SECTION_ORDER);
        await expect(page.locator("[data-situation]")).toHaveCount(4);
        await expect(page.locator("[data-testimonial]")).toHaveCount(4);
        await expect(page.locator("[data-testimonial] figcaption")).toHaveCount(4);
        await expect(page.getByRole("button", { name: new RegExp(c.week(1)) })).toBeVisible();
        await expect(page.getByRole("button", { name: new RegExp(c.week(5)) })).toBeVisible();
        await expect(page.getByRole("radio")).toHaveCount(3);
        const footer = page.getByRole("contentinfo");
        await expect(footer.locator('a[href="/"]')).toBeVisible();
        await expect(footer.locator('a[href="/datenschutz-impressum"]')).toBeVisible();
        await expect(footer.locator('a[href="/kontakt"]')).toBeVisible();
        await expect(footer.locator('a[href="/admin"]')).toHaveCount(0);
        // No horizontal scrolling on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });

      if (diagonal)
        test("keeps at most one journey step open; clicking toggles", async ({ page }) => {
          await page.goto("/");
          const step = (n: number) => page.getByRole("button", { name: new RegExp(c.week(n)) });
          await expect(step(1)).toHaveAttribute("aria-expanded", "true");
          await step(3).click();
          await expect(step(3)).toHaveAttribute("aria-expanded", "true");
          for (const n of [1, 2, 4, 5]) await expect(step(n)).toHaveAttribute("aria-expanded", "false");
          await expect(page.getByRole("region", { name: new RegExp(c.week(3)) })).toBeVisible();
          await step(5).click();
          await expect(step(5)).toHaveAttribute("aria-expanded", "true");
          await expect(step(3)).toHaveAttribute("aria-expanded", "false");
          await step(5).click();
          await expect(step(5)).toHaveAttribute("aria-expanded", "false");
          await expect(page.locator('#journey [aria-expanded="true"]')).toHaveCount(0);
        });

      if (!diagonal)
        test("the anchors reach their sections and the chosen plan carries through to /register", async ({
          page,
        }) => {
          await page.goto("/");
          await clickNav(page, width, c.menu, c.journeyAnchor);
          await expect(page).toHaveURL(/#journey$/);
          await expect(page.locator("#journey h2")).toBeInViewport();
          await clickNav(page, width, c.menu, c.pricingAnchor);
          await expect(page.locator("#pricing h2")).toBeInViewport();

          await expect(page.getByRole("radio", { name: "Test" })).toBeChecked();
          await expect(page.getByRole("link", { name: c.startPlan("Test") })).toHaveAttribute(
            "href",
            "/register?plan=free",
          );
          // A click anywhere on the card selects it, here low down on its feature list.
          const core = page.locator('[data-plan="core"]');
          const box = (await core.boundingBox())!;
          await core.click({ position: { x: box.width / 2, y: box.height - 40 } });
          await expect(page.getByRole("radio", { name: "Core" })).toBeChecked();
          await expect(page.getByRole("radio", { name: "Test" })).not.toBeChecked();
          await page.getByRole("link", { name: c.startPlan("Core") }).click();
          await expect(page).toHaveURL(/\/register\?plan=core$/);
        });
    });
  }
}

test.describe("signed in", () => {
  test("the hero continues to the current week, pricing goes to the dashboard, no admin link for members", async ({
    page,
    baseURL,
  }) => {
    await registerViaApi(page.request, newUser("landing"), baseURL!);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Weiter zu deiner Woche" })).toHaveAttribute(
      "href",
      "/week/1",
    );
    await expect(page.getByRole("link", { name: "Zum Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("link", { name: "Reise kostenlos beginnen" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();
    await expect(page.getByRole("contentinfo").locator('a[href="/admin"]')).toHaveCount(0);
    await page.getByRole("link", { name: "Weiter zu deiner Woche" }).click();
    await expect(page).toHaveURL(/\/week\/1$/);
  });

  test.describe("as the admin", () => {
    test.use({ storageState: STATES.admin });
    test("an admin sees the admin link in the footer", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Admin" })).toHaveAttribute(
        "href",
        "/admin",
      );
    });
  });
});

for (const language of ["de", "en"] as const) {
  test(`reminder sign-up in ${language}: confirmation mail, confirm link, one-click unsubscribe`, async ({
    page,
  }) => {
    const c = copy[language];
    await pickLanguage(page, language);
    const email = `reminder-${crypto.randomUUID().slice(0, 8)}@e2e.test`;
    await page.goto("/#reminders");
    const field = page.getByLabel(c.email);

    await page.getByRole("button", { name: c.submit }).click();
    await expect(page.getByText(c.required)).toBeVisible();
    await field.fill("not-an-address");
    await page.getByRole("button", { name: c.submit }).click();
    await expect(page.getByText(c.invalid)).toBeVisible();
    await expect(page.getByText(c.success)).toBeHidden();

    await field.fill(`  ${email.toUpperCase()} `);
    await page.getByRole("button", { name: c.submit }).click();
    await expect(page.getByRole("status").getByText(c.success)).toBeVisible();
    await expect(page.getByRole("status").getByText(c.mailSent)).toContainText(email);

    const confirmMail = await waitForMail({ to: email, subject: c.confirmSubject });
    const confirmLink = linksIn(confirmMail).find((link) => link.includes("/erinnerungen/bestaetigen"));
    expect(confirmLink).toBeTruthy();
    const confirmations: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/reminders/confirm"))
        confirmations.push(request.url());
    });
    await page.goto(confirmLink!);
    await expect(page.getByRole("heading", { name: c.confirmed })).toBeVisible();
    // The browser sends the confirmation once, as the page hydrates; the server never does on GET (mail
    // scanners open links too; `lib/link-action.ts`, decision 236).
    await expect(page.getByRole("heading", { name: c.confirmed })).toBeVisible();
    expect(confirmations).toHaveLength(1);

    const welcome = await waitForMail({ to: email, subject: c.welcomeSubject });
    const unsubscribeLink = linksIn(welcome).find((link) => link.includes("/erinnerungen/abmelden"));
    expect(unsubscribeLink).toBeTruthy();
    // Works without signing in, in a fresh browser context that never chose a language: the link opens
    // in the mail's language (decision 160).
    const fresh = await page.context().browser()!.newContext();
    const other = await fresh.newPage();
    await other.goto(unsubscribeLink!);
    await expect(other.getByRole("heading", { name: c.unsubscribed })).toBeVisible();
    await fresh.close();
  });
}

test("everything is self-hosted and the page does not shift while fonts and images load", async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith("data:"))
      foreign.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // Every image has arrived (or failed): whatever they would shift has shifted by then.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
  const hero = page.locator('img[src="/journey-path.svg"]');
  await expect(hero).toHaveAttribute("width", "480");
  await expect(hero).toHaveAttribute("height", "400");
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        // The buffered entries arrive in a task of their own: two frames later they are counted.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
  expect(shift).toBeLessThan(0.1);
  expect(foreign).toEqual([]);
});

test("the language selector switches the server-rendered page, and the app's pages follow", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  // On a phone the selector sits in the menu.
  await page.getByRole("button", { name: "Menü" }).click();
  await page.getByRole("combobox", { name: "Sprache" }).selectOption("en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find out what truly moves you.");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  // Back home from the app: a full page load, still in English.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find out what truly moves you.");
});

test("signing out on the landing page shows the notice and the visitor's header", async ({
  page,
  baseURL,
}) => {
  await registerViaApi(page.request, newUser("landing-out"), baseURL!);
  await page.goto("/");
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Erfolgreich abgemeldet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Anmelden" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Reise kostenlos beginnen" })).toHaveAttribute(
    "href",
    "/register",
  );
});
