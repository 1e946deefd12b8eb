import type { Browser, Locator, Page } from "@playwright/test";
import { chooseLanguage, expectControlEdges, expectNoSeriousAxe, makeDeepMember } from "./support/a11y";
import { linksIn, waitForMail } from "./support/smtp-sink";
import { expect, test } from "./support/test";
import { newUser, registerViaApi } from "./support/users";

/**
 * What the route sweep cannot see at rest: every dialog, the menus, a toast and form errors, swept
 * with axe in both schemes, and the one dialog pattern by keyboard (focus moves in, stays in,
 * Escape closes, focus returns to the opener or a sensible neighbour).
 */
test.describe.configure({ mode: "parallel" });
// Several axe runs per test: generous on a busy machine, well under a minute on an idle one.
test.beforeEach(() => test.setTimeout(180_000));

async function member(
  browser: Browser,
  baseURL: string,
  options: { consent?: boolean; width?: number } = {},
) {
  const context = await browser.newContext({
    reducedMotion: "reduce",
    viewport: { width: options.width ?? 1280, height: 800 },
  });
  const page = await context.newPage();
  await chooseLanguage(page, "de");
  await makeDeepMember(page.request, baseURL, `states-${crypto.randomUUID().slice(0, 8)}@e2e.test`, {
    consent: options.consent ?? true,
  });
  return { context, page };
}

/** axe in both schemes for the state on screen now. */
async function sweepState(page: Page, label: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    // Only colours change with the scheme: all rules in light, the colour rules in dark.
    await expectNoSeriousAxe(
      page,
      `${label} ${colorScheme}`,
      colorScheme === "light" ? undefined : ["color-contrast", "link-in-text-block"],
    );
    await expectControlEdges(page, `${label} ${colorScheme}`);
    // For the manual look at both schemes (docs/accessibility.md): A11Y_SHOTS=<dir> keeps a picture of each state.
    if (process.env.A11Y_SHOTS) {
      await page.screenshot({
        path: `${process.env.A11Y_SHOTS}/${label.replace(/\W+/g, "-")}-${colorScheme}.png`,
      });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** The dialog pattern: opened by keyboard from `opener`, focus in and trapped, Escape returns it. */
async function expectDialogPattern(page: Page, opener: Locator, label: string) {
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog, `${label} opens`).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), {
      message: `${label}: focus moves in`,
    })
    .toBe(true);
  const stops = await dialog.evaluate(
    (d) =>
      d.querySelectorAll("a[href], button:not([disabled]), input:not([disabled]), [tabindex='0']").length,
  );
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `${label}: Tab stays in`).toBe(
      true,
    );
  }
  await sweepState(page, label);
  await page.keyboard.press("Escape");
  await expect(dialog, `${label} closes on Escape`).toBeHidden();
  await expect(opener, `${label}: focus returns to the opener`).toBeFocused();
}

test("dialogs: delete account and helplines, by keyboard, swept open", async ({ browser, baseURL }) => {
  const { context, page } = await member(browser, baseURL!);
  await page.goto("/profile");
  const deleteOpener = page.getByRole("button", { name: "Konto löschen …" });
  await expectDialogPattern(page, deleteOpener, "delete account");
  // With its form error showing, and closed by the Cancel button: focus still returns.
  await deleteOpener.click();
  await page.getByRole("button", { name: "Endgültig löschen" }).click();
  const password = page.getByLabel("Dein Passwort zur Bestätigung");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await sweepState(page, "delete account with an error");
  await page.getByRole("button", { name: "Abbrechen" }).click();
  await expect(deleteOpener).toBeFocused();

  await page.goto("/week/1");
  await expectDialogPattern(page, page.getByRole("button", { name: "Hilfe & Ansprechpartner" }), "helplines");
  await context.close();
});

test("dialogs: consent, opened by itself and by “Jetzt starten”", async ({ browser, baseURL }) => {
  const { context, page } = await member(browser, baseURL!, { consent: false });
  await page.goto("/onboarding");
  // Opened by itself after a moment: on close, focus goes to the page's heading, not the body.
  await expect(page.getByRole("dialog", { name: "Bevor es losgeht" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expectDialogPattern(page, page.getByRole("button", { name: "Jetzt starten" }), "consent");
  await context.close();
});

test("dialogs: the leave-guard opens on the safe choice and gives focus back", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await member(browser, baseURL!);
  await page.goto("/week/1");
  const box = page.getByLabel("Was hat dich beim Blick zurück überrascht, berührt oder bestärkt?");
  await box.fill("Erster Satz.");
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert" })).toBeVisible();
  await context.setOffline(true);
  await box.fill("Erster Satz. Offline geschrieben.");
  const link = page.getByRole("banner").getByRole("link", { name: "Dashboard" });
  await link.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Noch nicht alles gespeichert" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Hierbleiben" }).first()).toBeFocused();
  await sweepState(page, "leave-guard");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await expect(page).toHaveURL(/\/week\/1$/);
  await context.setOffline(false);
  await context.close();
});

test("week 2 picker: focus after removing a value, the blocked chips and the limit", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await member(browser, baseURL!);
  await page.goto("/week/2");
  const values = page.getByRole("region", { name: "Deine wichtigsten Werte" });
  for (const word of ["Mut", "Ruhe", "Natur", "Liebe", "Humor"]) {
    await values.getByRole("button", { name: word, exact: true }).click();
  }
  await expect(values.getByRole("status")).toBeVisible();
  await sweepState(page, "values at the limit");
  await values.getByRole("button", { name: "Ruhe entfernen" }).focus();
  await page.keyboard.press("Enter");
  await expect(values.getByRole("button", { name: "Natur entfernen" })).toBeFocused();
  await values.getByRole("button", { name: "Humor entfernen" }).focus();
  await page.keyboard.press("Enter");
  await expect(values.getByRole("button", { name: "Liebe entfernen" })).toBeFocused();
  await context.close();
});

