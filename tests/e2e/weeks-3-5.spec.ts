import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import ICAL from "ical.js";
import { STATES } from "./support/states";
import { expect, test } from "./support/test";
import {
  pickLanguage as chooseLanguage,
  newUser,
  registerViaApi,
  signInViaApi,
  type TestUser,
} from "./support/users";

type Lang = "de" | "en";

const hostile = `<script>window.__pwned=1</script></title> "x" & 🌱 مرحبا`;

const text = {
  de: {
    saved: "Gespeichert",
    vision: "Titel deiner Vision",
    circles: ["Ich selbst", "Die Welt"],
    style: "Befähigend",
    idea: "Neue Idee",
    add: "Hinzufügen",
    edit: /bearbeiten$/,
    editIdea: "Idee 2 bearbeiten",
    journal: "Welchen Unterschied möchtest du machen – und warum gerade diesen?",
    effect: "Positive Wirkung",
    way: "Meine Art zu handeln",
    useDraft: "Als Entwurf übernehmen",
    draft: "Neuer Entwurf",
    rating: "Bewertung für Entwurf 1",
    oneStar: "1 Stern",
    threeStars: "3 Sterne",
    mark: "Entwurf 2 als meinen Purpose-Satz markieren",
    test: "Er gibt mir Energie, wenn ich ihn lese.",
    example: "In Gesprächen höre ich wirklich zu, bevor ich antworte.",
    level: "Volle Integration",
    areas: ["Finanzen", "Gesundheit & Wohlbefinden"],
    gratitude: "Wofür bist du heute dankbar?",
    external: /Im Online-Kalender anlegen \(Täglicher Dankbarkeitsmoment/,
    ics: /\.ics-Datei herunterladen \(Wöchentlicher Purpose-Check/,
    community: "Zur Community",
    completeWeek: "Diese Woche abschließen",
    purposeTitle: "Dein Purpose-Satz",
  },
  en: {
    saved: "Saved",
    vision: "Title of your vision",
    circles: ["Myself", "The world"],
    style: "Enabling",
    idea: "New idea",
    add: "Add",
    edit: /^Edit /,
    editIdea: "Edit idea 2",
    journal: "What difference do you want to make – and why this one?",
    effect: "Positive effect",
    way: "My way of acting",
    useDraft: "Use as a draft",
    draft: "New draft",
    rating: "Rating for draft 1",
    oneStar: "1 star",
    threeStars: "3 stars",
    mark: "Mark draft 2 as my purpose statement",
    test: "It gives me energy when I read it.",
    example: "In conversations I really listen before I answer.",
    level: "Full integration",
    areas: ["Finances", "Health & Wellbeing"],
    gratitude: "What are you grateful for today?",
    external: /Add to online calendar \(Daily gratitude moment/,
    ics: /Download \.ics file \(Weekly purpose check/,
    community: "Go to the community",
    completeWeek: "Complete this week",
    purposeTitle: "Your purpose statement",
  },
} as const;

async function saved(page: Page, lang: Lang) {
  await expect(page.getByRole("status").filter({ hasText: text[lang].saved })).toBeVisible({
    timeout: 30_000,
  });
}

/** This machine can be slow: a week page may take a while before its heading is there. */
async function loaded(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
}

async function coreMember(page: Page, baseURL: string, lang: Lang): Promise<TestUser> {
  const user = newUser(`w345-${lang}`);
  await chooseLanguage(page, lang);
  await registerViaApi(page.request, user, baseURL, lang);
  const res = await page.request.post("/api/plans/checkout", {
    data: { plan: "core", idempotencyKey: crypto.randomUUID() },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBe(true);
  return user;
}

async function fillWeeks(page: Page, lang: Lang) {
  const t = text[lang];
  await page.goto("/week/3");
  await loaded(page);
  await page.getByLabel(t.vision).fill(hostile);
  for (const circle of t.circles) await page.getByRole("checkbox", { name: circle }).check();
  await page.getByRole("radio", { name: t.style }).check();
  const idea = page.getByLabel(t.idea);
  await idea.fill("  Mentoring  ");
  await idea.press("Enter");
  await idea.fill("   ");
  await idea.press("Enter");
  await idea.fill(hostile);
  await page.getByRole("button", { name: t.add }).click();
  await expect(page.getByRole("listitem").filter({ hasText: /^Mentoring$/ })).toBeVisible();
  await page.getByLabel(t.journal).fill(hostile);
  await saved(page, lang);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  // Edit in place (decision 198): the second idea becomes another text, stored, there after a reload.
  await page
    .getByRole("listitem")
    .filter({ hasText: "__pwned" })
    .getByRole("button", { name: t.edit })
    .click();
  await page.getByRole("textbox", { name: t.editIdea }).fill("Lesepatenschaft");
  const [edited] = await Promise.all([
    page.waitForResponse((res) => res.url().includes("/weeks/3/entries") && res.request().method() === "PUT"),
    page.getByRole("textbox", { name: t.editIdea }).press("Enter"),
  ]);
  expect(edited.ok()).toBe(true);
  await page.reload();
  await loaded(page);
  await expect(page.getByRole("listitem").filter({ hasText: /^Lesepatenschaft$/ })).toBeVisible();

  await page.goto("/week/4");

  await loaded(page);
  await page.getByLabel(t.effect).fill("Mut");
  await page.getByLabel(t.way).fill(lang === "de" ? "zuhöre" : "listening");
  await page.getByRole("button", { name: t.useDraft }).click();
  await page.getByLabel(t.draft).fill(hostile);
  await page.getByLabel(t.draft).press("Enter");
  // Stars by keyboard: focus the first star, then arrow keys move along the radio group.
  const stars = page.getByRole("group", { name: t.rating });
  await stars.getByRole("radio", { name: t.oneStar }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(stars.getByRole("radio", { name: t.threeStars })).toBeChecked();
  await page.getByRole("button", { name: t.mark }).click();
  await expect(page.getByRole("button", { name: t.mark })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("checkbox", { name: t.test }).check();
  await saved(page, lang);

  await page.goto("/week/5");

  await loaded(page);
  await page.getByRole("checkbox", { name: t.example }).check();
  await page.getByRole("radio", { name: new RegExp(`^${t.level}`) }).check();
  for (const area of t.areas) await page.getByRole("checkbox", { name: area }).check();
  await page.getByLabel(t.gratitude).fill(hostile);
  await saved(page, lang);
}

async function verifyElsewhere(browser: Browser, user: TestUser, baseURL: string, lang: Lang) {
  const t = text[lang];
  const context = await browser.newContext({ viewport: { width: lang === "de" ? 1280 : 375, height: 900 } });
  const page = await context.newPage();
  await chooseLanguage(page, lang);
  await signInViaApi(page, user, baseURL);
  await page.goto("/week/3");
  await loaded(page);
  await expect(page.getByLabel(t.vision)).toHaveValue(hostile);
  for (const circle of t.circles) await expect(page.getByRole("checkbox", { name: circle })).toBeChecked();
  await expect(page.getByRole("radio", { name: t.style })).toBeChecked();
  await expect(page.getByRole("listitem").filter({ hasText: /^Mentoring$/ })).toBeVisible();
  await expect(page.getByLabel(t.journal)).toHaveValue(hostile);

  await page.goto("/week/4");

  await loaded(page);
  await expect(
    page.getByRole("group", { name: t.rating }).getByRole("radio", { name: t.threeStars }),
  ).toBeChecked();
  await expect(page.getByRole("button", { name: t.mark })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("checkbox", { name: t.test })).toBeChecked();

  await page.goto("/week/5");

  await loaded(page);
  await expect(page.getByRole("checkbox", { name: t.example })).toBeChecked();
  await expect(page.getByRole("radio", { name: new RegExp(`^${t.level}`) })).toBeChecked();
  for (const area of t.areas) await expect(page.getByRole("checkbox", { name: area })).toBeChecked();
  await expect(page.getByLabel(t.gratitude)).toHaveValue(hostile);

  // A member in New York (decision 196): their own zone on /profile, then the reminders follow it.
  if (lang === "de") {
    await page.goto("/profile");
    const zone = page.getByLabel("Zeitzone");
    await zone.selectOption("America/New_York");
    await zone.locator("xpath=ancestor::form").getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Deine Angaben wurden gespeichert")).toBeVisible();
    await page.goto("/week/5");
    await loaded(page);
    await expect(page.getByText("Zeitzone: America/New_York").first()).toBeVisible();
  }

  // Calendar: the external link opens in a new tab, and the .ics parses with the weekly rule.
  const external = page.getByRole("link", { name: t.external });
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");
  await expect(external).toHaveAttribute("href", /RRULE%3AFREQ%3DDAILY/);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: t.ics }).click(),
  ]);
  const ics = readFileSync((await download.path())!, "utf8");
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
  expect(event.component.getFirstPropertyValue("rrule")!.toString()).toBe("FREQ=WEEKLY;BYDAY=SU");
  expect(event.description).toContain(hostile);
  if (lang === "de") {
    expect(ics).toContain("DTSTART;TZID=America/New_York:");
    await expect(external).toHaveAttribute("href", /ctz=America%2FNew_York/);
  }
  // The closing card ("you have completed your Purpose Journey") waits until week 5 is complete.
  await expect(page.getByRole("link", { name: t.community })).toHaveCount(0);
  await page.getByRole("button", { name: t.completeWeek }).click();
  await expect(page.getByRole("link", { name: t.community })).toHaveAttribute("href", "/community");

  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: t.purposeTitle }).or(
    page
      .locator("section, div")
      .filter({ has: page.getByRole("heading", { name: t.purposeTitle }) })
      .last(),
  );
  await expect(card.getByText(hostile)).toBeVisible();
  await context.close();
}

/**
 * One language and width for the long flow: the week pages are swept at rest in both languages at 375
 * and 1280 px by a11y-sweep.spec.ts, and de and en catalogs are kept key for key by catalogs.test.ts.
 */
test("German at 1280 px: fill weeks 3-5, see everything on another device and the purpose statement", async ({
  page,
  browser,
  baseURL,
}) => {
  // Three week pages, then a second device: longer than the default test.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await coreMember(page, baseURL!, "de");
  await fillWeeks(page, "de");
  await verifyElsewhere(browser, user, baseURL!, "de");
});

test("a graduate downloads both files; a member without the badge sees no card and gets 403", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  await coreMember(page, baseURL!, "de");
  const save = await page.request.put("/api/journey/weeks/3/entries", {
    data: { changes: [{ field: "reflection", value: hostile, baseVersion: 0 }] },
    headers: { origin: baseURL! },
  });
  expect(save.ok()).toBe(true);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Deine Reflexionen zum Herunterladen" })).toHaveCount(0);
  expect((await page.request.get("/api/downloads/reflections?mode=answers")).status()).toBe(403);

  // An admin grants the badge (the same badge service as `npm run badge:grant`, whose command line
  // is tested in src/server/cli/badge.test.ts).
  const admin = await playwright.request.newContext({ baseURL, storageState: STATES.admin });
  const userId = (await (await page.request.get("/api/me")).json()).user.id;
  const granted = await admin.put(`/api/admin/users/${userId}/badges`, {
    data: { badge: "graduate", granted: true },
    headers: { origin: baseURL! },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  await admin.dispose();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Deine Reflexionen zum Herunterladen" })).toBeVisible();
  const files: Record<string, string> = {};
  for (const [mode, name] of [
    ["Nur Fragen", "purpose-journey-questions.html"],
    ["Fragen und meine Antworten", "purpose-journey-with-reflections.html"],
  ] as const) {
    await page.getByRole("radio", { name: mode }).check();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Herunterladen" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    files[name] = readFileSync((await download.path())!, "utf8");
    await expect(page.getByText("Download erfolgreich").first()).toBeVisible();
  }
  const questions = files["purpose-journey-questions.html"]!;
  const answers = files["purpose-journey-with-reflections.html"]!;
  expect(questions).toContain("<title>Purpose Journey - Reflexionsfragen</title>");
  expect(answers).toContain("<title>Purpose Journey - Meine Reflexionen</title>");
  for (const week of ["Woche 1", "Woche 2", "Woche 3", "Woche 4", "Woche 5"]) {
    expect(questions).toContain(week);
    expect(answers).toContain(week);
  }
  expect(answers).toContain("Keine Reflexion vorhanden");

  // Opened as a file in Chromium: the answer is text, nothing of it runs.
  const viewer = await browser.newContext();
  const doc = await viewer.newPage();
  await doc.addInitScript(() => {
    window.print = () => undefined;
  });
  await doc.setContent(answers, { waitUntil: "load" });
  await expect(doc).toHaveTitle("Purpose Journey - Meine Reflexionen");
  await expect(doc.getByText(hostile).first()).toBeVisible();
  expect(await doc.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await viewer.close();
});
