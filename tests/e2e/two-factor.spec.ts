import type { Page } from "@playwright/test";
import { base32Decode, totpCode } from "@/server/test/totp";
import { expectNoSeriousAxe } from "./support/a11y";
import { STATES } from "./support/states";
import { expect, test } from "./support/test";
import { signInWithTwoFactor } from "./support/two-factor";
import { newUser, pickLanguage, registerViaApi } from "./support/users";

/**
 * Two-factor sign-in (decision 170): one run German at 375 px, the other English at 1280 px — both
 * languages and both widths, not a 4× matrix (team brief). The server-side rules have their Vitest
 * tests (src/server/auth/two-factor.test.ts); here what needs a browser: the screens and the flow.
 */
// Whole flows with several page loads and sign-ins; a busy machine needs more than the default.
test.describe.configure({ timeout: 150_000 });

const RUNS = [
  { language: "de", width: 375 },
  { language: "en", width: 1280 },
] as const;

const COPY = {
  de: {
    setupHeading: "Zwei-Faktor-Anmeldung einrichten",
    password: "Dein Passwort",
    continue: "Weiter",
    qr: "QR-Code für deine Authenticator-App",
    code: "6-stelliger Code aus der App",
    confirm: "Bestätigen und einschalten",
    codes: "Deine Backup-Codes",
    saved: "Ich habe meine Backup-Codes sicher aufbewahrt.",
    done: "Fertig",
    overview: "Übersicht",
    logout: "Abmelden",
    notices: "Benachrichtigungen",
    email: "E-Mail-Adresse",
    loginPassword: "Passwort",
    login: "Anmelden",
    codeHeading: "Bestätigungscode",
    codeField: "6-stelliger Code",
    useBackup: "Stattdessen einen Backup-Code verwenden",
    backupField: "Backup-Code",
    verify: "Bestätigen",
    profileSection: "Zwei-Faktor-Anmeldung",
    enable: "Zwei-Faktor-Anmeldung einschalten",
    on: "Eingeschaltet",
    devices: "Deine Geräte",
    thisDevice: "Dieses Gerät",
    signOutPhone: "Safari auf iOS abmelden",
    signedOut: "Gerät abgemeldet",
  },
  en: {
    setupHeading: "Set up two-factor sign-in",
    password: "Your password",
    continue: "Continue",
    qr: "QR code for your authenticator app",
    code: "6-digit code from the app",
    confirm: "Confirm and switch on",
    codes: "Your backup codes",
    saved: "I have stored my backup codes safely.",
    done: "Done",
    overview: "Overview",
    logout: "Sign out",
    notices: "Notifications",
    email: "E-mail address",
    loginPassword: "Password",
    login: "Sign in",
    codeHeading: "Verification code",
    codeField: "6-digit code",
    useBackup: "Use a backup code instead",
    backupField: "Backup code",
    verify: "Verify",
    profileSection: "Two-factor sign-in",
    enable: "Switch on two-factor sign-in",
    on: "On",
    devices: "Your devices",
    thisDevice: "This device",
    signOutPhone: "Sign out Safari on iOS",
    signedOut: "Device signed out",
  },
} as const;

type Copy = (typeof COPY)[keyof typeof COPY];

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/**
 * Walks through the setup screen as a person with an authenticator app would: password, the QR code
 * (an app would scan it; the key is read from the text beside it), a code, the backup codes.
 * Answers the key and the backup codes.
 */
