import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/server/http/context";

/** The offline shell (`scripts/build-after-pages.mjs`) and the hashes of its inline scripts, for its CSP. */
export const APP_SHELL = "app-shell.html";
export const APP_SHELL_CSP = "app-shell.csp.json";
export const APP_SHELL_PATH = `/${APP_SHELL}`;

/**
 * The script-src sources of the offline shell's inline scripts: their hashes, as the shell answers
 * every offline page load and carries no request's nonce. Null without a built shell.
 */
export function shellScriptSources(clientDir: string): string[] | null {
  const file = path.join(clientDir, APP_SHELL_CSP);
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, "utf8")) as { scriptSrc: string[] }).scriptSrc;
}

/**
 * Serves the built client: hashed assets cached for a year (precompressed copies when the browser
 * takes them), the public files for an hour, the service worker and the offline shell always checked
 * again. Everything else is a page (`pages/page-routes.ts`); a missing file under /assets/ is a 404.
 */
export function mountStaticClient(app: Hono<AppEnv>, clientDir: string) {
  const root = path.resolve(clientDir);
  // Headers are set after serveStatic answered: it builds its response before any onFound hook runs.
  const cacheFor = (value: string) =>
    createMiddleware(async (c, next) => {
      await next();
      if ((c.res.status === 200 || c.res.status === 206) && !c.res.headers.has("Cache-Control")) {
        c.res.headers.set("Cache-Control", value);
      }
    });
  // The build wrote .br and .gz copies of every text asset (scripts/precompress.mjs): sent as they are,
  // with Content-Encoding and Vary: Accept-Encoding, so nothing is compressed per request.
  app.use(
    "/assets/*",
    cacheFor("public, max-age=31536000, immutable"),
    serveStatic({ root, precompressed: true }),
  );
  // A hashed asset that is not there is a stale client after a deploy asking for last build's chunk:
  // a page (200, text/html) would make its import fail with a MIME error and let a cache keep HTML
  // under a script's URL. A plain, uncached 404 fails clearly.
  app.all("/assets/*", (c) => {
    c.header("Cache-Control", "no-store");
    return c.text("Not found", 404);
  });
  // The service worker (decision 210): always checked for a new version, never taken from a cache.
  app.use("/service-worker.js", async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("Cache-Control", "no-cache");
  });
  // The offline shell the service worker precaches: the same for everyone, nothing personal in it
  // (its CSP names its scripts' hashes: `shellScriptSources`).
  const shellFile = path.join(root, APP_SHELL);
  if (existsSync(shellFile)) {
    const shell = readFileSync(shellFile, "utf8");
    app.get(APP_SHELL_PATH, (c) => {
      c.header("Cache-Control", "no-cache");
      return c.html(shell);
    });
  }
  app.use(
    "*",
    cacheFor("public, max-age=3600"),
    serveStatic({
      root,
      precompressed: true,
      // Vite's manifest (.vite/) and the shell's hashes are for the server, not for visitors.
      rewriteRequestPath: (p) =>
        p === "/" || p.startsWith("/.vite/") || p === `/${APP_SHELL_CSP}` || p === `/${APP_SHELL}`
          ? "/__no_such_file__"
          : p,
    }),
  );
  return true;
}
