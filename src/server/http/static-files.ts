import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/server/http/context";
import { localizeIndexHtml, requestLanguage } from "@/server/http/localized-index";
import type { SpaPageAnswer } from "@/server/routes/spa-pages";
import { LANGUAGE_COOKIE, LANGUAGE_PARAM } from "@/shared/languages";

/**
 * Serves the built SPA: hashed assets cached for a year (precompressed copies when the browser takes them), index.html never cached, and every client
 * route answered with index.html so the router can take over. A missing file under /assets/ is a 404, never index.html.
 */
export function mountStaticClient(app: Hono<AppEnv>, clientDir: string, page?: SpaPageAnswer) {
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, "utf8");
  const indexByLanguage = { de: indexHtml, en: localizeIndexHtml(indexHtml, "en") };
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
  // answering with index.html (200, text/html) would make its import fail with a MIME error and let a
  // cache keep HTML under a script's URL. A plain, uncached 404 fails clearly.
  app.all("/assets/*", (c) => {
    c.header("Cache-Control", "no-store");
    return c.text("Not found", 404);
  });
  // The service worker (decision 210): always checked for a new version, never taken from a cache.
  app.use("/service-worker.js", async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("Cache-Control", "no-cache");
  });
  // The offline shell the service worker precaches: index.html without a frame and without page data,
  // the same for everyone (the SPA picks its language from the browser), so nothing personal is kept.
  app.get("/app-shell.html", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  app.use(
    "*",
    cacheFor("public, max-age=3600"),
    serveStatic({
      root,
      precompressed: true,
      // Vite's manifest (.vite/) is for the server, not for visitors.
      rewriteRequestPath: (p) =>
        p === "/" || p === "/index.html" || p.startsWith("/.vite/") ? "/__no_such_file__" : p,
    }),
  );
  app.get("*", (c) => {
    // The shell speaks the language the SPA will start in, so no page changes language after it loads.
    const language = requestLanguage(c.req.query(LANGUAGE_PARAM), getCookie(c, LANGUAGE_COOKIE));
    // With a renderer: the route's frame, its chunks and the session in the same answer (decision 200).
    if (page) return page(c, indexByLanguage[language], language);
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Cookie");
    return c.html(indexByLanguage[language]);
  });
  return true;
}
