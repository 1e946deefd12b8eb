import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { localizeIndexHtml } from "@/server/http/localized-index";
import { takeOutSpaScripts } from "@/server/http/start-after-paint";
import { LANGUAGES, type Language } from "@/shared/languages";

const ROOT = '<div id="root"></div>';

/**
 * The landing page's HTML shell, made from the SPA's index.html: the same head (styles, meta, icons)
 * but none of the SPA's scripts, only the landing page's own small script. The SPA loads when the
 * visitor follows a link into it, so the first visit costs a few KB of JavaScript (decision 025).
 */
export function landingShell(indexHtml: string, scriptSrc: string, language: Language): string {
  const withoutSpa = takeOutSpaScripts(indexHtml).html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, "");
  if (!withoutSpa.includes(ROOT)) throw new Error("index.html has no empty #root element");
  const script = `<script type="module" src="${scriptSrc}"></script>`;
  return localizeIndexHtml(withoutSpa.replace("</head>", `    ${script}\n  </head>`), language);
}

/** Both languages' shells, built once at start. */
export function landingShells(indexHtml: string, scriptSrc: string): Record<Language, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, landingShell(indexHtml, scriptSrc, language)]),
  ) as Record<Language, string>;
}

/** The shell with the server-rendered page inside #root. */
export function landingDocument(shell: string, markup: string): string {
  return shell.replace(ROOT, () => `<div id="root">${markup}</div>`);
}

/** The landing script's built file, read from Vite's manifest (its name carries a content hash). */
export function landingScriptFromManifest(manifest: unknown, entry: string): string {
  const chunk = (manifest as Record<string, { file?: string; isEntry?: boolean }>)[entry];
  if (!chunk?.file) throw new Error(`Vite manifest has no entry for ${entry}`);
  return `/${chunk.file}`;
}

/** Where the landing script's source lives; Vite's manifest and dev server know it by this path. */
export const LANDING_SCRIPT_ENTRY = "src/client/features/landing/enhance/landing-enhance.ts";

/** The shells for a built client (dist/client), or null when there is no build. */
export function builtLandingShells(clientDir: string): Record<Language, string> | null {
  const indexFile = path.join(clientDir, "index.html");
  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  if (!existsSync(indexFile) || !existsSync(manifestFile)) return null;
  const manifest: unknown = JSON.parse(readFileSync(manifestFile, "utf8"));
  return landingShells(
    readFileSync(indexFile, "utf8"),
    landingScriptFromManifest(manifest, LANDING_SCRIPT_ENTRY),
  );
}

/** For `npm run dev`: Vite serves the script and the stylesheet from source. */
export function devLandingShells(projectDir: string): Record<Language, string> {
  const indexHtml = readFileSync(path.join(projectDir, "index.html"), "utf8").replace(
    "</head>",
    '  <link rel="stylesheet" href="/src/client/styles.css" />\n  </head>',
  );
  return landingShells(indexHtml, `/${LANDING_SCRIPT_ENTRY}`);
}
