import { scrypt, timingSafeEqual } from "node:crypto";

// better-auth's own format and parameters (salt:key in hex, scrypt N=16384 r=16 p=1, 64 bytes, NFKC), so
// hashes written before this change still verify. Its default runs scrypt in JavaScript on the event loop
// (about 300 ms per sign-in here, blocking every other request meanwhile); Node's scrypt runs in the
// thread pool in about half the time.
const N = 16384;
const r = 16;
const p = 1;
const KEY_LENGTH = 64;

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem: 128 * N * r * 2 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("hex");
  const key = await deriveKey(password, salt);
  return `${salt}:${key.toString("hex")}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [salt, key] = hash.split(":");
  if (!salt || !key) return false;
  const expected = Buffer.from(key, "hex");
  const actual = await deriveKey(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
