import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
          ],
        },
      },
    },
  },
});
