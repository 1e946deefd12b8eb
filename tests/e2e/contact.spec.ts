import { expect, test } from "./support/test";
import { pickLanguage } from "./support/users";

test("contact form: field errors in German, HTML stays text, success promises a reply in 1–3 business days", async ({
  page,
}) => {
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await page.goto("/kontakt");
  await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
  await expect(page.getByText("Antwort innerhalb von 1–3 Werktagen", { exact: true })).toBeVisible();

  const send = page.getByRole("button", { name: "Nachricht senden" });
  await send.click();
  await expect(page.getByText("Bitte gib deinen Namen an")).toBeVisible();
  await expect(page.getByText("E-Mail-Adresse ist erforderlich")).toBeVisible();
  await expect(page.getByText("Bitte schreib uns eine Nachricht")).toBeVisible();

  await page.getByLabel("Dein Name").fill('<img src=x onerror="alert(1)">Mara');
  await page.getByLabel("Deine E-Mail-Adresse").fill("mara@");
  await page.getByLabel("Deine Nachricht").fill("x".repeat(5001));
  await send.click();
  await expect(page.getByText("Gültige E-Mail-Adresse erforderlich")).toBeVisible();
  await expect(page.getByText("Die Nachricht darf höchstens 5000 Zeichen lang sein")).toBeVisible();
  await expect(page.getByText("5001 von 5000 Zeichen")).toBeVisible();

  const email = `contact-${crypto.randomUUID().slice(0, 8)}@e2e.test`;
  await page.getByLabel("Deine E-Mail-Adresse").fill(email);
  await page.getByLabel("Deine Nachricht").fill('<script>alert("x")</script> Hallo!');
  const response = page.waitForResponse((res) => res.url().endsWith("/api/contact"));
  await send.click();
  expect((await response).status()).toBe(201);
  await expect(page.getByRole("status")).toContainText("Danke für deine Nachricht!");
  await expect(page.getByRole("status")).toContainText(`innerhalb von 1–3 Werktagen an ${email}`);
  expect(dialogs).toBe(0);
});

test("contact form in English", async ({ page }) => {
  await pickLanguage(page, "en");
  await page.goto("/kontakt");
  await expect(page.getByText("Reply within 1–3 business days", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(page.getByText("Please write us a message")).toBeVisible();
});
