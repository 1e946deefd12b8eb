import type { Config } from "@react-router/dev/config";

/**
 * React Router's framework mode (decision 236): every page is a route module under src/client/routes/,
 * rendered on the server by the Hono app (src/server/pages/) and hydrated in the browser. The build
 * goes to BUILD_DIR (client/ and server/pages.js), `dist` unless the tests hand in their own.
 */
export default {
  appDirectory: "src/client",
  buildDirectory: process.env.BUILD_DIR ?? "dist",
  serverBuildFile: "pages.js",
  ssr: true,
  // Every page names all routes: the offline shell must find the route of any address without asking
  // the server (`/__manifest`), and a later navigation needs no round trip for it either.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
