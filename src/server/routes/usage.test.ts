import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import type { PagesBuild } from "@/server/pages/page-routes";
import {
  createPageViewGate,
  PAGE_VIEW_FLOOD,
  PAGE_VIEW_REPEAT_MS,
} from "@/server/services/usage/page-view-gate";
import { flushPageViews } from "@/server/services/usage/usage-counters";
import { createTestApp, type TestApp } from "@/server/test/test-app";
import { testPages } from "@/server/test/test-pages";

let t: TestApp;
let app: ReturnType<typeof createApp>;
let pages: PagesBuild;
beforeAll(async () => {
  pages = await testPages();
  // Behind a proxy, so a test can act as several clients; with the per-IP limits on, as in production
  // (the test config turns them off).
  t = await createTestApp({ TRUST_PROXY: "true" });
  app = appOf({ ...t.deps, config: { ...t.deps.config, ipRateLimit: true } });
});
const appOf = (deps: TestApp["deps"]) => createApp(deps, { pages });
afterAll(async () => {
  await t?.close();
});

const views = async (route: string) => {
  await flushPageViews(t.db);
  const rows = await t.db
    .selectFrom("usage_daily")
    .select("count")
    .where("metric", "=", "page_view")
    .where("dimension", "=", route)
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
};

const beacon = (ip: string, route = "/dashboard", to = app) =>
  to.request("/api/usage/page-view", {
    method: "POST",
    headers: { origin: t.deps.config.appUrl, "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ route }),
  });

const NAVIGATION = { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", "sec-fetch-site": "none" };

describe("page views can no longer be faked (second security probe, finding 6; docs/security.md)", () => {
  it("count a client once per route in a few minutes, and refuse a flood with 429", async () => {
    const before = await views("/dashboard");
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push((await beacon("203.0.113.50")).status);
    expect(statuses.slice(0, PAGE_VIEW_FLOOD.max).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(PAGE_VIEW_FLOOD.max).every((status) => status === 429)).toBe(true);
    expect(await views("/dashboard")).toBe(before + 1);
    // Another client, another route: each counts once.
    expect((await beacon("198.51.100.8")).status).toBe(204);
    expect((await beacon("198.51.100.8", "/community")).status).toBe(204);
    expect(await views("/dashboard")).toBe(before + 2);
  });

  it("refuse no flood with IP_RATE_LIMIT=false, where every client shares one address, and still count once", async () => {
    const shared = appOf(t.deps);
    const before = await views("/profile");
    const statuses: number[] = [];
    for (let i = 0; i < PAGE_VIEW_FLOOD.max * 2; i++) {
      statuses.push((await beacon("203.0.113.77", "/profile", shared)).status);
    }
    expect(statuses.every((status) => status === 204)).toBe(true);
    expect(await views("/profile")).toBe(before + 1);
  });

  it("count / only for a browser's navigation: not an <img>, a fetch, a HEAD or a prefetch", async () => {
    const before = await views("/");
    const get = (ip: string, headers: Record<string, string>, method = "GET") =>
      app.request("/", { method, headers: { "x-forwarded-for": ip, ...headers } });
    expect((await get("192.0.2.1", { "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" })).status).toBe(
      200,
    );
    expect((await get("192.0.2.2", { "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" })).status).toBe(
      200,
    );
    await get("192.0.2.3", {});
    await get("192.0.2.4", NAVIGATION, "HEAD");
    await get("192.0.2.5", { ...NAVIGATION, "sec-purpose": "prefetch" });
    expect(await views("/")).toBe(before);
    for (let i = 0; i < 5; i++) await get("192.0.2.6", NAVIGATION);
    expect(await views("/")).toBe(before + 1);
  });

  it("forget a client after the window, and keep nothing but a salted hash meanwhile", () => {
    let now = 1_000_000;
    const gate = createPageViewGate(() => now);
    expect(gate.admit("203.0.113.9", "/dashboard")).toBe("count");
    expect(gate.admit("203.0.113.9", "/dashboard")).toBe("repeat");
    now += PAGE_VIEW_REPEAT_MS;
    expect(gate.admit("203.0.113.9", "/dashboard")).toBe("count");
    expect(gate.size()).toBe(1);
  });
});
