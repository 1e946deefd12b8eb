import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * "Has this browser signed in to this account before?" without storing anything about devices on the
 * server (decision 173): after a sign-in the browser keeps a cookie with a token per account, a random
 * nonce and its HMAC with the account id. A sign-in whose browser holds no valid token for the account
 * is a new device, and the member gets a mail. A browser keeps the tokens of its last few accounts.
 */
export const KNOWN_DEVICE_COOKIE = "pj_device";
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const MAX_TOKENS = 4;

const sign = (secret: string, userId: string, nonce: string) =>
  createHmac("sha256", secret).update(`known-device:${userId}:${nonce}`).digest("base64url");

function tokensOf(cookie: string | null | undefined): string[] {
  return (cookie ?? "")
    .split("~")
    .filter((token) => /^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/.test(token))
    .slice(0, MAX_TOKENS);
}

function belongsTo(token: string, userId: string, secret: string): boolean {
  const [nonce, mac] = token.split(".") as [string, string];
  const expected = Buffer.from(sign(secret, userId, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function isKnownDevice(cookie: string | null | undefined, userId: string, secret: string): boolean {
  return tokensOf(cookie).some((token) => belongsTo(token, userId, secret));
}

/** The cookie's new value: this account's token first, the browser's other accounts after it. */
export function rememberDevice(cookie: string | null | undefined, userId: string, secret: string): string {
  const others = tokensOf(cookie).filter((token) => !belongsTo(token, userId, secret));
  const nonce = randomBytes(12).toString("base64url");
  return [`${nonce}.${sign(secret, userId, nonce)}`, ...others].slice(0, MAX_TOKENS).join("~");
}
