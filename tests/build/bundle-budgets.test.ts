import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { APP_START_MODULES, commonTextsModule } from "@/shared/app-start";
import { LANGUAGES } from "@/shared/languages";
import { TOTAL_WEEKS } from "@/shared/plans";

/**
 * The landing page's JavaScript budget (decisions 021, 025): at most 100 KB gzip before interaction.
 * The page is rendered on the server and loads one small script, so the budget is read from the build
 * the e2e server runs — the landing entry of Vite's manifest and every chunk it imports — and checked
 * against what a real browser fetches on / (tests/e2e/bundle.spec.ts). Sizes are gzip level 9, as a server would send them.
 */
const BUDGET_BYTES = 100 * 1024;
const LANDING_ENTRY = "src/client/features/landing/enhance/landing-enhance.ts";

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
// scripts/test-build.mjs hands in the build of the current sources (scripts/build-once.mjs).
const clientDir = () => path.join(process.env.BUILD_CHECKS_DIR ?? "", "client");

function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.join(clientDir(), ".vite", "manifest.json"), "utf8"));
}

/** The landing entry's file and every file it imports statically, followed through the manifest. */
function landingFiles(manifest: Record<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  const queue = [LANDING_ENTRY];
  while (queue.length) {
    const chunk = manifest[queue.shift()!];
    expect(chunk, "landing script in the Vite manifest").toBeTruthy();
    if (files.has(chunk!.file)) continue;
    files.add(chunk!.file);
    // Dynamic imports would load only on interaction; the landing script has none.
    expect(chunk!.dynamicImports ?? []).toEqual([]);
    queue.push(...(chunk!.imports ?? []));
  }
  return [...files];
}

// Each file once: the entry's files are in every page's sum, and on a busy machine compressing them
// again per page took the test past its 5 s timeout.
const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir(), file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

describe("landing page JavaScript budget", () => {
  it("has a build to read", () => {
    expect(existsSync(path.join(clientDir(), ".vite", "manifest.json")), clientDir()).toBe(true);
  });

  it("the build's landing script with its imports stays within 100 KB gzip", () => {
    const files = landingFiles(readManifest());
    const sizes = Object.fromEntries(files.map((file) => [file, gzipSize(file)]));
    const total = Object.values(sizes).reduce((sum, n) => sum + n, 0);
    const report = [...Object.entries(sizes).map(([f, n]) => `${f}: ${n}`), `total: ${total}`].join("\n");
    console.info(`landing page JavaScript (gzip bytes)\n${report}`);
    expect(total, report).toBeLessThanOrEqual(BUDGET_BYTES);
    // The page must not pull in React or the SPA: their code alone is several times this size.
    for (const file of files) {
      expect(readFileSync(path.join(clientDir(), file), "utf8"), file).not.toContain(
        "react.transitional.element",
      );
    }
  });
});

/**
 * The SPA's budgets (decision 131): every page's first load — the app entry with its static imports plus
 * the page's own chunk with its static imports — at most 170 KB gzip JavaScript, and the admin's code in
 * chunks of its own that no member page loads. Read from the same build as above.
 */
/** The target (decision 131) for every page's first load. */
const PAGE_BUDGET_BYTES = 170 * 1024;
const SPA_ENTRY = "index.html";
const isAdmin = (key: string) =>
  key.startsWith("src/client/features/admin/") || /i18n\/\w+\/admin\.json$/.test(key);

/** `key`'s file and every file it imports statically. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string): Set<string> {
  const files = new Set<string>();
  const queue = [key];
  while (queue.length) {
    const chunk = manifest[queue.shift()!];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}

/**
 * Code a page loads lazily but needs to render, so it counts as first load: the week page renders one
 * week's tasks module with that week's texts in one language (week-page.tsx, decision 218). Each such
 * pair is one way the page loads; the largest counts.
 */
