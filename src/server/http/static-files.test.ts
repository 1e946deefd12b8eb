import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { createTestApp, type TestApp } from "@/server/test/test-app";
import { precompressDir } from "../../../scripts/precompress.mjs";

let t: TestApp;
let app: ReturnType<typeof createApp>;
let clientDir: string;
beforeAll(async () => {
  t = await createTestApp();
  clientDir = mkdtempSync(path.join(tmpdir(), "pj-client-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "app-shell.html"), "<!doctype html><html data-offline-shell></html>");
  writeFileSync(path.join(clientDir, "app-shell.csp.json"), JSON.stringify({ scriptSrc: ["'sha256-abc='"] }));
  writeFileSync(
    path.join(clientDir, "assets", "index-abc123.js"),
    `console.log(${JSON.stringify("x".repeat(4000))});`,
  );
  writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(clientDir, "service-worker.js"), "self.__WB_MANIFEST;");
  writeFileSync(path.join(clientDir, "manifest.webmanifest"), '{"name":"Purpose Journey"}');
  // As `vite build` leaves it: brotli and gzip copies of the text assets of 1 KB and more.
  precompressDir(clientDir);
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

  it("sends the build's brotli or gzip copy as it is, with Content-Encoding and Vary", async () => {
    for (const [accept, encoding, suffix] of [
      ["gzip, deflate, br", "br", ".br"],
      ["gzip", "gzip", ".gz"],
    ] as const) {
      const res = await app.request("/assets/index-abc123.js", { headers: { "accept-encoding": accept } });
      expect(res.headers.get("content-encoding"), accept).toBe(encoding);
      expect(res.headers.get("vary"), accept).toContain("Accept-Encoding");
      expect(res.headers.get("content-type"), accept).toContain("javascript");
      const file = readFileSync(path.join(clientDir, "assets", `index-abc123.js${suffix}`));
      expect(Buffer.from(await res.arrayBuffer()).equals(file), accept).toBe(true);
    }
    const identity = await app.request("/assets/index-abc123.js");
    expect(identity.headers.get("content-encoding")).toBeNull();
  });

  it("leaves bodies under 1 KB uncompressed", async () => {
    const favicon = await app.request("/favicon.svg", { headers: { "accept-encoding": "gzip, br" } });
    expect(favicon.headers.get("content-encoding")).toBeNull();
    const health = await app.request("/api/health", { headers: { "accept-encoding": "gzip, br" } });
    expect(health.headers.get("content-encoding")).toBeNull();
  });

  it("answers no page from a file: pages are React Router's, the server's files are not served", async () => {
    // Without the pages (this app has none), an address that is no file is a plain 404.
    for (const route of ["/", "/dashboard", "/app-shell.csp.json", "/.vite/manifest.json"]) {
      const res = await app.request(route);
      expect(res.status, route).toBe(404);
    }
  });

  it("answers a missing file under /assets/ with an uncached 404, not with index.html", async () => {
    for (const asset of ["/assets/x.js", "/assets/index-old999.js", "/assets/deep/style-1.css", "/assets/"]) {
      const res = await app.request(asset, { headers: { "accept-encoding": "gzip, br" } });
      expect(res.status, asset).toBe(404);
      expect(res.headers.get("cache-control"), asset).toBe("no-store");
      expect(res.headers.get("content-type"), asset).not.toContain("text/html");
      expect(await res.text(), asset).not.toContain("<html");
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

  it("serves the PWA files: the service worker never cached, the manifest with its type, the offline shell", async () => {
    const sw = await app.request("/service-worker.js");
    expect(sw.status).toBe(200);
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    const manifest = await app.request("/manifest.webmanifest");
    expect(manifest.headers.get("content-type")).toContain("application/manifest+json");
    // The offline shell is the same for everyone, even for a signed-in request; its inline scripts are
    // allowed by their hashes, as it has no request's nonce.
    const shell = await app.request("/app-shell.html", { headers: { cookie: "pj_language=en" } });
    expect(shell.status).toBe(200);
    expect(shell.headers.get("cache-control")).toBe("no-cache");
    expect(shell.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-abc='");
    expect(shell.headers.get("content-security-policy")).not.toContain("nonce-");
    expect(await shell.text()).toBe("<!doctype html><html data-offline-shell></html>");
  });
});
