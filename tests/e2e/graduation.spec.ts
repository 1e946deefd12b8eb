import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { week5 } from "../../src/content/weeks/week-5";
import { waitForMail } from "./support/smtp-sink";
import { STATES } from "./support/states";
import { expect, test } from "./support/test";
import { newUser, pickLanguage, registerViaApi, type TestUser } from "./support/users";

/**
 * The journey's end (decisions 190-197): a Core member completes week 5 and becomes a graduate at once — the
 * mail in their language, the dashboard's card, the download with week 5's default intensity — and
 * the operator finds exactly the finishers. Weeks 1–4 are set up through the API; the browser does
 * only what each check is about. One language and width per flow.
 */

/** A Core member with consent given and weeks `done` complete, signed in through `request`. */
async function coreMember(request: APIRequestContext, baseURL: string, user: TestUser, done: number[]) {
  await registerViaApi(request, user, baseURL, "de");
  const headers = { origin: baseURL };
  const checkout = await request.post("/api/plans/checkout", {
    data: { plan: "core", idempotencyKey: crypto.randomUUID() },
    headers,
  });
  expect(checkout.ok(), "checkout").toBe(true);
  expect((await request.post("/api/consent", { data: { privacy: true, terms: true }, headers })).ok()).toBe(
    true,
  );
  for (const week of done) {
    expect((await request.post(`/api/journey/weeks/${week}/complete`, { headers })).ok()).toBe(true);
  }
}

const shots = process.env.E2E_SHOTS_DIR;

test("German, 375 px: completing week 5 mails the member, shows the card and opens the download", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await pickLanguage(page, "de");
  const user = { ...newUser("graduate"), name: "Greta Ende" };
  await coreMember(page.request, baseURL!, user, [1, 2, 3, 4]);

  // All of week 5's tasks ticked: the closing card already says what completing does.
  const tasks = Object.fromEntries(week5.de.tasks.map((task) => [task.id, true]));
  const saved = await page.request.put("/api/journey/weeks/5/entries", {
    data: { changes: [{ field: "tasks", value: tasks, baseVersion: 0 }] },
    headers: { origin: baseURL! },
  });
  expect(saved.ok()).toBe(true);
  await page.goto("/week/5");
  await expect(
    page.getByText(/^Alle Aufgaben erledigt!.*erhältst den Download deiner Reflexionen\.$/),
  ).toBeVisible();
  const started = new Date();
  await page.getByRole("button", { name: "Diese Woche abschließen" }).click();
  const mail = await waitForMail({
    to: user.email,
    subject: /^Glückwunsch/,
    after: new Date(started.getTime() - 1000),
  });
  expect(mail.text).toContain("Du hast alle fünf Wochen deiner Purpose Journey abgeschlossen");
  const link = /https?:\/\/\S+#reflection-download/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(new URL(link!).pathname + new URL(link!).search + new URL(link!).hash);
  const card = page.getByRole("region", {
    name: "Glückwunsch – du hast deine Purpose Journey abgeschlossen",
  });
  await expect(card).toBeVisible();
  if (shots) await card.screenshot({ path: `${shots}/23-dashboard-graduate-de-375.png` });
  await card.getByRole("link", { name: "Zum Download" }).click();
  await expect(page).toHaveURL(/#reflection-download$/);
  await page.getByRole("radio", { name: "Fragen und meine Antworten" }).check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Herunterladen" }).click(),
  ]);
  const html = readFileSync((await download.path())!, "utf8");
  expect(html).toContain("Regelmäßige Praxis");
});

test.describe("the operator", () => {
  test.use({ storageState: STATES.admin });

  test("English, 1280 px: filters the finishers, grants a badge from the list; the German audit page has no English", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const tag = `Fin${crypto.randomUUID().slice(0, 6)}`;
    for (const [name, done] of [
      [`${tag} Finisher`, [1, 2, 3, 4, 5]],
      [`${tag} Midway`, [1, 2]],
    ] as const) {
      const api = await playwright.request.newContext({ baseURL });
      await coreMember(api, baseURL!, { ...newUser("operator"), name }, [...done]);
      await api.dispose();
    }

    await pickLanguage(page, "en");
    await page.goto(`/admin/users?q=${tag}`);
    const cards = page.locator("ul[aria-busy] > li");
    await expect(cards).toHaveCount(2);
    await page.getByRole("checkbox", { name: "Finished week 5" }).click();
    await expect(page).toHaveURL(/finished=1/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`${tag} Finisher`);
    await expect(cards.first()).toContainText("Graduate");

    // The one without the badge: granted from the list, and the grant is audited.
    await page.getByRole("checkbox", { name: "Finished week 5" }).click();
    await page.getByRole("checkbox", { name: "Without badge" }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`${tag} Midway`);
    await cards
      .first()
      .getByRole("button", { name: /Grant graduate badge/ })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Grant graduate badge" }).click();
    await expect(cards).toHaveCount(0);

    await pickLanguage(page, "de");
    await page.goto("/admin/audit");
    const log = page.getByRole("main").locator("ol");
    await expect(log.getByText("Abzeichen vergeben").first()).toBeVisible();
    await expect(log.getByText(`${tag} Midway`).first()).toBeVisible();
    const text = (await log.textContent()) ?? "";
    expect(text).not.toMatch(/\b(deleted|created|changed|granted|Unknown user|no changes|role:|yes|no)\b/);
  });
});
