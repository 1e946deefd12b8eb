import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { totpCode, totpFromUri } from "@/server/test/totp";
import { linksIn, waitForMail } from "./smtp-sink";

export { totpFromUri };

/**
 * Admins in end-to-end tests, as the product makes them (decision 170): an ADMIN_EMAILS address becomes
 * admin once it is verified (the verification mail comes through the SMTP sink), and an admin acts as
 * one only with two-factor sign-in on (switched on through the real API, with a code computed here
 * from the secret as an authenticator app would). No test-only switch in the server.
 *
 * Everything here takes an APIRequestContext, so a Playwright setup project can call it and save the
 * storage state; `page.request` works too (its cookies are the page's).
 */

const PASSWORD = "secret123";

type AdminRecord = { totpURI: string; used: string[] };

/** Where the run keeps an admin's authenticator secret, so every worker can sign that admin in. */
function recordFile(email: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const dir = path.join(dataDir, "e2e-admins");
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${email}.json`);
}

function readRecord(email: string): AdminRecord | null {
  const file = recordFile(email);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as AdminRecord) : null;
}

function writeRecord(email: string, record: AdminRecord) {
  const file = recordFile(email);
  writeFileSync(`${file}.tmp`, JSON.stringify(record));
  renameSync(`${file}.tmp`, file);
}

const headers = (baseURL: string) => ({ origin: baseURL });

/** Opens the verification link of the newest verification mail to `email` with `request`. */
export async function verifyEmailViaSink(request: APIRequestContext, email: string, after: Date) {
  const mail = await waitForMail({ to: email, subject: /bestätige|confirm/i, after });
  const link = linksIn(mail).find((url) => url.includes("/verify-email"));
  if (!link) throw new Error(`no verification link in the mail to ${email}`);
  const url = new URL(link);
  const res = await request.get(`${url.pathname}${url.search}`);
  if (!res.ok()) throw new Error(`verification failed: ${res.status()}`);
}

/** Switches two-factor on for the signed-in `request`; answers the secret's URI and the backup codes. */
export async function enableTwoFactorViaApi(
  request: APIRequestContext,
  baseURL: string,
  password = PASSWORD,
) {
  const started = await request.post("/api/auth/two-factor/enable", {
    data: { password },
    headers: headers(baseURL),
  });
  if (!started.ok()) throw new Error(`two-factor enable failed: ${started.status()} ${await started.text()}`);
  const { totpURI, backupCodes } = (await started.json()) as { totpURI: string; backupCodes: string[] };
  const confirmed = await request.post("/api/auth/two-factor/verify-totp", {
    data: { code: totpFromUri(totpURI) },
    headers: headers(baseURL),
  });
  if (!confirmed.ok()) throw new Error(`two-factor confirm failed: ${confirmed.status()}`);
  return { totpURI, backupCodes };
}

/**
 * A code for the account that has not signed it in yet: the server refuses a used code for as long
 * as it could be valid, and accepts the codes of the previous, current and next 30 s. When all three
 * are used (many sign-ins of one admin in half a minute), waits for the next one.
 */
async function freshCode(email: string, record: AdminRecord): Promise<string> {
  for (;;) {
    for (const offset of [0, 1, -1]) {
      const code = totpFromUri(record.totpURI, { offset });
      if (!record.used.includes(code)) {
        writeRecord(email, { ...record, used: [...record.used.slice(-20), code] });
        return code;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
  }
}

/** Password, then the code: signs `request` in as an account with two-factor on. */
export async function signInWithTwoFactor(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  totpURI: string,
  password = PASSWORD,
) {
  const res = await request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: headers(baseURL),
  });
  if (!res.ok()) throw new Error(`sign-in of ${email} failed: ${res.status()} ${await res.text()}`);
  const record = readRecord(email) ?? { totpURI, used: [] };
  const code = await freshCode(email, { ...record, totpURI });
  const verified = await request.post("/api/auth/two-factor/verify-totp", {
    data: { code },
    headers: headers(baseURL),
  });
  if (!verified.ok())
    throw new Error(`code step of ${email} failed: ${verified.status()} ${await verified.text()}`);
}

/**
 * Signs `request` in as an admin ready to use the admin area. The first caller in the run registers
 * the ADMIN_EMAILS address, verifies it through the SMTP sink and switches two-factor on; later callers
 * (other workers too) wait for that and sign in with password and code.
 */
export async function signInAsReadyAdmin(request: APIRequestContext, baseURL: string, email: string) {
  const before = new Date();
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: "Admin", ageConfirmed: true },
    headers: headers(baseURL),
  });
  const created =
    signUp.ok() && ((await signUp.json()) as { user?: { email?: string } }).user?.email === email;
  if (created && !readRecord(email)) {
    await verifyEmailViaSink(request, email, before);
    const { totpURI } = await enableTwoFactorViaApi(request, baseURL);
    writeRecord(email, { totpURI, used: [] });
    return;
  }
  // Registered already (by another worker, perhaps just now): wait for its two-factor setup.
  const deadline = Date.now() + 60_000;
  let record = readRecord(email);
  while (!record) {
    if (Date.now() > deadline) throw new Error(`the admin ${email} was never set up`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    record = readRecord(email);
  }
  await signInWithTwoFactor(request, baseURL, email, record.totpURI);
}

/** The current code for a secret, `offset` periods away (for tests that type it into the page). */
export function codeFor(totpURI: string, offset = 0): string {
  return totpFromUri(totpURI, { offset });
}

export { totpCode };
