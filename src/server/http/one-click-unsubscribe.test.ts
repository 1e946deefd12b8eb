import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";
import { apiPaths } from "@/shared/routes";

/**
 * Issue 50, finding 1: every one-click address a mail's List-Unsubscribe header names takes the request
 * a mail client sends (RFC 8058): a POST with the form body "List-Unsubscribe=One-Click", no Origin, no
 * cookie. A forged token reaches the handler and is refused there (400), not by the origin check (403).
 * The valid token's effect is tested per kind where its mail is made (notifications, member and
 * subscriber reminders).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`one-click unsubscribe on ${testDialectName}`, () => {
  for (const [name, path] of Object.entries(apiPaths)) {
    it(`${name}: a mail client's one-click POST reaches the handler`, async () => {
      const res = await t.app.request(`${path}?token=forged`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: expect.stringMatching(/token/) } });
    });
  }
});
