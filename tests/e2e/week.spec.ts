import type { Browser, Page } from "@playwright/test";
import { STATES } from "./support/states";
import { expect, test } from "./support/test";
import { newUser, pickLanguage, registerViaApi, signInViaApi, type TestUser } from "./support/users";

type Lang = "de" | "en";

const text = {
  de: {
    prompt: "Was hat dich beim Blick zurück überrascht, berührt oder bestärkt?",
    saved: "Gespeichert",
    offline: "Offline gespeichert",
    task1: "Deine Lebenslinie: Erledigt",
    values: "Deine wichtigsten Werte",
    hint: "Du hast bereits 5 Werte ausgewählt. Entferne einen, um einen neuen hinzuzufügen.",
    five: ["Freiheit", "Mut", "Familie", "Ehrlichkeit", "Neugier"],
    sixth: "Ruhe",
    custom: "Verbundenheit",
    customLabel: "Eigener Wert",
    days: ["Montag", "Mittwoch"],
    task2: "Deine Werte finden: Erledigt",
    help: "Hilfe & Ansprechpartner",
    helplines: ["0800 111 01 11", "0800 111 02 22", "116 123"],
    locked: "Diese Woche ist noch nicht freigeschaltet",
    upgrade: "Plan ansehen",
  },
  en: {
    prompt: "What surprised, moved or encouraged you as you looked back?",
    saved: "Saved",
    offline: "Saved offline",
    task1: "Your life line: Done",
    values: "Your most important values",
    hint: "You have already selected 5 values. Remove one to add a new one.",
    five: ["Freedom", "Courage", "Family", "Honesty", "Curiosity"],
    sixth: "Calm",
    custom: "Connection",
    customLabel: "Your own value",
    days: ["Monday", "Wednesday"],
    task2: "Finding your values: Done",
    help: "Help & support",
    helplines: ["988", "116 123"],
    locked: "This week is not unlocked yet",
    upgrade: "See plans",
  },
} as const;

async function memberPage(browser: Browser, baseURL: string, lang: Lang, width: number, user?: TestUser) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await pickLanguage(page, lang);
  const who = user ?? newUser("week");
  if (user) await signInViaApi(page, who, baseURL);
  else await registerViaApi(page.request, who, baseURL);
  return { context, page, user: who };
}

