import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompressDir } from "./scripts/precompress.mjs";

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
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
