import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forwardedClient } from "@/server/http/client-ip";
import { createTestApp, type TestApp, uniqueEmail } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy the client is the X-Forwarded-For address, which lets a test act from two places.
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(async () => {
  await t?.close();
});

const STRANGER = "203.0.113.7";
const OWNER = "198.51.100.20";

function signIn(email: string, password: string, ip: string) {
  return t.client().json("/api/auth/sign-in/email", {
    body: { email, password },
    headers: { "x-forwarded-for": ip },
  });
}

/** Moves every recorded sign-in attempt for the address back in time. */
async function age(email: string, minutes: number) {
  const rows = await t.db.selectFrom("rate_limit_attempts").selectAll().execute();
  for (const row of rows) {
    if (!row.identifier.startsWith(email)) continue;
    const earlier = new Date(Date.parse(row.attempted_at) - minutes * 60_000).toISOString();
    await t.db
      .updateTable("rate_limit_attempts")
      .set({ attempted_at: earlier })
      .where("identifier", "=", row.identifier)
      .where("attempted_at", "=", row.attempted_at)
      .execute();
  }
}

describe("sign-in limit per e-mail and client", () => {
  it("does not count attempts during a lockout, so a stranger cannot extend it", async () => {
    const email = uniqueEmail("locked");
    expect((await t.client().signUp({ email })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(email, "wrong-pass", STRANGER)).status).toBe(401);
    expect((await signIn(email, "secret123", STRANGER)).status).toBe(429);

    // Ten minutes later the stranger keeps trying; none of it counts.
    await age(email, 10);
    for (let i = 0; i < 6; i++) expect((await signIn(email, "wrong-pass", STRANGER)).status).toBe(429);
    // Six minutes after that the first five attempts are out of the window: the lockout has ended.
    await age(email, 6);
    expect((await signIn(email, "secret123", STRANGER)).status).toBe(200);
  });

  it("counts only failed sign-ins: the sixth right one in 15 minutes signs in, the sixth wrong one is refused", async () => {
    const email = uniqueEmail("often");
    expect((await t.client().signUp({ email })).status).toBe(200);
    for (let i = 0; i < 6; i++)
      expect((await signIn(email, "secret123", OWNER)).status, `right ${i + 1}`).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await signIn(email, "wrong-pass", OWNER)).status, `wrong ${i + 1}`).toBe(401);
    const sixth = await signIn(email, "wrong-pass", OWNER);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe("RATE_LIMIT_EXCEEDED");
    // The spec's lockout itself is as before: the right password waits too.
    expect((await signIn(email, "secret123", OWNER)).status).toBe(429);
  }, 90_000);

  it("keeps the owner's own client free while a stranger is locked out", async () => {
    const email = uniqueEmail("owner");
    expect((await t.client().signUp({ email })).status).toBe(200);
    for (let i = 0; i < 5; i++) await signIn(email, "wrong-pass", STRANGER);
    expect((await signIn(email, "secret123", STRANGER)).status).toBe(429);
    expect((await signIn(email, "secret123", OWNER)).status).toBe(200);
  });

  it("caps the attempts on one address from all clients together", async () => {
    const email = uniqueEmail("spread");
    expect((await t.client().signUp({ email })).status).toBe(200);
    for (let i = 0; i < 20; i++) {
      expect((await signIn(email, "wrong-pass", `192.0.2.${i}`)).status).toBe(401);
    }
    const refused = await signIn(email, "secret123", "192.0.2.200");
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("RATE_LIMIT_EXCEEDED");
    // 21 password checks (scrypt): seconds each on a busy machine.
  }, 90_000);
});

describe("the client behind a proxy (second security probe, finding 4; docs/security.md)", () => {
  it("is the address the trusted proxy appended, never a hop the sender wrote", () => {
    expect(forwardedClient("203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClient("10.9.8.7, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClient(" 1.1.1.1 ,2.2.2.2,  203.0.113.7 ", 1)).toBe("203.0.113.7");
    // Two proxies: the outer one appended the client, the inner one the outer proxy.
    expect(forwardedClient("1.1.1.1, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
    // Fewer entries than proxies: the header did not come through all of them.
    expect(forwardedClient("203.0.113.7", 2)).toBeNull();
    expect(forwardedClient("203.0.113.7", 0)).toBeNull();
    expect(forwardedClient(undefined, 1)).toBeNull();
    expect(forwardedClient(" , ", 1)).toBeNull();
  });

  it("lets no forged first hop lock the owner out", async () => {
    const email = uniqueEmail("forged");
    expect((await t.client().signUp({ email })).status).toBe(200);
    // 20 wrong passwords, each with another first hop the stranger chose; the proxy appends the real one.
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await signIn(email, "wrong-pass", `10.66.${i}.1, ${STRANGER}`)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    expect((await signIn(email, "secret123", `10.66.99.1, ${STRANGER}`)).status).toBe(429);
    // The owner, from their own address, is not locked out.
    expect((await signIn(email, "secret123", OWNER)).status).toBe(200);
  }, 90_000);
});
