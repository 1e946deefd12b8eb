import type { APIRequestContext, Page } from "@playwright/test";
import { signInAsReadyAdmin } from "./two-factor";

export type TestUser = { email: string; password: string; name: string };

export function newUser(prefix = "member"): TestUser {
  return {
    email: `${prefix}-${crypto.randomUUID().slice(0, 8)}@e2e.test`,
    password: "secret123",
    name: "Mara Muster",
  };
}

/**
 * Registers through the API; with the page's request context the browser is signed in afterwards.
 * `language` becomes the profile's language, which follows the user to every device after sign-in.
 */
export async function registerViaApi(
  request: APIRequestContext,
  user: TestUser,
  baseURL: string,
  language?: "de" | "en",
) {
  const res = await request.post("/api/auth/sign-up/email", {
    data: { email: user.email, password: user.password, name: user.name, ageConfirmed: true, language },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
}

export async function signInViaApi(page: Page, user: TestUser, baseURL: string) {
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
}

/** Sets the interface language before the app loads, as a returning visitor's browser would have it. */
/** The browser's language choice as the language selector keeps it: local storage and the server's cookie. */
export async function pickLanguage(page: Page, language: "de" | "en") {
  await page.addInitScript((lang) => localStorage.setItem("pj.language", lang), language);
  // playwright.config.ts serves the app on 127.0.0.1.
  await page.context().addCookies([{ name: "pj_language", value: language, domain: "127.0.0.1", path: "/" }]);
}

/**
 * The e2e server's ADMIN_EMAILS (playwright.config.ts). Such an address becomes admin once verified,
 * and an admin needs two-factor sign-in: support/two-factor.ts makes it ready. The setup project
 * (tests/e2e/auth.setup.ts) signs it in once per run and keeps the state (tests/e2e/support/states.ts);
 * tests use that state instead of signing in themselves.
 */
export const E2E_ADMINS = { main: "admin@e2e.test" } as const;

/** Signs the page in as the run's admin: registered, verified and with two-factor on at the first call. */
export async function signInAsAdmin(page: Page, baseURL: string) {
  await signInAsReadyAdmin(page.request, baseURL, E2E_ADMINS.main);
}
