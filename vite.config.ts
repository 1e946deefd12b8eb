import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompressDir } from "./scripts/precompress.mjs";
import { APP_START_MODULES } from "./src/shared/app-start";

const apiPort = process.env.API_PORT ?? "3001";
const api = { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false };

/** brotli and gzip copies of the built text assets (scripts/precompress.mjs), served as they are. */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "purpose-journey:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

/**
 * The service worker (src/client/sw/service-worker.ts, decision 210): Workbox precaches the build;
 * index.html goes in as `/app-shell.html`, the frame-less shell the server answers for that path
 * (never a page with the session in it). The manifests are in public/, one per language.
 */
const pwa = VitePWA({
  strategies: "injectManifest",
  srcDir: "src/client/sw",
  filename: "service-worker.ts",
  registerType: "prompt",
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ["**/*.{js,css,woff2,svg,png,webmanifest}", "index.html"],
    // Only the fonts' Latin subsets: the texts are German and English.
    globIgnores: ["**/*-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*.woff2", "sw.js", ".vite/**"],
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) =>
          entry.url === "index.html" ? { ...entry, url: "app-shell.html" } : entry,
        ),
        warnings: [],
      }),
    ],
  },
  devOptions: { enabled: false },
});

/** The chunks of `APP_START_MODULES`, which Vite names after their modules. */
const START_CHUNKS = new Set(APP_START_MODULES.map((key) => path.parse(key).name));
const isStartChunk = (file: string) => START_CHUNKS.has(path.basename(file).replace(/-[\w-]{8}\.js$/, ""));

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa, precompress()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // Every browser we support preloads modules itself (Chromium 66+, Firefox 115+, Safari 17+); the
    // polyfill only fetched them early in older ones, and cost every page ~0.3 KB (decision 216).
    modulePreload: {
      polyfill: false,
      // The server lists the chunks of the entry's start modules with the entry (decision 232); the entry
      // listing them again for Vite's preload helper cost every page ~0.4 KB.
      resolveDependencies: (filename, deps) => (isStartChunk(filename) ? [] : deps),
    },
    assetsInlineLimit: 0,
    // The server reads the manifest to find the landing page's script (src/server/http/landing-document.ts).
    manifest: true,
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, "index.html"),
        landing: path.resolve(import.meta.dirname, "src/client/features/landing/enhance/landing-enhance.ts"),
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // The API server also renders the landing page (/ and /?lang=…).
    proxy: { "/api": api, "^/(\\?.*)?$": api },
  },
});
