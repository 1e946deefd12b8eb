import type { APIRequest, Page } from "@playwright/test";
import { addDays } from "@/shared/dates";
import { expectNoSeriousAxe } from "./support/a11y";
import { STATES } from "./support/states";
import { expect, test } from "./support/test";
import { newUser, pickLanguage, registerViaApi, signInViaApi } from "./support/users";

/**
 * Ctrl+B once the page listens for it: the shortcut is React's, so a press before the page has hydrated
 * goes nowhere; it is pressed again until it has taken effect.
 */
async function pressCtrlBUntil(page: Page, effect: () => Promise<void>) {
  await expect(async () => {
    await page.keyboard.press("Control+b");
    await effect();
  }).toPass({ timeout: 20_000 });
}

/**
 * The admin area's flows, signed in as the run's admin (the setup project's state). Every admin page
 * at rest is swept for accessibility, overflow and language in both languages and widths by
 * a11y-sweep.spec.ts; here axe runs only on what the sweep cannot see: open dialogs.
 */
test.use({ storageState: STATES.admin });
// Each test walks several admin pages.
test.describe.configure({ timeout: 240_000 });

async function registerMember(playwright: { request: APIRequest }, baseURL: string, name: string) {
  const member = { ...newUser("admin-e2e"), name };
  const api = await playwright.request.newContext({ baseURL });
  await registerViaApi(api, member, baseURL);
  await api.dispose();
  return member;
}

test("German, 1280 px: overview, sidebar cookie and Ctrl+B, user search, admin role, audit log", async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const suffix = crypto.randomUUID().slice(0, 6);
  const member = await registerMember(playwright, baseURL!, `Mila Moderat ${suffix}`);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
  await expect(page.getByText("Mitglieder", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nutzung, letzte 30 Tage" })).toBeVisible();
  await expect(
    page.getByRole("img", { name: /^Registrierungen: \d+ in den letzten 30 Tagen$/ }),
  ).toBeVisible();

  // The sidebar's state survives a reload (cookie) and Ctrl+B toggles it.
  const toggle = page.getByRole("button", { name: "Seitenleiste ein- oder ausblenden" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await pressCtrlBUntil(page, () =>
    expect(toggle).toHaveAttribute("aria-expanded", "false", { timeout: 1_500 }),
  );
  await page.reload();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await pressCtrlBUntil(page, () =>
    expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1_500 }),
  );

  const nav = page.getByRole("navigation", { name: "Adminbereich" });
  await nav.getByRole("link", { name: "Benutzer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Benutzer" })).toBeVisible();
  const search = page.getByLabel("Nach Name, E-Mail oder ID suchen");
  await search.fill(`mila moderat ${suffix}`.toUpperCase());
  const card = page.getByRole("listitem").filter({ hasText: member.email });
  await expect(card).toBeVisible();
  await expect(card.getByText("Begonnene Wochen")).toBeVisible();

  await card.getByRole("button", { name: `Details zu ${member.name}` }).click();
  const details = page.getByRole("dialog", { name: `Details zu ${member.name}` });
  await expect(details.getByText("Woche 1")).toBeVisible();
  await expect(details.getByText("Antworten und Reflexionen sind privat")).toBeVisible();
  await page.keyboard.press("Escape");

  await card.getByRole("button", { name: "Zum Admin machen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Zum Admin machen" }).click();
  await expect(page.getByText(`${member.name} ist jetzt Admin`)).toBeVisible();
  await card.getByRole("button", { name: "Admin entfernen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Admin entfernen" }).click();
  await expect(page.getByText(`${member.name} ist kein Admin mehr`)).toBeVisible();
  await expect(card.getByRole("button", { name: "Zum Admin machen" })).toBeVisible();

  await search.fill(`niemand-${suffix}`);
  await expect(page.getByText("Keine Benutzer passen zu deiner Suche")).toBeVisible();

  await nav.getByRole("link", { name: "Protokoll" }).click();
  await page.getByLabel("Art").selectOption({ label: "Benutzer" });
  await expect(page).toHaveURL(/\/admin\/audit\?kind=user$/);
  const entries = page.getByRole("listitem").filter({ hasText: member.name });
  await expect(entries.filter({ hasText: "Adminrechte vergeben" })).toHaveCount(1);
  await expect(entries.filter({ hasText: "Adminrechte entzogen" })).toHaveCount(1);
});

