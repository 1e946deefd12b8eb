import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import pg from "pg";
import { linksIn, waitForMail } from "./support/smtp-sink";
import { expect, test } from "./support/test";
import { newUser, pickLanguage, registerViaApi } from "./support/users";

const copy = {
  de: {
    name: "Vorname oder Benutzername",
    email: "E-Mail-Adresse",
    password: "Passwort",
    confirm: "Passwort bestätigen",
    age: "Ich bin mindestens 16 Jahre alt.",
    create: "Konto erstellen",
    registered: "Erfolgreich registriert und angemeldet",
    signOut: "Abmelden",
    signedOut: "Erfolgreich abgemeldet",
    signIn: "Anmelden",
    signedIn: "Erfolgreich angemeldet",
    lockTitle: "Zu viele Anmeldeversuche",
    lockText: "Bitte warten Sie 5 Minuten bevor Sie es erneut versuchen.",
    invalid: "Ungültige E-Mail-Adresse oder Passwort",
    forgotLink: "Passwort vergessen?",
    forgotTitle: "Passwort vergessen",
    sendLink: "Link senden",
    sentTitle: "Schau in dein Postfach",
    mailSubject: /Passwort für Purpose Journey zurücksetzen/,
    newPassword: "Neues Passwort",
    confirmNew: "Neues Passwort bestätigen",
    save: "Passwort speichern",
    done: "Passwort geändert",
    countdown: /Weiterleitung zur Anmeldung in 3 Sekunden/,
    invalidLink: "Ungültiger Link",
    requestNew: "Neuen Link anfordern",
    mismatch: "Die Passwörter stimmen nicht überein",
    resetMismatch: "Die Passwörter stimmen nicht überein",
  },
  en: {
    name: "First name or username",
    email: "E-mail address",
    password: "Password",
    confirm: "Confirm password",
    age: "I am at least 16 years old.",
    create: "Create account",
    registered: "Registered and signed in successfully",
    signOut: "Sign out",
    signedOut: "Signed out successfully",
    signIn: "Sign in",
    signedIn: "Signed in successfully",
    lockTitle: "Too many sign-in attempts",
    lockText: "Please wait 5 minutes before you try again.",
    invalid: "Invalid e-mail address or password",
    forgotLink: "Forgot your password?",
    forgotTitle: "Forgot your password",
    sendLink: "Send link",
    sentTitle: "Check your inbox",
    mailSubject: /Reset your Purpose Journey password/,
    newPassword: "New password",
    confirmNew: "Confirm new password",
    save: "Save password",
    done: "Password changed",
    countdown: /Taking you to sign-in in 3 seconds/,
    invalidLink: "Invalid link",
    requestNew: "Request a new link",
    mismatch: "The passwords do not match",
    resetMismatch: "Passwords don't match",
  },
} as const;

type Lang = keyof typeof copy;

async function signInThroughForm(page: Page, lang: Lang, email: string, password: string) {
  const c = copy[lang];
  await page.getByLabel(c.email).fill(email);
  await page.getByLabel(c.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: c.signIn, exact: true }).last().click();
}

/**
 * Each flow runs in one language, the languages taking turns: every page is swept in both languages by
 * a11y-sweep.spec.ts, de and en catalogs are kept key for key by catalogs.test.ts, and the mail's
 * language opening its link is tested in both (here and in a11y-states.spec.ts).
 */
const FLOW_LANGUAGE = { register: "de", lock: "en", reset: "de", expired: "en" } as const;

