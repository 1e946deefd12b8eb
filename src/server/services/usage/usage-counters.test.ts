import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countPageView, flushPageViews, usageReport } from "@/server/services/usage/usage-counters";
import { countQueries } from "@/server/test/query-counter";
import { createTestApp, type TestApp } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const stored = async (route: string) => {
  const rows = await t.db
    .selectFrom("usage_daily")
    .select(["day", "count"])
    .where("metric", "=", "page_view")
    .where("dimension", "=", route)
    .orderBy("day")
    .execute();
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
};

describe("page views", () => {
  it("are counted in memory and written as one upsert per route and day", async () => {
    const counter = countQueries(t.db);
    const today = new Date("2026-11-24T10:00:00Z");
    for (let i = 0; i < 100; i++) countPageView(counter.db, "/bulk", { now: today });
    countPageView(counter.db, "/bulk", { now: new Date("2026-11-25T00:30:00Z") });
    expect(counter.count).toBe(0);
    await flushPageViews(counter.db);
    expect(counter.count).toBe(2);
    expect(await stored("/bulk")).toEqual([
      { day: "2026-11-24", count: 100 },
      { day: "2026-11-25", count: 1 },
    ]);
    // Nothing pending: a second flush writes nothing and changes nothing.
    await flushPageViews(counter.db);
    expect(counter.count).toBe(2);
    for (let i = 0; i < 3; i++) countPageView(counter.db, "/bulk", { now: today });
    await flushPageViews(counter.db);
    expect(await stored("/bulk")).toEqual([
      { day: "2026-11-24", count: 103 },
      { day: "2026-11-25", count: 1 },
    ]);
  });

  it("are in the admin's report as soon as they happened", async () => {
    const now = new Date();
    countPageView(t.db, "/report-now", { now });
    countPageView(t.db, "/report-now", { now });
    const report = await usageReport(t.db, now);
    expect(report.pageViewsByRoute).toContainEqual({ route: "/report-now", count: 2 });
  });
});
