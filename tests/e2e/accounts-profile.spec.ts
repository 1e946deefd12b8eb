import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";
import { newUser, pickLanguage, registerViaApi } from "./support/users";

const copy = {
  de: {
    title: "Dein Profil",
    name: "Vorname oder Benutzername",
    language: "Sprache",
    save: "Speichern",
    saved: "Deine Angaben wurden gespeichert",
    reminder: "Schick mir eine E-Mail, wenn meine nächste Woche empfohlen ist.",
    download: "Meine Daten herunterladen",
    deleteOpen: "Konto löschen …",
    dialog: "Konto wirklich löschen?",
    dialogPassword: "Dein Passwort zur Bestätigung",
    confirm: "Endgültig löschen",
    wrongPassword: "Das Passwort ist nicht korrekt",
    deleted: "Dein Konto und alle deine Daten wurden gelöscht",
    invalid: "Ungültige E-Mail-Adresse oder Passwort",
  },
  en: {
    title: "Your profile",
    name: "First name or username",
    language: "Language",
    save: "Save",
    saved: "Your details have been saved",
    reminder: "Send me an e-mail when my next week is recommended.",
    download: "Download my data",
    deleteOpen: "Delete account …",
    dialog: "Really delete your account?",
    dialogPassword: "Your password to confirm",
    confirm: "Delete for good",
    wrongPassword: "The password is not correct",
    deleted: "Your account and all your data have been deleted",
    invalid: "Invalid e-mail address or password",
  },
} as const;

/**
 * In German, switching to English and back on the way: the page is swept in both languages by
 * a11y-sweep.spec.ts, and de and en catalogs are kept key for key by catalogs.test.ts.
 */
for (const lang of ["de"] as const) {
  const c = copy[lang];
  const other = lang === "de" ? "en" : "de";

  test(`profile (${lang}): rename, reminder, switch language, export with a reflection, delete`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await pickLanguage(page, lang);
    const user = newUser(`profile-${lang}`);
    await registerViaApi(page.request, user, baseURL!, lang);
    const reflection = `Was mich trägt (${lang}): Neugier & <Mut>`;
    const put = await page.request.put("/api/journey/weeks/1/entries", {
      data: { changes: [{ field: "reflection", value: reflection, baseVersion: 0 }] },
      headers: { origin: baseURL! },
    });
    expect(put.status(), await put.text()).toBe(200);

    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByText(user.email).first()).toBeVisible();

    await page.getByLabel(c.name).fill("  Kim Neu  ");
    await page.getByRole("button", { name: c.save }).click();
    await expect(page.getByText(c.saved)).toBeVisible();
    expect((await (await page.request.get("/api/me")).json()).profile.fullName).toBe("Kim Neu");

    await page.getByText(c.reminder).click();
    await expect(page.getByRole("checkbox", { name: c.reminder })).toBeChecked();
    await expect
      .poll(async () => (await (await page.request.get("/api/profile")).json()).settings.weeklyReminder)
      .toBe(true);

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: c.download }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("purpose-journey-my-data.json");
    const data = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(data.user.email).toBe(user.email);
    expect(data.tables.profiles[0]).toMatchObject({ full_name: "Kim Neu" });
    expect(data.tables.journey_entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "reflection", value: reflection })]),
    );
    expect(JSON.stringify(data)).not.toContain(user.password);

    // Switching the language changes the page at once and is stored on the profile.
    await page.getByRole("main").getByLabel(c.language).selectOption(other);
    await page.getByRole("button", { name: c.save }).click();
    await expect(page.getByRole("heading", { level: 1, name: copy[other].title })).toBeVisible();
    // The notice speaks the language just chosen, not the one the form was rendered in.
    await expect(page.getByText(copy[other].saved)).toBeVisible();
    expect((await (await page.request.get("/api/me")).json()).profile.language).toBe(other);
    await page.getByRole("main").getByLabel(copy[other].language).selectOption(lang);
    await page.getByRole("button", { name: copy[other].save }).click();
    await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();

    await page.getByRole("button", { name: c.deleteOpen }).click();
    const dialog = page.getByRole("dialog", { name: c.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(c.dialogPassword).fill("not-my-password");
    await dialog.getByRole("button", { name: c.confirm }).click();
    await expect(dialog.getByText(c.wrongPassword)).toBeVisible();
    await dialog.getByLabel(c.dialogPassword).fill(user.password);
    await dialog.getByRole("button", { name: c.confirm }).click();
    await expect(page.getByText(c.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect((await (await page.request.get("/api/me")).json()).user).toBeNull();

    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email: user.email, password: user.password },
      headers: { origin: baseURL! },
    });
    expect(signIn.status()).toBe(401);
  });
}

test("sign-out in one tab is seen by the other tab", async ({ context, baseURL }) => {
  const first = await context.newPage();
  await registerViaApi(first.request, newUser("tabs"), baseURL!);
  await first.goto("/profile");
  await expect(first.getByRole("heading", { level: 1, name: "Dein Profil" })).toBeVisible();
  // The heading is in the server's page; the tab listens for sign-outs only once it has hydrated (an
  // effect, `useSessionSync`).
  const second = await context.newPage();
  await second.goto("/");
  await second.getByRole("button", { name: "Abmelden" }).first().click();
  await expect(second.getByText("Erfolgreich abgemeldet")).toBeVisible();
  // The first tab notices without a reload and leaves the signed-in page.
  await expect(first).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
});