async function choosePlan(page: Page, baseURL: string, plan: "core" | "deep") {
  const res = await page.request.post("/api/plans/checkout", {
    data: { plan, idempotencyKey: crypto.randomUUID() },
    headers: { origin: baseURL },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const saved = (page: Page, lang: Lang) => page.getByRole("status").filter({ hasText: text[lang].saved });

for (const lang of ["de", "en"] as const) {
  for (const width of [375, 1280]) {
    // Each journey runs in two of the four language and width pairs; together they cover all four
    // (every page is also swept for layout at both widths in both languages by the a11y sweep).
    const diagonal = (lang === "de") === (width === 1280);
    test.describe(`${lang}, ${width} px`, () => {
      // Two browsers, a sign-up and a sign-in per test: more than the default budget on a busy machine.
      test.slow();
      if (diagonal)
        test("a week 1 reflection and a ticked task survive a reload in a new browser", async ({
          browser,
          baseURL,
        }) => {
          const first = await memberPage(browser, baseURL!, lang, width);
          await first.page.goto("/week/1");
          await expect(first.page).toHaveTitle(
            lang === "de" ? "Purpose Journey – Woche 1" : "Purpose Journey – Week 1",
          );
          const reflection = `Als Kind habe ich stundenlang gezeichnet.\n<b>nicht fett</b> & <script>x</script> – ${width}`;
          await first.page.getByLabel(text[lang].prompt).fill(reflection);
          await first.page.getByRole("checkbox", { name: text[lang].task1 }).click();
          await expect(saved(first.page, lang)).toBeVisible();
          await first.context.close();

          const second = await memberPage(browser, baseURL!, lang, width, first.user);
          await second.page.goto("/week/1");
          await expect(second.page.getByLabel(text[lang].prompt)).toHaveValue(reflection);
          await expect(second.page.getByRole("checkbox", { name: text[lang].task1 })).toBeChecked();
          await second.context.close();
        });

      if (!diagonal)
        test("values, a custom value, challenge days and tasks survive a reload in a new browser", async ({
          browser,
          baseURL,
        }) => {
          const first = await memberPage(browser, baseURL!, lang, width);
          await choosePlan(first.page, baseURL!, "core");
          const page = first.page;
          await page.goto("/week/2");
          const values = page.getByRole("region", { name: text[lang].values });
          for (const value of text[lang].five) {
            await values.getByRole("button", { name: value, exact: true }).click();
          }
          await expect(values.getByText(text[lang].hint)).toBeVisible();
          // A sixth is refused, by click and by typing.
          const sixth = values.getByRole("button", { name: text[lang].sixth, exact: true });
          await expect(sixth).toHaveAttribute("aria-disabled", "true");
          await sixth.click({ force: true });
          await expect(values.getByRole("button", { name: text[lang].sixth, exact: true })).toHaveAttribute(
            "aria-pressed",
            "false",
          );
          await expect(values.getByLabel(text[lang].customLabel)).toBeDisabled();
          // Clicking a chosen value lets it go; then a custom value goes in with Enter.
          await values.getByRole("button", { name: text[lang].five[1], exact: true }).click();
          await expect(values.getByText(text[lang].hint)).toBeHidden();
          await values.getByLabel(text[lang].customLabel).fill(`  ${text[lang].custom}  `);
          await values.getByLabel(text[lang].customLabel).press("Enter");
          await expect(values.getByText(text[lang].hint)).toBeVisible();

          for (const day of text[lang].days) await page.getByRole("checkbox", { name: day }).click();
          await page.getByRole("checkbox", { name: text[lang].task2 }).click();
          await expect(saved(page, lang)).toBeVisible();
          await first.context.close();

          const second = await memberPage(browser, baseURL!, lang, width, first.user);
          await second.page.goto("/week/2");
          const again = second.page.getByRole("region", { name: text[lang].values });
          const expected = [text[lang].five[0], ...text[lang].five.slice(2), text[lang].custom];
          for (const value of expected) {
            await expect(
              again.getByRole("button", { name: lang === "de" ? `${value} entfernen` : `Remove ${value}` }),
            ).toBeVisible();
          }
          await expect(again.getByRole("button", { name: text[lang].five[1], exact: true })).toHaveAttribute(
            "aria-pressed",
            "false",
          );
          for (const day of text[lang].days) {
            await expect(second.page.getByRole("checkbox", { name: day })).toBeChecked();
          }
          await expect(second.page.getByRole("checkbox", { name: text[lang].task2 })).toBeChecked();
          await second.context.close();
        });
    });
  }

  // In one language: the save badge's texts in both are checked on the other tests' pages.
  if (lang === "en")
    test(`${lang}: text typed offline is saved once the network returns`, async ({ browser, baseURL }) => {
      test.slow();
      const first = await memberPage(browser, baseURL!, lang, 375);
      const page = first.page;
      await page.goto("/week/1");
      const box = page.getByLabel(text[lang].prompt);
      await box.fill("Vor dem Funkloch.");
      await expect(saved(page, lang)).toBeVisible();
      await first.context.setOffline(true);
      await box.fill("Vor dem Funkloch. Im Zug ohne Netz geschrieben.");
      await expect(page.getByRole("status").filter({ hasText: text[lang].offline })).toBeVisible();
      await first.context.setOffline(false);
      await expect(saved(page, lang)).toBeVisible();
      await first.context.close();

      const second = await memberPage(browser, baseURL!, lang, 1280, first.user);
      await second.page.goto("/week/1");
      await expect(second.page.getByLabel(text[lang].prompt)).toHaveValue(
        "Vor dem Funkloch. Im Zug ohne Netz geschrieben.",
      );
      await second.context.close();
    });

  test.describe(() => {
    test.use({ storageState: STATES.member });
    // In both languages: the helplines themselves differ with the language.
    test(`${lang}: the crisis dialog lists the helplines of the language`, async ({ page }) => {
      await pickLanguage(page, lang);
      await page.goto("/week/1");
      await page.getByRole("button", { name: text[lang].help }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const numbers = await dialog.getByRole("link").allTextContents();
      expect(numbers.map((n) => n.trim())).toEqual(text[lang].helplines);
      await expect(dialog.getByRole("link", { name: new RegExp(text[lang].helplines[0]) })).toHaveAttribute(
        "href",
        `tel:${text[lang].helplines[0].replace(/\s/g, "")}`,
      );
    });
  });

  if (lang === "de")
    test(`${lang}: a free member sees the locked notice on week 2`, async ({ page, baseURL }) => {
      await pickLanguage(page, lang);
      await registerViaApi(page.request, newUser("free"), baseURL!);
      await page.goto("/week/2");
      await expect(page.getByRole("heading", { name: text[lang].locked })).toBeVisible();
      await expect(page.getByRole("link", { name: text[lang].upgrade })).toHaveAttribute("href", "/payment");
      await expect(page.getByLabel(text[lang].values)).toHaveCount(0);
      // The switcher lists only the weeks the plan opens (and the one on screen).
      const options = await page
        .getByLabel(lang === "de" ? "Woche wählen" : "Choose a week")
        .locator("option")
        .count();
      expect(options).toBe(2);
    });
}

test.describe("as the read-only member", () => {
  test.use({ storageState: STATES.member });

  test("invalid week paths land on /community", async ({ page }) => {
    for (const path of ["0", "6", "2.5", "-1", "abc", "1e0"]) {
      await page.goto(`/week/${path}`);
      await expect(page, path).toHaveURL(/\/community$/);
    }
  });

  test("the AI feedback button says it is coming soon", async ({ page }) => {
    await pickLanguage(page, "en");
    await page.goto("/week/1");
    await expect(page.getByRole("textbox", { name: "Message to the AI companion" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
    const feedback = page.getByRole("button", { name: "AI feedback on my journal" });
    // The companion is a lazy part of the page, hydrated once its code is in: a press before that can
    // be lost (seen once under the suite's load; the closing note of issue 51 has it as open).
    await expect
      .poll(() =>
        feedback.evaluate((button) => Object.keys(button).some((key) => key.startsWith("__reactFiber"))),
      )
      .toBe(true);
    await feedback.click();
    await expect(page.getByText("AI support is coming soon!")).toBeVisible();
  });
});

test("an over-long reflection is kept on the page, counted, and not sent", async ({ page, baseURL }) => {
  await registerViaApi(page.request, newUser("long"), baseURL!);
  await page.goto("/week/1");
  const box = page.getByLabel(text.de.prompt);
  const long = "a".repeat(100_000);
  await box.fill(long);
  await expect(page.getByText("100.000 / 20.000 Zeichen")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "länger als 20.000 Zeichen" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Nicht gespeichert" })).toBeVisible();
  const stored = await page.request.get("/api/journey/weeks/1");
  expect((await stored.json()).entries.reflection).toBeUndefined();
  // Reloading keeps the text from this device; shortening it saves it.
  await page.reload();
  await expect(page.getByLabel(text.de.prompt)).toHaveValue(long);
  await page.getByLabel(text.de.prompt).fill("a".repeat(20_000));
  await expect(saved(page, "de")).toBeVisible();
  const after = await page.request.get("/api/journey/weeks/1");
  expect((await after.json()).entries.reflection.value).toHaveLength(20_000);
});

test("next records the visit and moves to the top of the next week; complete is remembered", async ({
  page,
  baseURL,
}) => {
  await registerViaApi(page.request, newUser("next"), baseURL!);
  await choosePlan(page, baseURL!, "deep");
  await page.goto("/week/1");
  await page.getByRole("button", { name: "Diese Woche abschließen" }).click();
  await expect(page.getByText(/Du hast diese Woche am .* abgeschlossen\./)).toBeVisible();
  await page.getByRole("button", { name: "Weiter zu Woche 2" }).click();
  await expect(page).toHaveURL(/\/week\/2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Werte & Stärken" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const journey = await (await page.request.get("/api/journey")).json();
  const week1 = journey.progress.find((p: { week: number }) => p.week === 1);
  expect(week1).toMatchObject({ startedAt: expect.any(String), completedAt: expect.any(String) });
  expect(week1.visitedAt).toEqual(expect.any(String));
  await page.getByRole("link", { name: "Zurück zu Woche 1" }).click();
  await expect(page).toHaveURL(/\/week\/1$/);
  await page.getByRole("link", { name: "Zurück zur Übersicht" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});