async function setUpTwoFactor(page: Page, c: Copy, password: string) {
  await page.getByLabel(c.password).fill(password);
  await page.getByRole("button", { name: c.continue }).click();
  await expect(page.getByRole("img", { name: c.qr })).toBeVisible();
  const secret = (await page.locator("code").first().innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel(c.code).fill(totpCode(base32Decode(secret)));
  await page.getByRole("button", { name: c.confirm }).click();
  const codes = page.getByRole("list", { name: c.codes }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const backupCodes = await codes.allInnerTexts();
  const done = page.getByRole("button", { name: c.done });
  await expect(done).toBeDisabled();
  await page.getByLabel(c.saved).check();
  await done.click();
  return { secret, backupCodes };
}

async function signOut(page: Page, c: Copy) {
  // The last step's toast is still on screen: below the header, so the button takes the press.
  await expect(page.getByRole("region", { name: c.notices }).getByRole("listitem")).not.toHaveCount(0);
  await page.getByRole("button", { name: c.logout }).first().click();
  await expect(page).toHaveURL(/\/$/);
}

async function passwordStep(page: Page, c: Copy, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel(c.email).fill(email);
  await page.getByLabel(c.loginPassword, { exact: true }).fill(password);
  await page.getByRole("button", { name: c.login, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: c.codeHeading })).toBeVisible();
}

for (const { language, width } of RUNS) {
  const c = COPY[language];

  test(`${language}, ${width} px: an admin is led through two-factor setup, then signs in with password and code`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await pickLanguage(page, language);
    const user = newUser(`tfa-admin-${language}`);
    await registerViaApi(page.request, user, baseURL!, language);
    // The team's admin makes the new member an admin (the role alone, no second factor yet).
    const team = await browser.newContext({ storageState: STATES.admin });
    const teamPage = await team.newPage();
    const me = await page.request.get("/api/me");
    const userId = ((await me.json()) as { user: { id: string } }).user.id;
    const granted = await teamPage.request.put(`/api/admin/users/${userId}/admin`, {
      data: { admin: true },
      headers: { origin: baseURL! },
    });
    expect(granted.ok()).toBe(true);
    await team.close();

    // The admin area opens only after the setup.
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: c.setupHeading })).toBeVisible();
    expect((await page.request.get("/api/admin/overview")).status()).toBe(403);
    await expectNoSeriousAxe(page, `two-factor setup (${language})`);
    const { secret } = await setUpTwoFactor(page, c, user.password);
    await expect(page.getByRole("heading", { level: 1, name: c.overview })).toBeVisible();

    await signOut(page, c);
    await passwordStep(page, c, user.email, user.password);
    await expectNoSeriousAxe(page, `code step (${language})`);
    // The next period's code: the one typed at the setup may still be the current one.
    await page.getByLabel(c.codeField).fill(totpCode(base32Decode(secret), { offset: 1 }));
    await page.getByLabel(c.codeField).press("Enter");
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: c.overview })).toBeVisible();
  });

  test(`${language}, ${width} px: a member switches it on in the profile, signs in with a backup code and signs out another device`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await pickLanguage(page, language);
    const user = newUser(`tfa-member-${language}`);
    await registerViaApi(page.request, user, baseURL!, language);

    await page.goto("/profile");
    const section = page.getByRole("region", { name: c.profileSection });
    await section.getByRole("button", { name: c.enable }).click();
    const { secret, backupCodes } = await setUpTwoFactor(page, c, user.password);
    await expect(section.getByText(c.on, { exact: true })).toBeVisible();

    // Signing in again asks for the code; a backup code does it too.
    await signOut(page, c);
    await passwordStep(page, c, user.email, user.password);
    await page.getByRole("button", { name: c.useBackup }).click();
    await page.getByLabel(c.backupField).fill(backupCodes[0]!);
    await page.getByRole("button", { name: c.verify, exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);

    // Another device: a phone signs in with password and code.
    const phone = await playwright.request.newContext({ baseURL, userAgent: IPHONE });
    await signInWithTwoFactor(
      phone,
      baseURL!,
      user.email,
      `otpauth://totp/x?secret=${secret}`,
      user.password,
    );
    expect(((await (await phone.get("/api/me")).json()) as { user: unknown }).user).not.toBeNull();

    await page.goto("/profile");
    const devices = page.getByRole("region", { name: c.devices });
    await expect(devices.getByText(c.thisDevice)).toBeVisible();
    await devices.getByRole("button", { name: c.signOutPhone }).click();
    await expect(page.getByText(c.signedOut)).toBeVisible();
    await expect(devices.getByRole("button", { name: c.signOutPhone })).toHaveCount(0);
    expect(((await (await phone.get("/api/me")).json()) as { user: unknown }).user).toBeNull();
    await phone.dispose();
  });
}
