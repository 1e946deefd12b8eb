import { expect, test } from "@playwright/test";
import { newUser, registerViaApi } from "./support/users";

test("two tabs editing the same reflection: the second sees both versions and merges them", async ({
  context,
  page,
  baseURL,
}) => {
  test.slow();
  await registerViaApi(page.request, newUser("tabs"), baseURL!);
  const prompt = "Was hat dich beim Blick zurück überrascht, berührt oder bestärkt?";
  const saved = (p: typeof page) => p.getByRole("status").filter({ hasText: "Gespeichert" });

  await page.goto("/week/1");
  const other = await context.newPage();
  await other.goto("/week/1");
  await expect(other.getByLabel(prompt)).toHaveValue("");

  await page.getByLabel(prompt).fill("Aus Tab A");
  await expect(saved(page)).toBeVisible();

  // Tab B still holds the old version: its write must not silently replace Tab A's text.
  await other.getByLabel(prompt).fill("Aus Tab B");
  const notice = other
    .getByRole("alert")
    .filter({ hasText: "Dieser Eintrag wurde inzwischen woanders geändert" });
  await expect(notice).toBeVisible();
  await expect(notice.getByText("Aus Tab A")).toBeVisible();
  await expect(other.getByRole("status").filter({ hasText: "anderen Gerät geändert" })).toBeVisible();
  const stored = await (await page.request.get("/api/journey/weeks/1")).json();
  expect(stored.entries.reflection.value).toBe("Aus Tab A");

  await notice.getByRole("button", { name: "Beide zusammenführen" }).click();
  await expect(other.getByLabel(prompt)).toHaveValue("Aus Tab B\n\nAus Tab A");
  await expect(saved(other)).toBeVisible();
  const merged = await (await page.request.get("/api/journey/weeks/1")).json();
  expect(merged.entries.reflection).toMatchObject({ value: "Aus Tab B\n\nAus Tab A", version: 2 });
});

test("a member cannot read or write another member's answers through the API", async ({
  playwright,
  baseURL,
}) => {
  const a = await playwright.request.newContext({ baseURL });
  const b = await playwright.request.newContext({ baseURL });
  await registerViaApi(a, newUser("owner"), baseURL!);
  await registerViaApi(b, newUser("other"), baseURL!);
  const write = await a.put("/api/journey/weeks/1/entries", {
    data: { changes: [{ field: "reflection", value: "privat", baseVersion: 0 }] },
    headers: { origin: baseURL! },
  });
  expect(write.status()).toBe(200);
  const read = await (await b.get("/api/journey/weeks/1")).json();
  expect(read.entries).toEqual({});
  const overwrite = await b.put("/api/journey/weeks/1/entries", {
    data: { changes: [{ field: "reflection", value: "fremd", baseVersion: 1 }] },
    headers: { origin: baseURL! },
  });
  expect(overwrite.status()).toBe(409);
  const mine = await (await a.get("/api/journey/weeks/1")).json();
  expect(mine.entries.reflection.value).toBe("privat");
  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.get("/api/journey/weeks/1")).status()).toBe(401);
  await Promise.all([a.dispose(), b.dispose(), visitor.dispose()]);
});
