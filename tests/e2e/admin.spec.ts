import AxeBuilder from "@axe-core/playwright";
import { type APIRequest, expect, type Page, test } from "@playwright/test";
import { newUser, registerViaApi, signInAsAdmin, useLanguage } from "./support/users";

// Each test walks several admin pages and runs axe on them.
test.describe.configure({ timeout: 240_000 });

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

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
  await signInAsAdmin(page, baseURL!);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
  await expect(page.getByText("Mitglieder", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nutzung, letzte 30 Tage" })).toBeVisible();
  await expect(
    page.getByRole("img", { name: /^Registrierungen: \d+ in den letzten 30 Tagen$/ }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The sidebar's state survives a reload (cookie) and Ctrl+B toggles it.
  const toggle = page.getByRole("button", { name: "Seitenleiste ein- oder ausblenden" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Control+b");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await page.reload();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Control+b");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");

  const nav = page.getByRole("navigation", { name: "Adminbereich" });
  await nav.getByRole("link", { name: "Benutzer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Benutzer" })).toBeVisible();
  const search = page.getByLabel("Nach Name, E-Mail oder ID suchen");
  await search.fill(`mila moderat ${suffix}`.toUpperCase());
  const card = page.getByRole("listitem").filter({ hasText: member.email });
  await expect(card).toBeVisible();
  await expect(card.getByText("Begonnene Wochen")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

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
  await expectNoSeriousAxeViolations(page);
});

test("English, 375 px: the sidebar is a drawer that Ctrl+B opens; pages pass axe", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await useLanguage(page, "en");
  await signInAsAdmin(page, baseURL!);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin area" })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.keyboard.press("Control+b");
  const drawer = page.getByRole("dialog", { name: "Admin area" });
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await page.getByRole("button", { name: "Admin menu" }).click();
  await drawer.getByRole("link", { name: "Users" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await expect(page.getByLabel("Search by name, e-mail or ID")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: "Admin menu" }).click();
  await drawer.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByLabel("Kind")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
