import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { createTestApp, type TestApp } from "@/server/test/test-app";

let t: TestApp;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  const clientDir = mkdtempSync(path.join(tmpdir(), "pj-client-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><div id=root></div>");
  writeFileSync(
    path.join(clientDir, "assets", "index-abc123.js"),
    `console.log(${JSON.stringify("x".repeat(4000))});`,
  );
  writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");
  app = createApp(t.deps, { clientDir });
});
afterAll(async () => {
  await t?.close();
});

describe("serving the built client", () => {
  it("caches hashed assets for a year and compresses them", async () => {
    const res = await app.request("/assets/index-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("never caches index.html and answers client routes with it", async () => {
    for (const route of ["/", "/dashboard", "/week/3", "/does/not/exist"]) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get("cache-control"), route).toBe("no-cache");
      expect(await res.text()).toContain("<div id=root>");
    }
  });

  it("serves other public files and keeps /api answers as JSON", async () => {
    expect((await app.request("/favicon.svg")).status).toBe(200);
    const api = await app.request("/api/nothing-here");
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toContain("application/json");
  });

  it("answers a malformed JSON body on our own routes with 400 invalid_json", async () => {
    const c = t.client();
    await c.signUp({ email: `json-${crypto.randomUUID().slice(0, 6)}@example.org` });
    const res = await c.json("/api/profile", { method: "PATCH", body: "{oops" });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_json");
  });
});
