import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApp } from "@/server/app";
import { bootstrap } from "@/server/bootstrap";
import { loadConfigOrExit } from "@/server/config";
import { createLogger } from "@/server/logger";

/**
 * `npm run dev`: the app on one port as in production, with Vite in the middle — it serves the
 * browser's modules from source with hot reload, and the pages render from its live server build.
 * The server's own code restarts the process when it changes (`tsx watch`).
 */
async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const { deps } = await bootstrap(config, logger);
  const server = createServer();
  // Hot reload over this same port, so the page's CSP (connect-src 'self') allows it.
  const vite = await createViteServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: "custom",
  });
  const app = createApp(deps, {
    pages: {
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "development",
      landingScript: "/src/client/features/landing/enhance/landing-enhance.ts",
    },
  });
  const hono = getRequestListener(app.fetch);
  server.on("request", (req, res) => vite.middlewares(req, res, () => hono(req, res)));
  server.listen(config.port, config.host, () =>
    console.info(`\n  Purpose Journey (development) at ${config.appUrl}\n`),
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
