import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

type ModuleGraph = { getModuleInfo(id: string): { importers: string[] } | null };

/** The route modules every page but the landing page renders inside: their code loads on each page. */
const SHELL_ROUTES =
  /[\\/]src[\\/]client[\\/](entry\.client|root|routes[\\/](site-layout|members|visitors))\.tsx/;
const shellMembership = new Map<string, boolean>();
/**
 * Whether a module is imported, statically and through any chain, by one of the shell's route modules.
 * A module met again on a cycle counts as outside until its walk ends: at worst it stays in a chunk of
 * its own, which is correct, only not merged.
 */
function inShell(id: string, graph: ModuleGraph): boolean {
  const known = shellMembership.get(id);
  if (known !== undefined) return known;
  shellMembership.set(id, false);
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  const member = importers.some((importer) => SHELL_ROUTES.test(importer) || inShell(importer, graph));
  shellMembership.set(id, member);
  return member;
}

/**
 * The pages' build (decision 236): React Router's plugin builds the browser's modules (route modules,
 * entry.client) into <build>/client and the server's render (entry.server, route modules) into
 * <build>/server/pages.js. What else goes into a build — the landing page's script, the service
 * worker, the offline shell, the precompressed copies — `scripts/build-after-pages.mjs` makes.
 */
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  build: {
    sourcemap: false,
    // Every browser we support preloads modules itself (Chromium 66+, Firefox 115+, Safari 17+).
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // Kept for the build checks (tests/build/bundle-budgets.test.ts); the server never serves it.
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page starts with, as one file instead of a dozen: on a phone's connection
        // each request costs a round trip, and a page's first load was about 60 of them.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            // The app code every page loads anyway (header, footer, API client, session, i18n setup), as one
            // file instead of about thirty: each small file cost a request, a round trip on a phone and
            // its own compression dictionary (per page, 52 files became 20 and 1–5 KB less gzip).
            {
              name: (id, graph) => (!id.includes("?") && inShell(id, graph) ? "shell" : null),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
