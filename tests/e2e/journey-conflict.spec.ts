import { expect, test } from "./support/test";
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

// A member cannot read or write another member's answers through the API: src/server/routes/journey.test.ts
// ("never lets one user read or write another user's answers"), on SQLite and PostgreSQL.