test("English, 375 px: the sidebar is a drawer that Ctrl+B opens and a link in it closes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await pickLanguage(page, "en");

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin area" })).toHaveCount(0);
  // The drawer's button is in the server's page; the shortcut works once the page has hydrated.
  await expect(page.getByRole("button", { name: "Admin menu" })).toBeVisible();

  const drawer = page.getByRole("dialog", { name: "Admin area" });
  await pressCtrlBUntil(page, () => expect(drawer).toBeVisible({ timeout: 1_500 }));
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await page.getByRole("button", { name: "Admin menu" }).click();
  await drawer.getByRole("link", { name: "Users" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await expect(page.getByLabel("Search by name, e-mail or ID")).toBeVisible();

  await page.getByRole("button", { name: "Admin menu" }).click();
  await drawer.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByLabel("Kind")).toBeVisible();
});

/** How the admin lists show a calendar day (format.ts: medium date style). */
function shownDay(day: string, lang: "de" | "en"): string {
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** How the dialogs' date fields show a calendar day on German pages, whatever the browser's locale. */
function typedDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}.${month}.${year}`;
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("German, 375 px: an impulse (its date starts as tomorrow) and an event in three days, both edited; a member sees the event", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const stamp = crypto.randomUUID().slice(0, 6);

  // A new impulse's date starts as tomorrow, the day after the server's today. It is then set four weeks
  // ahead, a day no starter content and no other test uses: near midnight "tomorrow" may already be
  // another test's today.
  const listed = page.waitForResponse((res) => res.url().includes("/api/admin/impulses/daily"));
  await page.goto("/admin/impulses");
  const { today } = (await (await listed).json()) as { today: string };
  const tomorrow = addDays(today, 1);
  const day = addDays(today, 28);
  const dayShown = shownDay(day, "de");
  await expect(page.getByRole("heading", { level: 1, name: "Tages- & Wochenimpulse" })).toBeVisible();
  const daily = page.getByRole("region", { name: "Tagesimpulse" });
  await expect(daily.getByRole("listitem").first()).toBeVisible();
  // A retry of this test finds its own impulse of that day: it goes first.
  const existing = daily.getByRole("button", { name: `Löschen: ${dayShown}` });
  if ((await existing.count()) > 0) {
    await existing.click();
    await page
      .getByRole("dialog", { name: "Wirklich löschen?" })
      .getByRole("button", { name: "Endgültig löschen" })
      .click();
    await expect(page.getByText("Impuls erfolgreich gelöscht")).toBeVisible();
  }

  await daily.getByRole("button", { name: "Neuer Tagesimpuls" }).click();
  let dialog = page.getByRole("dialog", { name: "Neuer Tagesimpuls" });
  await expect(dialog.getByLabel("Veröffentlichungsdatum")).toHaveValue(typedDay(tomorrow));
  await dialog.getByLabel("Veröffentlichungsdatum").fill(typedDay(day));
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText("Bitte ausfüllen.")).toBeVisible();
  await dialog.getByLabel("Impuls (Deutsch)").fill(`Wofür bist du dankbar? ${stamp}`);
  await dialog.getByLabel("Impuls (Englisch, optional)").fill(`What are you grateful for? ${stamp}`);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(`„${dayShown}“ wurde erstellt`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // A second impulse on the same date is refused with a clear message.
  await daily.getByRole("button", { name: "Neuer Tagesimpuls" }).click();
  dialog = page.getByRole("dialog", { name: "Neuer Tagesimpuls" });
  await dialog.getByLabel("Veröffentlichungsdatum").fill(typedDay(day));
  await dialog.getByLabel("Impuls (Deutsch)").fill("Noch ein Impuls");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText("Für dieses Datum gibt es schon einen Tagesimpuls.")).toBeVisible();
  await dialog.getByRole("button", { name: "Abbrechen" }).click();

  await daily.getByRole("button", { name: `Bearbeiten: ${dayShown}` }).click();
  dialog = page.getByRole("dialog", { name: "Tagesimpuls bearbeiten" });
  await dialog.getByLabel("Impuls (Deutsch)").fill(`Wem möchtest du heute danken? ${stamp}`);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(`„${dayShown}“ wurde gespeichert`)).toBeVisible();
  await expect(daily.getByText(`Wem möchtest du heute danken? ${stamp}`)).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // An event three days ahead, with a link that must be http(s).
  const inThreeDays = addDays(today, 3);
  const title = `Check-in ${stamp}`;
  await page.goto("/admin/events");
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await page.getByRole("button", { name: "Neues Event" }).click();
  dialog = page.getByRole("dialog", { name: "Neues Event" });
  await dialog.getByLabel("Titel (Deutsch)").fill(title);
  await dialog.getByLabel("Datum").fill(typedDay(inThreeDays));
  await dialog.getByLabel("Uhrzeit").fill("18:30");
  await dialog.getByLabel("Link zum Termin (optional)").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText("Nur Links mit https:// oder http:// sind erlaubt.")).toBeVisible();
  await dialog.getByLabel("Link zum Termin (optional)").fill("https://meet.example.org/check-in");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(`„${title}“ wurde erstellt`)).toBeVisible();

  // Not a phrase of the catalogs: the sweep's language check runs on the same server afterwards, and
  // an event with only a German title shows it on English pages too.
  const edited = `Halbzeit-Treffen ${stamp}`;
  await page.getByRole("button", { name: `Bearbeiten: ${title}` }).click();
  dialog = page.getByRole("dialog", { name: "Event bearbeiten" });
  await expect(dialog.getByLabel("Datum")).toHaveValue(typedDay(inThreeDays));
  await expect(dialog.getByLabel("Uhrzeit")).toHaveValue("18:30");
  await dialog.getByLabel("Titel (Deutsch)").fill(edited);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(`„${edited}“ wurde gespeichert`)).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: edited });
  await expect(card.getByText(`${shownDay(inThreeDays, "de")}, 18:30`)).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // The member sees the event in the community.
  const member = await registerMember(playwright, baseURL!, `Eva Event ${stamp}`);
  const memberContext = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: "de-DE" });
  const memberPage = await memberContext.newPage();
  await signInViaApi(memberPage, member, baseURL!);
  await memberPage.goto("/community");
  await expect(memberPage.getByRole("region", { name: "Kommende Events" }).getByText(edited)).toBeVisible({
    timeout: 30_000,
  });
  await memberContext.close();

  // Each step is in the audit log with the item's title.
  await page.goto("/admin/audit?kind=event");
  await expect(
    page.getByRole("listitem").filter({ hasText: "Event erstellt" }).filter({ hasText: title }),
  ).toHaveCount(1);
  await expect(
    page.getByRole("listitem").filter({ hasText: "Event bearbeitet" }).filter({ hasText: edited }),
  ).toHaveCount(1);
  await page.goto("/admin/audit?kind=impulse");
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: "Impuls bearbeitet" })
      .filter({ hasText: `Wem möchtest du heute danken? ${stamp}` }),
  ).toHaveCount(1);
});

test("English, 1280 px: a member's post deleted after confirmation, graduate badge, audit log, member denied", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await pickLanguage(page, "en");
  const stamp = crypto.randomUUID().slice(0, 6);
  const member = await registerMember(playwright, baseURL!, `Paul Post ${stamp}`);
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
  await memberContext.addInitScript(() => localStorage.setItem("pj.language", "en"));
  await memberContext.addCookies([{ name: "pj_language", value: "en", domain: "127.0.0.1", path: "/" }]);
  const memberPage = await memberContext.newPage();
  await signInViaApi(memberPage, member, baseURL!);
  const postTitle = `Looking for a walking partner ${stamp}`;
  const created = await memberPage.request.post("/api/community/posts", {
    data: { title: postTitle, description: "Sundays in the park." },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  await memberPage.goto("/community");
  await expect(memberPage.getByRole("heading", { name: postTitle })).toBeVisible({ timeout: 30_000 });
  await expect(memberPage.getByRole("heading", { name: "Download your reflections" })).toHaveCount(0);

  await page.goto("/admin/posts");
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  const post = page.getByRole("listitem").filter({ hasText: postTitle });
  await expect(post.getByText(`by ${member.name}`)).toBeVisible();
  await post.getByRole("button", { name: `View comments: ${postTitle}` }).click();
  await expect(page.getByRole("dialog").getByText("No comments found for this post")).toBeVisible();
  await page.keyboard.press("Escape");
  await post.getByRole("button", { name: `Delete: ${postTitle}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete for good?" });
  await expect(
    confirm.getByText(`The post “${postTitle}” and all its comments will be deleted.`),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(post).toBeVisible();
  await post.getByRole("button", { name: `Delete: ${postTitle}` }).click();
  await confirm.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText("Post deleted successfully")).toBeVisible();
  await expect(post).toHaveCount(0);
  await memberPage.reload();
  await expect(memberPage.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(memberPage.getByRole("heading", { name: postTitle })).toHaveCount(0);

  // The graduate badge: the member's download card appears.
  await page.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
  const user = page.getByRole("listitem").filter({ hasText: member.email });
  await user.getByRole("button", { name: `Grant graduate badge: ${member.name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Grant graduate badge" }).click();
  await expect(page.getByText(`${member.name} now holds the graduate badge`)).toBeVisible();
  await expect(user.getByText("Graduate", { exact: true })).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByRole("heading", { name: "Download your reflections" })).toBeVisible({
    timeout: 30_000,
  });

  // The audit log names both actions with the member they concern, never the member's words
  // (decision 193).
  await page.goto("/admin/audit");
  const deleted = page
    .getByRole("listitem")
    .filter({ hasText: "Post deleted" })
    .filter({ hasText: member.name });
  await expect(deleted).toHaveCount(1);
  await expect(deleted).not.toContainText(postTitle);
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: "Badge granted" })
      .filter({ hasText: member.name })
      .filter({ hasText: "Graduate: granted" }),
  ).toHaveCount(1);

  // The member is turned away from the admin area.
  await memberPage.goto("/admin/posts");
  await expect(memberPage).toHaveURL(/\/$/);
  await expect(
    memberPage.getByText("Access Denied: This page is only accessible to administrators."),
  ).toBeVisible();
  await memberContext.close();
});

test("German, 1280 px: community tabs, announcements and bulletin entries", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = crypto.randomUUID().slice(0, 6);
  await page.goto("/admin/community");
  await expect(page.getByText("Systemupdate")).toBeVisible();
  await page.getByRole("tab", { name: "Events" }).click();
  await expect(page).toHaveURL(/tab=events/);
  await expect(page.getByRole("button", { name: "Neues Event" })).toBeVisible();
  await page.getByRole("tab", { name: "Beiträge" }).click();
  await expect(page.getByRole("tabpanel", { name: "Beiträge" })).toBeVisible();

  await page.goto("/admin/announcements");
  await page.getByRole("button", { name: "Neue Ankündigung" }).click();
  let dialog = page.getByRole("dialog", { name: "Neue Ankündigung" });
  await expectNoSeriousAxe(page, page.url());
  const title = `Wartung ${stamp}`;
  await dialog.getByLabel("Titel (Deutsch)").fill(title);
  await dialog.getByLabel("Text (Deutsch)").fill("Am Sonntag kurz offline.");
  await dialog.getByRole("checkbox", { name: "Veröffentlichen (für Mitglieder sichtbar)" }).click();
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(`„${title}“ wurde erstellt`)).toBeVisible();
  const announcement = page
    .getByRole("region", { name: "Ankündigungen" })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(announcement.getByText("Entwurf")).toBeVisible();
  await announcement.getByRole("button", { name: `Bearbeiten: ${title}` }).click();
  dialog = page.getByRole("dialog", { name: "Ankündigung bearbeiten" });
  await dialog.getByRole("checkbox", { name: "Veröffentlichen (für Mitglieder sichtbar)" }).click();
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(announcement.getByText("Veröffentlicht")).toBeVisible();

  const board = page.getByRole("region", { name: "Pinnwand" });
  await board.getByRole("button", { name: "Neuer Pinnwand-Eintrag" }).click();
  dialog = page.getByRole("dialog", { name: "Neuer Pinnwand-Eintrag" });
  await dialog.getByLabel("Kategorie").selectOption({ label: "Angebot" });
  await dialog.getByLabel("Titel (Deutsch)").fill(`Tauschbörse ${stamp}`);
  await dialog.getByLabel("Text (Deutsch)").fill("Bücher zum Thema Sinn.");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  const entry = board.getByRole("listitem").filter({ hasText: `Tauschbörse ${stamp}` });
  await expect(entry.getByText("Team")).toBeVisible();
  await entry.getByRole("button", { name: `Löschen: Tauschbörse ${stamp}` }).click();
  await page
    .getByRole("dialog", { name: "Wirklich löschen?" })
    .getByRole("button", { name: "Endgültig löschen" })
    .click();
  await expect(page.getByText("Eintrag erfolgreich gelöscht")).toBeVisible();
  await expect(entry).toHaveCount(0);

  await announcement.getByRole("button", { name: `Löschen: ${title}` }).click();
  await page
    .getByRole("dialog", { name: "Wirklich löschen?" })
    .getByRole("button", { name: "Endgültig löschen" })
    .click();
  await expect(page.getByText("Ankündigung erfolgreich gelöscht")).toBeVisible();
});

test("English, 375 px: the event dialog fits the screen and passes axe", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await pickLanguage(page, "en");
  await page.goto("/admin/events");
  await page.getByRole("button", { name: "New event" }).click();
  await expect(page.getByRole("dialog", { name: "New event" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxe(page, page.url());
});
