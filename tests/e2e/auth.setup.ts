import { expect, test as setup } from "@playwright/test";
import { makeDeepMember } from "./support/a11y";
import { READ_ONLY_MEMBER, STATES } from "./support/states";
import { E2E_ADMINS, signInAsAdmin } from "./support/users";

// Runs once before every other test (the "setup" project in playwright.config.ts).
setup("the admin's signed-in state", async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  const me = await (await page.request.get("/api/me")).json();
  expect(me.user?.email, "the setup admin is signed in").toBe(E2E_ADMINS.main);
  expect(me.isAdmin, "the setup admin holds the admin role").toBe(true);
  await page.context().storageState({ path: STATES.admin });
});

setup("the read-only Deep member's signed-in state", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await makeDeepMember(request, baseURL!, READ_ONLY_MEMBER);
  const me = await (await request.get("/api/me")).json();
  expect(me.profile?.subscriptionType, "the read-only member is on Deep").toBe("deep");
  await request.storageState({ path: STATES.member });
  await request.dispose();
});
