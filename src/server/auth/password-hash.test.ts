import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/server/auth/password-hash";

describe("password hashing on Node's scrypt", () => {
  it("verifies hashes better-auth wrote before, and better-auth verifies ours", async () => {
    const old = await betterAuthHash("Grüße-123");
    expect(await verifyPassword({ hash: old, password: "Grüße-123" })).toBe(true);
    expect(await verifyPassword({ hash: old, password: "Grüsse-123" })).toBe(false);
    const ours = await hashPassword("secret123");
    expect(await betterAuthVerify({ hash: ours, password: "secret123" })).toBe(true);
  });

  it("salts every hash and refuses a malformed one", async () => {
    const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: "no-colon", password: "same" })).toBe(false);
    expect(await verifyPassword({ hash: `${a.split(":")[0]}:abcd`, password: "same" })).toBe(false);
  });
});