test("phone menu: Escape on the toggle and in the menu closes it, focus on the toggle", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await chooseLanguage(page, "de");
  // The app's header (React) and the landing page's (server-rendered, with its small script).
  for (const route of ["/kontakt", "/"]) {
    await page.goto(route);
    const toggle = page.getByRole("button", { name: "Menü" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await sweepState(page, `${route} menu open`);
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  }
  await context.close();
});

test("toasts: our colours and labels in the page's language", async ({ browser, baseURL }) => {
  const { context, page } = await member(browser, baseURL!);
  await page.goto("/profile");
  await page.getByLabel("Vorname oder Benutzername").fill("Mara M.");
  await page.getByRole("button", { name: "Speichern" }).first().click();
  const region = page.getByRole("region", { name: "Benachrichtigungen" });
  const notice = region.getByText("Deine Angaben wurden gespeichert");
  await expect(notice).toBeVisible();
  // Hovering holds the toast (sonner pauses its timer) while it is checked in both schemes.
  await notice.hover();
  await expect(region.getByRole("button", { name: "Hinweis schließen" })).toBeVisible();
  await sweepState(page, "toast");
  await context.close();
});

test("form errors: tied to their fields on register, login and contact", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await chooseLanguage(page, "de");
  await page.goto("/register");
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  const age = page.getByRole("checkbox", { name: "Ich bin mindestens 16 Jahre alt." });
  await expect(age).toHaveAttribute("aria-invalid", "true");
  // Every description a control points at exists (no dangling hint ids while an error shows).
  const dangling = await page.evaluate(() =>
    [...document.querySelectorAll("[aria-describedby]")].flatMap((el) =>
      el
        .getAttribute("aria-describedby")!
        .split(/\s+/)
        .filter((id) => !document.getElementById(id))
        .map((id) => `${el.id} → ${id}`),
    ),
  );
  expect(dangling).toEqual([]);
  await expect(age).toHaveAccessibleDescription(/.+/);
  await sweepState(page, "register errors");
  await page.goto("/login");
  await page.getByRole("button", { name: "Anmelden" }).last().click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await sweepState(page, "login errors");
  await page.goto("/kontakt");
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await sweepState(page, "contact errors");
  await page.goto("/datenschutz-impressum");
  for (const button of await page.locator("main section > h2 > button").all()) await button.click();
  await sweepState(page, "legal sections open");
  await context.close();
});

test("a link in an English mail opens in English in a browser that never chose a language", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const user = newUser("mail-lang");
  const api = await playwright.request.newContext({ baseURL });
  await registerViaApi(api, user, baseURL!, "en");
  const requested = new Date(Date.now() - 1000);
  const res = await api.post("/api/auth/request-password-reset", {
    data: { email: user.email },
    headers: { origin: baseURL! },
  });
  expect(res.ok()).toBe(true);
  await api.dispose();
  const mail = await waitForMail({ to: user.email, after: requested });
  const link = linksIn(mail).find((l) => l.includes("/reset-password?token="));
  expect(link).toContain("lang=en");
  // A fresh browser: no stored choice, and it asks for German.
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  const response = await page.goto(link!);
  expect(await response!.text()).toContain('<html lang="en"');
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.close();
});

/**
 * WCAG 1.4.12 text spacing and 1.4.4 200 % zoom, checked where a person would notice them: with the
 * spacing a user stylesheet may force, no text is cut off in a box that hides its overflow (buttons,
 * chips, badges) and nothing scrolls sideways, on a phone (375 px) and at 200 % of 1280 px (640 px).
 */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

async function expectNothingCutOff(page: Page, label: string) {
  await page.addStyleTag({ content: TEXT_SPACING });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const clipped = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      if (!el.checkVisibility() || !el.textContent?.trim() || el.closest("[aria-hidden='true']")) continue;
      const style = getComputedStyle(el);
      const hidesX = style.overflowX === "hidden" || style.overflowX === "clip";
      const hidesY = style.overflowY === "hidden" || style.overflowY === "clip";
      // A visually hidden label (sr-only) is clipped on purpose.
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      if (
        (hidesX && el.scrollWidth > el.clientWidth + 1) ||
        (hidesY && el.scrollHeight > el.clientHeight + 1)
      ) {
        out.push(`${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}"`);
      }
    }
    return out;
  });
  expect(clipped, `text cut off with wider text spacing on ${label}`).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scrolling with wider text spacing on ${label}`).toBeLessThanOrEqual(0);
}

test("text spacing and 200 % zoom: nothing cut off, nothing scrolls sideways", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await member(browser, baseURL!);
  const visitor = await browser.newContext({ reducedMotion: "reduce" });
  const visitorPage = await visitor.newPage();
  await chooseLanguage(visitorPage, "de");
  for (const width of [375, 640]) {
    for (const [p, route] of [
      [visitorPage, "/"],
      [visitorPage, "/register"],
      [page, "/dashboard"],
      [page, "/week/1"],
      [page, "/week/4"],
      [page, "/community"],
      [page, "/profile"],
    ] as const) {
      await p.setViewportSize({ width, height: 800 });
      await p.goto(route);
      await expect(p.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNothingCutOff(p, `${route} at ${width}px`);
    }
  }
  await visitor.close();
  await context.close();
});
