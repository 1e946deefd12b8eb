// What a build needs besides React Router's (`react-router build`) and the server bundle's
// (`scripts/build-server.mjs`), in this order:
//  1. the landing page's script (features/landing/enhance/): the one page without React in the browser
//     (decision 025), bundled on its own, its file named in <build>/server/landing-script.json;
//  2. the offline shell, client/app-shell.html: React Router's render of the root alone ("SPA mode"), which
//     the service worker answers for a page load without network (decision 236), and the hashes of its
//     inline scripts for its Content-Security-Policy;
//  3. the service worker, bundled with Workbox's modules and the list of files to precache;
//  4. brotli and gzip copies of every text file (scripts/precompress.mjs).
//
//   node scripts/build-after-pages.mjs <build>
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";
import { precompressDir } from "./precompress.mjs";

const root = path.resolve(import.meta.dirname, "..");
const alias = { "@": path.join(root, "src") };

/** 1. The landing page's script, content-hashed like Vite's assets. */
async function landingScript(buildDir) {
  const result = await build({
    entryPoints: { landing: path.join(root, "src/client/features/landing/enhance/landing-enhance.ts") },
    outdir: path.join(buildDir, "client", "assets"),
    entryNames: "[name]-[hash]",
    bundle: true,
    format: "esm",
    target: "es2022",
    minify: true,
    alias,
    metafile: true,
    logLevel: "warning",
  });
  const [file] = Object.keys(result.metafile.outputs).filter((out) => out.endsWith(".js"));
  const src = `/assets/${path.basename(file)}`;
  writeFileSync(path.join(buildDir, "server", "landing-script.json"), `${JSON.stringify({ src })}\n`);
}

/** 2. The offline shell, rendered by the built pages in a process of its own (React Router's build flag). */
function offlineShell(buildDir) {
  const result = spawnSync(process.execPath, [import.meta.filename, "--render-shell", buildDir], {
    cwd: root,
    env: { ...process.env, IS_RR_BUILD_REQUEST: "yes", NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error("rendering the offline shell failed");
}

async function renderShell(buildDir) {
  const { createRequestHandler } = await import("react-router");
  const pages = await import(pathToFileURL(path.join(buildDir, "server", "pages.js")).href);
  const handle = createRequestHandler(pages, "production");
  // The shell renders the root's fallback only, with nothing personal in it. Its own address is no page
  // (the not-found route, whose loader reads nothing): the browser matches the address it was opened at.
  const response = await handle(
    new Request("http://localhost/app-shell.html", { headers: { "X-React-Router-SPA-Mode": "yes" } }),
    {
      language: "de",
      nonce: "",
      viewer: null,
      notice: null,
      landingScript: "",
      offlineShell: true,
      clock: undefined,
    },
  );
  if (response.status !== 200 && response.status !== 404) {
    throw new Error(`the offline shell answered ${response.status}`);
  }
  const html = await response.text();
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .filter((body) => body.trim().length > 0);
  const scriptSrc = scripts.map(
    (body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`,
  );
  const client = path.join(buildDir, "client");
  writeFileSync(path.join(client, "app-shell.html"), html);
  writeFileSync(path.join(client, "app-shell.csp.json"), `${JSON.stringify({ scriptSrc })}\n`);
}

/** 3. The service worker: Workbox's modules bundled, then the precache list injected. */
async function serviceWorker(buildDir) {
  const client = path.join(buildDir, "client");
  const swDest = path.join(client, "service-worker.js");
  const source = path.join(buildDir, "service-worker.src.js");
  await build({
    entryPoints: [path.join(root, "src/client/sw/service-worker.ts")],
    outfile: source,
    bundle: true,
    format: "iife",
    target: "es2022",
    minify: true,
    alias,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  await injectManifest({
    swSrc: source,
    swDest,
    globDirectory: client,
    globPatterns: ["**/*.{js,css,woff2,svg,png,webmanifest}", "app-shell.html"],
    // Only the fonts' Latin subsets: the texts are German and English.
    globIgnores: [
      "**/*-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*.woff2",
      "service-worker.js",
      ".vite/**",
    ],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });
  rmSync(source, { force: true });
}

if (process.argv[2] === "--render-shell") {
  await renderShell(path.resolve(process.argv[3]));
} else {
  const buildDir = path.resolve(process.argv[2] ?? "dist");
  await landingScript(buildDir);
  offlineShell(buildDir);
  await serviceWorker(buildDir);
  precompressDir(path.join(buildDir, "client"));
}
