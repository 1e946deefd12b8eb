import { createHmac } from "node:crypto";

/**
 * RFC 6238 time-based codes, computed the way an authenticator app does, for tests that sign in with
 * a second factor (Vitest and Playwright). Independent of better-auth's implementation on purpose.
 */
export function base32Decode(value: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let buffer = 0;
  const bytes: number[] = [];
  for (const char of value.replace(/=+$/, "").toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    buffer = (buffer << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The code for `key` at `at` (default: now), `offset` periods away. */
export function totpCode(key: Buffer | string, options: { at?: number; offset?: number } = {}): string {
  const counter = Math.floor((options.at ?? Date.now()) / 30_000) + (options.offset ?? 0);
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", typeof key === "string" ? Buffer.from(key, "utf8") : key)
    .update(message)
    .digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

/** The code for the secret of an otpauth:// URI, as an app that scanned the QR code shows it. */
export function totpFromUri(uri: string, options: { at?: number; offset?: number } = {}): string {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${uri}`);
  return totpCode(base32Decode(secret), options);
}
