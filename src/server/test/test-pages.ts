import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type { PagesBuild } from "@/server/pages/page-routes";

let pages: Promise<PagesBuild> | null = null;

/**
 * The pages for an app built by a test (`createApp(deps, { pages })`): React Router's server build as
 * Vite compiles it from source, once per test process — the same route modules and render as the
 * production build, without building it.
 */
export function testPages(): Promise<PagesBuild> {
  pages ??= (async () => {
    const vite = await createServer({
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: "custom",
      logLevel: "error",
    });
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return { build, mode: "production" as const, landingScript: "/assets/landing-test.js" };
  })();
  return pages;
}
