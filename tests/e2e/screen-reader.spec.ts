import type { Page } from "@playwright/test";
import { chooseLanguage, makeDeepMember } from "./support/a11y";
import { STATES } from "./support/states";
import { expect, test } from "./support/test";

/**
 * What a screen reader hears, pinned (docs/accessibility.md, "What a screen reader hears"): the
 * accessibility tree — roles, names, states and the live regions' words — of sign-up with an error in
 * each field, the helplines dialog, a week while it saves and after, and a post with its comments, in
 * German and English. The trees live in tests/e2e/__snapshots__/screen-reader.spec.ts/*.aria.yml, so a
 * change in what is announced shows in review; `npx playwright test screen-reader --update-snapshots`
 * writes them anew after an intended change. Values that change from run to run (names of fresh
 * members, times) are matched by patterns in the files.
 */
test.describe.configure({ mode: "parallel" });

const text = {
  de: {
    createAccount: "Konto erstellen",
    help: "Hilfe & Ansprechpartner",
    prompt: "Was hat dich beim Blick zurück überrascht, berührt oder bestärkt?",
    saving: "Speichert…",
    saved: "Gespeichert",
  },
  en: {
    createAccount: "Create account",
    help: "Help & support",
    prompt: "What surprised, moved or encouraged you as you looked back?",
    saving: "Saving…",
    saved: "Saved",
  },
} as const;

for (const lang of ["de", "en"] as const) {
  test.describe(`${lang}`, () => {
    test(`${lang}: sign-up with an error in each field`, async ({ page }) => {
      await chooseLanguage(page, lang);
      await page.goto("/register");
      await page.getByRole("textbox", { name: /e-?mail/i }).fill("not-an-address");
      await page.getByRole("button", { name: text[lang].createAccount }).click();
      const form = page.locator("main form");
      await expect(form.getByRole("checkbox").first()).toHaveAttribute("aria-invalid", "true");
      await expect(form).toMatchAriaSnapshot({ name: `sign-up-errors-${lang}.aria.yml` });
    });

    test.describe(() => {
      test.use({ storageState: STATES.member });
      test(`${lang}: the helplines dialog`, async ({ page }) => {
        await chooseLanguage(page, lang);
        await page.goto("/week/1");
        await page.getByRole("button", { name: text[lang].help }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await expect(dialog).toMatchAriaSnapshot({ name: `helplines-${lang}.aria.yml` });
      });
    });

    test(`${lang}: a week while it saves and after, a post with its comments`, async ({ page, baseURL }) => {
      // A sign-up, a week and the community in one test: more than the default budget on a busy machine.
      test.slow();
      await chooseLanguage(page, lang);
      await makeDeepMember(page.request, baseURL!, `reader-${crypto.randomUUID().slice(0, 8)}@e2e.test`);
      await weekWhileSaving(page, lang);
      await postWithComments(page, lang, baseURL!);
    });
  });
}

/** The save is held at the network until the "saving" state has been read, then let through. */
async function weekWhileSaving(page: Page, lang: "de" | "en") {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/journey/**", async (route) => {
    if (route.request().method() === "GET") return route.continue();
    await held;
    await route.continue();
  });
  await page.goto("/week/1");
  const field = page.getByLabel(text[lang].prompt);
  await field.fill("Der Blick zurück.");
  const status = page.getByRole("status").filter({ hasText: text[lang].saving });
  await expect(status).toBeVisible();
  await expect(status).toMatchAriaSnapshot({ name: `week-saving-${lang}.aria.yml` });
  release();
  const saved = page.getByRole("status").filter({ hasText: text[lang].saved });
  await expect(saved).toBeVisible();
  await expect(saved).toMatchAriaSnapshot({ name: `week-saved-${lang}.aria.yml` });
  await page.unrouteAll({ behavior: "wait" });
}

async function postWithComments(page: Page, lang: "de" | "en", baseURL: string) {
  const headers = { origin: baseURL };
  const title = lang === "de" ? "Neuer Anfang nach dem Umzug" : "A new start after the move";
  const post = await page.request.post("/api/community/posts", {
    data: { title, description: lang === "de" ? "Wie habt ihr angefangen?" : "How did you begin?" },
    headers,
  });
  expect(post.ok(), "post").toBe(true);
  const { id } = (await post.json()) as { id: string };
  for (const comment of lang === "de"
    ? ["Mit kleinen Schritten.", "Mit Nachbarn."]
    : ["Small steps.", "Neighbours."]) {
    const res = await page.request.post(`/api/community/posts/${id}/comments`, {
      data: { text: comment },
      headers,
    });
    expect(res.ok(), "comment").toBe(true);
  }
  await page.goto(`/community?post=${id}`);
  const article = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(article.getByText(lang === "de" ? "Mit Nachbarn." : "Neighbours.")).toBeVisible();
  await expect(article).toMatchAriaSnapshot({ name: `post-with-comments-${lang}.aria.yml` });
}