const RENDER_TIME_IMPORTS: Record<string, string[][]> = {
  "src/client/features/week/week-page.tsx": Array.from(
    { length: TOTAL_WEEKS },
    (_, index) => index + 1,
  ).flatMap((week) =>
    LANGUAGES.map((language) => [
      `src/client/features/week/components/week-${week}-content.tsx`,
      `src/content/weeks/week-${week}-${language}.ts`,
    ]),
  ),
};

/** The app's pages: the lazily loaded page components of the entry and its start modules. */
function pages(manifest: Record<string, ManifestChunk>): string[] {
  return [SPA_ENTRY, ...APP_START_MODULES]
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter((key) => /\/features\/.+\.tsx$/.test(key));
}

/**
 * What every SPA page loads before its own code: the entry, the modules it imports one after another
 * as it starts, and the common texts in the page's language, the larger of the two (decision 232).
 */
function startClosure(manifest: Record<string, ManifestChunk>): Set<string> {
  const texts = LANGUAGES.map((language) => {
    const key = commonTextsModule(language);
    expect(manifest[key], key).toBeTruthy();
    return manifest[key]!.file;
  }).sort((a, b) => gzipSize(b) - gzipSize(a))[0]!;
  return new Set([
    ...[SPA_ENTRY, ...APP_START_MODULES].flatMap((key) => [...staticClosure(manifest, key)]),
    texts,
  ]);
}

describe("SPA JavaScript budgets", () => {
  it("every page's first load stays within 170 KB gzip", () => {
    // The entry alone is ~144 KB (React, router, TanStack Query, i18next); code a page needs only on
    // interaction (zod for forms, Radix's dialog, sonner, edit dialogs) loads apart (decision 131).
    const manifest = readManifest();
    for (const key of APP_START_MODULES) {
      expect(manifest[SPA_ENTRY]?.dynamicImports, "the entry imports its start modules").toContain(key);
    }
    const entry = startClosure(manifest);
    const keys = pages(manifest);
    expect(keys.length, "lazily loaded pages in the manifest").toBeGreaterThan(5);
    const report: string[] = [];
    for (const key of keys) {
      const files = new Set([...entry, ...staticClosure(manifest, key)]);
      // An admin page renders inside the admin layout, which loads with it.
      if (isAdmin(key)) {
        for (const file of staticClosure(manifest, "src/client/features/admin/admin-layout.tsx"))
          files.add(file);
      }
      const sum = (set: Iterable<string>) => [...set].reduce((n, file) => n + gzipSize(file), 0);
      let total = sum(files);
      const ways = RENDER_TIME_IMPORTS[key] ?? [];
      if (ways.length) {
        const extras = ways.map((keys) => {
          for (const k of keys) expect(manifest[k], `${key}: its render-time import ${k}`).toBeTruthy();
          const extra = new Set(keys.flatMap((k) => [...staticClosure(manifest, k)]));
          return [...extra].filter((file) => !files.has(file));
        });
        const largest = extras.sort((a, b) => sum(b) - sum(a))[0]!;
        total += sum(largest);
      }
      report.push(`${key}: ${total}${total > PAGE_BUDGET_BYTES ? ` — over ${PAGE_BUDGET_BYTES}` : ""}`);
    }
    console.info(`first-load JavaScript per page (gzip bytes)\n${report.join("\n")}`);
    // Every page is measured before any fails, so one run names all that are over.
    expect(report.filter((line) => line.includes(" — over "))).toEqual([]);
  });

  it("admin code sits in its own chunks that no member page loads", () => {
    const manifest = readManifest();
    const adminFiles = new Set(
      Object.entries(manifest)
        .filter(([key]) => isAdmin(key))
        .map(([, chunk]) => chunk.file),
    );
    expect(adminFiles.size, "admin chunks in the manifest").toBeGreaterThan(0);
    const memberLoads = [SPA_ENTRY, ...APP_START_MODULES, ...pages(manifest).filter((key) => !isAdmin(key))];
    for (const key of memberLoads) {
      const leaked = [...staticClosure(manifest, key)].filter((file) => adminFiles.has(file));
      expect(leaked, key).toEqual([]);
    }
  });
});
