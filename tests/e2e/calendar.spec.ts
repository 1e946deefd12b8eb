import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { freePort, type ServerAt, startServerAt } from "./support/server-at";
import { expect, test } from "./support/test";
import { newUser, registerViaApi } from "./support/users";

/**
 * What a member in Berlin sees in the last minute of 2026 and the first of 2027 (issue 46): the server
 * runs under libfaketime from 23:59 Berlin time (22:59 UTC), then again from 00:00 on the same data, and
 * each browser's clock (Playwright's page.clock) stands at the server's instant, in Europe/Berlin.
 */
const LAST_MINUTE = new Date("2026-12-31T22:59:00.000Z");
const FIRST_MINUTE = new Date("2026-12-31T23:00:02.000Z");

const copy = {
  de: {
    daily: "Impuls des Tages",
    events: "Kommende Events",
    happeningNow: "läuft gerade",
    comment: "Dein Kommentar",
    submit: "Kommentieren",
    old: { impulse: "Was nimmst du aus diesem Jahr mit?", day: "31. Dezember 2026" },
    new: { impulse: "Was darf im neuen Jahr wachsen?", day: "1. Januar 2027" },
    running: "31. Dezember 2026 um 23:30",
    tomorrow: "1. Januar 2027 um 10:00",
    written: /^31\. Dezember 2026 um 23:59$/,
  },
  en: {
    daily: "Impulse of the day",
    events: "Upcoming events",
    happeningNow: "happening now",
    comment: "Your comment",
    submit: "Comment",
    old: { impulse: "What do you take from this year?", day: "31 December 2026" },
    new: { impulse: "What may grow in the new year?", day: "1 January 2027" },
    running: "31 December 2026 at 23:30",
    tomorrow: "1 January 2027 at 10:00",
    written: /^31 December 2026 at 23:59$/,
  },
} as const;
type Lang = keyof typeof copy;

test.describe.configure({ mode: "serial" });

let dataDir: string;
let server: ServerAt | null = null;
test.beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pj-e2e-calendar-"));
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function seed() {
  const db = new Database(path.join(dataDir, "purpose-journey.db"));
  try {
    const created = "2026-12-01T10:00:00.000Z";
    const impulse = db.prepare(
      "INSERT INTO daily_impulses (id, content, content_en, publication_date, created_at) VALUES (?, ?, ?, ?, ?)",
    );
    impulse.run(crypto.randomUUID(), copy.de.old.impulse, copy.en.old.impulse, "2026-12-31", created);
    impulse.run(crypto.randomUUID(), copy.de.new.impulse, copy.en.new.impulse, "2027-01-01", created);
    const event = db.prepare(
      "INSERT INTO community_events (id, title, event_date, duration_minutes, created_at) VALUES (?, ?, ?, ?, ?)",
    );
    // 22:00–23:30, 23:30–00:30 and 1 January 10:00, Berlin time.
    event.run(crypto.randomUUID(), "Jahresrückblick", "2026-12-31T21:00:00.000Z", 90, created);
    event.run(crypto.randomUUID(), "Silvesterrunde", "2026-12-31T22:30:00.000Z", 60, created);
    event.run(crypto.randomUUID(), "Neujahrsspaziergang", "2027-01-01T09:00:00.000Z", 90, created);
  } finally {
    db.close();
  }
}

/** A member in Berlin whose browser's clock stands at the server's. */
async function memberPage(browser: Browser, lang: Lang, width: number): Promise<Page> {
  const context = await browser.newContext({
    locale: lang === "de" ? "de-DE" : "en-GB",
    timezoneId: "Europe/Berlin",
    viewport: { width, height: 900 },
    baseURL: server!.baseURL,
  });
  await context.clock.install({ time: server!.now() });
  // The page's language as the language selector keeps it (German until chosen).
  await context.addInitScript((language) => localStorage.setItem("pj.language", language), lang);
  await context.addCookies([{ name: "pj_language", value: lang, domain: "127.0.0.1", path: "/" }]);
  await registerViaApi(context.request, newUser(`calendar-${lang}`), server!.baseURL, lang);
  return context.newPage();
}

async function expectDay(page: Page, lang: Lang, which: "old" | "new") {
  const text = copy[lang];
  const daily = page.getByRole("region", { name: text.daily });
  await expect(daily.getByText(text[which].impulse)).toBeVisible({ timeout: 30_000 });
  await expect(daily.locator("time").first()).toHaveText(text[which].day);
  const events = page.getByRole("region", { name: text.events });
  const running = events.getByRole("listitem").filter({ hasText: "Silvesterrunde" });
  await expect(running.getByText(text.happeningNow)).toBeVisible();
  await expect(running.locator("time")).toHaveText(text.running);
  const tomorrow = events.getByRole("listitem").filter({ hasText: "Neujahrsspaziergang" });
  await expect(tomorrow.locator("time")).toHaveText(text.tomorrow);
  await expect(events.getByText("Jahresrückblick")).toHaveCount(0);
}

test("the last minute of 2026 and the first of 2027 in Berlin, in German and English", async ({
  browser,
}) => {
  const port = await freePort();
  server = await startServerAt(LAST_MINUTE, { dataDir, port });
  seed();
  const pages: Record<Lang, Page> = {
    de: await memberPage(browser, "de", 375),
    en: await memberPage(browser, "en", 1280),
  };
  for (const lang of ["de", "en"] as const) {
    const page = pages[lang];
    await page.goto("/community");
    await expectDay(page, lang, "old");
    // A comment written at 23:59 is dated on the old year's last day.
    const daily = page.getByRole("region", { name: copy[lang].daily });
    await daily.getByLabel(copy[lang].comment).fill(`Letzte Minute ${lang}`);
    await daily.getByRole("button", { name: copy[lang].submit, exact: true }).click();
    const mine = daily.getByRole("listitem").filter({ hasText: `Letzte Minute ${lang}` });
    await expect(mine.locator("time")).toHaveText(copy[lang].written);
  }
  expect(server.now().getTime()).toBeLessThan(Date.parse("2026-12-31T23:00:00.000Z"));

  // Midnight: the same data, the server's and the browsers' clocks at 00:00:02.
  await server.stop();
  server = await startServerAt(FIRST_MINUTE, { dataDir, port });
  for (const lang of ["de", "en"] as const) {
    const page = pages[lang];
    await page.clock.setSystemTime(server.now());
    await page.reload();
    await expectDay(page, lang, "new");
    // Yesterday's impulse and its comments are no longer today's.
    await expect(page.getByText(copy[lang].old.impulse)).toHaveCount(0);
  }
});
