import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  });
});