for (const lang of ["de", "en"] as const) {
  const c = copy[lang];

  test.describe(`accounts (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await pickLanguage(page, lang);
    });

    if (FLOW_LANGUAGE.register === lang)
      test("register → signed in → sign out → sign in", async ({ page }) => {
        const user = newUser(`reg-${lang}`);
        await page.goto("/register");
        await page.getByLabel(c.name).fill(`  ${user.name} `);
        await page.getByLabel(c.email).fill(`  ${user.email.toUpperCase()} `);
        await page.getByLabel(c.password, { exact: true }).fill(user.password);
        await page.getByLabel(c.confirm).fill("different1");
        await page.getByText(c.age).click();
        await page.getByRole("button", { name: c.create }).click();
        await expect(page.getByText(c.mismatch)).toBeVisible();
        await page.getByLabel(c.confirm).fill(user.password);
        await page.getByRole("button", { name: c.create }).click();
        await expect(page.getByText(c.registered, { exact: true })).toBeVisible();
        await expect(page).toHaveURL(/\/$/);

        const me = await (await page.request.get("/api/me")).json();
        expect(me.user.email).toBe(user.email);
        expect(me.profile).toMatchObject({ fullName: user.name, language: lang });

        // A signed-in user is sent away from /login and /register.
        await page.goto("/register");
        await expect(page).toHaveURL(/\/$/);

        await page.getByRole("button", { name: c.signOut }).first().click();
        await expect(page.getByText(c.signedOut, { exact: true })).toBeVisible();
        await expect(page).toHaveURL(/\/$/);

        await page.goto("/login");
        await signInThroughForm(page, lang, user.email, "wrong-password");
        await expect(page.getByLabel(c.password, { exact: true })).toHaveValue("");
        await expect(page.getByRole("alert").filter({ hasText: c.invalid })).toBeVisible();
        await signInThroughForm(page, lang, user.email, user.password);
        await expect(page.getByText(c.signedIn, { exact: true })).toBeVisible();
        await expect(page).toHaveURL(/\/$/);
      });

    if (FLOW_LANGUAGE.lock === lang)
      test("4 wrong passwords lock the form; a reload keeps the lock", async ({ page, baseURL }) => {
        const user = newUser(`lock-${lang}`);
        await registerViaApi(page.request, user, baseURL!);
        await page.request.post("/api/auth/sign-out", { headers: { origin: baseURL! }, data: {} });
        await page.goto("/login");
        for (let i = 0; i < 3; i++) {
          await signInThroughForm(page, lang, user.email, `wrong-${i}-pass`);
          // The answer has arrived once the form has cleared the password again.
          await expect(page.getByLabel(c.password, { exact: true })).toHaveValue("");
          await expect(page.getByRole("alert").filter({ hasText: c.invalid })).toBeVisible();
        }
        await signInThroughForm(page, lang, user.email, "wrong-4-pass");
        const banner = page
          .getByRole("alert")
          .filter({ hasText: c.lockText })
          .filter({ hasText: c.lockTitle });
        await expect(banner.first()).toBeVisible();
        const submit = page.locator("form").getByRole("button");
        await expect(submit).toBeDisabled();

        await page.reload();
        await expect(page.getByLabel(c.email)).toHaveValue(user.email);
        await expect(page.locator("form").getByRole("alert").filter({ hasText: c.lockTitle })).toBeVisible();
        await expect(page.locator("form").getByRole("button")).toBeDisabled();
        // The lock is per address: another address may still sign in.
        await page.getByLabel(c.email).fill(`other-${user.email}`);
        await expect(page.locator("form").getByRole("button")).toBeEnabled();
      });

    if (FLOW_LANGUAGE.reset === lang)
      test("forgot → mail → new password → countdown → sign in; the used link is invalid", async ({
        page,
        playwright,
        baseURL,
      }) => {
        const user = newUser(`reset-${lang}`);
        const api = await playwright.request.newContext({ baseURL });
        await registerViaApi(api, user, baseURL!, lang);
        await api.dispose();

        const requested = new Date(Date.now() - 1000);
        await page.goto("/login");
        await page.getByRole("link", { name: c.forgotLink }).click();
        // The link loads the page lazily; wait for it before typing, or the text lands on /login.
        await expect(page.getByRole("heading", { level: 1, name: c.forgotTitle })).toBeVisible();
        await page.getByLabel(c.email).fill(user.email.toUpperCase());
        await page.getByRole("button", { name: c.sendLink }).click();
        await expect(page.getByRole("heading", { level: 1, name: c.sentTitle })).toBeVisible();

        const mail = await waitForMail({ to: user.email, subject: c.mailSubject, after: requested });
        const link = linksIn(mail).find((l) => l.includes("/reset-password?token="));
        expect(link, "the mail carries a reset link").toBeTruthy();
        expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);

        await page.goto(link!);
        await page.getByLabel(c.newPassword, { exact: true }).fill("brandnew1");
        await page.getByLabel(c.confirmNew).fill("brandnew2");
        await page.getByRole("button", { name: c.save }).click();
        await expect(page.getByText(c.resetMismatch)).toBeVisible();
        await page.getByLabel(c.confirmNew).fill("brandnew1");
        await page.getByRole("button", { name: c.save }).click();
        await expect(page.getByRole("heading", { level: 1, name: c.done })).toBeVisible();
        await expect(page.getByText(c.countdown)).toBeVisible();
        await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

        await signInThroughForm(page, lang, user.email, user.password);
        await expect(page.getByLabel(c.password, { exact: true })).toHaveValue("");
        await expect(page.getByRole("alert").filter({ hasText: c.invalid })).toBeVisible();
        await signInThroughForm(page, lang, user.email, "brandnew1");
        await expect(page.getByText(c.signedIn, { exact: true })).toBeVisible();
        await expect(page).toHaveURL(/\/$/);

        await page.goto(link!);
        await expect(page.getByRole("heading", { level: 1, name: c.invalidLink })).toBeVisible();
        await page.getByRole("link", { name: c.requestNew }).click();
        await expect(page).toHaveURL(/\/forgot-password$/);
      });

    if (FLOW_LANGUAGE.expired === lang)
      test("an expired or missing reset link shows the invalid-link screen", async ({ page, baseURL }) => {
        const user = newUser(`expired-${lang}`);
        // The mail's link opens in the mail's language, which is the account's (decision 160).
        await registerViaApi(page.request, user, baseURL!, lang);
        const requested = new Date(Date.now() - 1000);
        await page.request.post("/api/auth/request-password-reset", {
          data: { email: user.email },
          headers: { origin: baseURL! },
        });
        const mail = await waitForMail({ to: user.email, after: requested });
        const link = linksIn(mail).find((l) => l.includes("/reset-password?token="))!;
        const token = new URL(link).searchParams.get("token")!;
        await expireResetToken(token);

        await page.goto(link);
        await expect(page.getByRole("heading", { level: 1, name: c.invalidLink })).toBeVisible();
        await page.goto("/reset-password");
        await expect(page.getByRole("heading", { level: 1, name: c.invalidLink })).toBeVisible();
      });
  });
}

/** Moves a reset token's expiry into the past in the e2e server's database (SQLite or PostgreSQL). */
async function expireResetToken(token: string) {
  const identifier = `reset-password:${token}`;
  const past = new Date(Date.now() - 60_000);
  const url = process.env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const result = await client.query('UPDATE verification SET "expiresAt" = $1 WHERE identifier = $2', [
        past,
        identifier,
      ]);
      expect(result.rowCount).toBe(1);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "purpose-journey.db"));
  try {
    const changed = db
      .prepare("UPDATE verification SET expiresAt = ? WHERE identifier = ?")
      .run(past.toISOString(), identifier);
    expect(changed.changes).toBe(1);
  } finally {
    db.close();
  }
}

test.describe("register with a plan", () => {
  test("shows the plan, keeps it for after sign-up, and offers the login link with the payment target", async ({
    page,
  }) => {
    const user = newUser("plan");
    await page.goto("/register?plan=core");
    await expect(page.getByText("Dein gewählter Plan: Core")).toBeVisible();
    await expect(page.getByRole("link", { name: "Anmelden", exact: true }).last()).toHaveAttribute(
      "href",
      `/login?redirectTo=${encodeURIComponent("/payment?plan=core")}`,
    );
    await page.getByLabel("Vorname oder Benutzername").fill(user.name);
    await page.getByLabel("E-Mail-Adresse").fill(user.email);
    await page.getByLabel("Passwort", { exact: true }).fill(user.password);
    await page.getByLabel("Passwort bestätigen").fill(user.password);
    await page.getByText("Ich bin mindestens 16 Jahre alt.").click();
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect(page).toHaveURL(/\/payment\?plan=core$/);
  });

  test("an unknown plan and over-long input get translated messages and store nothing", async ({ page }) => {
    await page.goto("/register?plan=gold");
    await expect(page.getByText("Diesen Plan gibt es nicht.", { exact: false })).toBeVisible();
    const email = `${"x".repeat(250)}@e2e.test`;
    await page.getByLabel("Vorname oder Benutzername").fill("n".repeat(81));
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByLabel("Passwort", { exact: true }).fill("p".repeat(129));
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect(page.getByText("Der Name darf höchstens 80 Zeichen lang sein")).toBeVisible();
    await expect(page.getByText("E-Mail-Adresse ist zu lang")).toBeVisible();
    await expect(page.getByText("Passwort ist zu lang")).toBeVisible();
    await expect(page.getByText("Bitte bestätige, dass du mindestens 16 Jahre alt bist")).toBeVisible();
    await expect(page).toHaveURL(/\/register\?plan=gold$/);
  });

  test("an address that is already registered is named on the form", async ({ page, baseURL }) => {
    const user = newUser("dupe");
    await registerViaApi(page.request, user, baseURL!);
    await page.request.post("/api/auth/sign-out", { headers: { origin: baseURL! }, data: {} });
    await page.goto("/register");
    await page.getByLabel("Vorname oder Benutzername").fill(user.name);
    await page.getByLabel("E-Mail-Adresse").fill(user.email);
    await page.getByLabel("Passwort", { exact: true }).fill(user.password);
    await page.getByLabel("Passwort bestätigen").fill(user.password);
    await page.getByText("Ich bin mindestens 16 Jahre alt.").click();
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect(page.getByText("Diese E-Mail-Adresse ist bereits registriert")).toBeVisible();
  });
});

test.describe("without JavaScript (decision 254)", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in form says it needs JavaScript and sends nothing, never into the address", async ({
    page,
  }) => {
    // No script runs, so there is no hydration to wait for.
    await page.goto("/login?redirectTo=%2Fdashboard", { waitUntil: "commit" });
    await expect(page.getByRole("alert")).toContainText("Dieses Formular braucht JavaScript");
    await expect(page.getByRole("button", { name: "Anmelden", exact: true })).toBeDisabled();
    await expect(page.getByLabel("Passwort", { exact: true })).not.toBeEditable();
    const sent: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/login") sent.push(`${request.method()} ${request.url()}`);
    });
    // Enter in a field sends a form only through an enabled submit button.
    await page.getByLabel("E-Mail-Adresse", { exact: true }).press("Enter");
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
    expect(page.url()).toMatch(/\/login\?redirectTo=%2Fdashboard$/);
  });
});
