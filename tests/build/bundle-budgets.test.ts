import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The JavaScript budgets, read from the build the e2e server runs (scripts/test-build.mjs hands it in):
 * - the landing page (decisions 021, 025): its one script, at most 100 KB gzip, without React;
 * - every other page's first load (decision 131): the scripts React Router names for the page — the
 *   entry and each route module of the page's branch with their imports, exactly the page's
 *   modulepreloads (a week's route brings its week's code; its texts come as data), at most 170 KB;
 * - the admin's code in chunks no member page loads.
 * Sizes are gzip level 9, as a server would send them.
 */
const LANDING_BUDGET = 100 * 1024;
const PAGE_BUDGET = 170 * 1024;

type ViteChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
const buildDir = () => process.env.BUILD_CHECKS_DIR ?? "";
const clientDir = () => path.join(buildDir(), "client");

let build: ServerBuild;
let vite: Record<string, ViteChunk>;
beforeAll(async () => {
  build = (await import(pathToFileURL(path.join(buildDir(), "server", "pages.js")).href)) as ServerBuild;
  vite = JSON.parse(readFileSync(path.join(clientDir(), ".vite", "manifest.json"), "utf8"));
});

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir(), file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}
const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

/** The scripts a page's first answer names: the entry and each route of its branch, with their imports. */
function firstLoad(routeId: string): Set<string> {
  const { entry, routes } = build.assets;
  const files = new Set([entry.module, ...entry.imports]);
  for (let id: string | undefined = routeId; id; id = routes[id]?.parentId) {
    const route = routes[id]!;
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  }
  return new Set([...files].map((file) => file.replace(/^\//, "")));
}

/** The pages: every route with a component that no other route renders inside itself. */
const pageIds = () => {
  const routes = Object.values(build.assets.routes);
  const parents = new Set(routes.map((route) => route?.parentId));
  return routes.filter((route) => route && !parents.has(route.id)).map((route) => route!.id);
};
const isAdmin = (id: string) => id === "routes/admin" || id.startsWith("routes/admin-");

describe("landing page JavaScript budget", () => {
  it("the landing page's one script stays within 100 KB gzip and carries no React", () => {
    const { src } = JSON.parse(readFileSync(path.join(buildDir(), "server", "landing-script.json"), "utf8"));
    const file = src.replace(/^\//, "");
    expect(existsSync(path.join(clientDir(), file)), file).toBe(true);
    console.info(`landing page JavaScript: ${file}: ${gzipSize(file)} bytes gzip`);
    expect(gzipSize(file)).toBeLessThanOrEqual(LANDING_BUDGET);
    expect(readFileSync(path.join(clientDir(), file), "utf8")).not.toContain("react.transitional.element");
    // The page's route module is rendered on the server only: no script of its own is loaded.
    expect(build.routes["routes/landing"]?.module.handle).toEqual({ hydrate: false });
  });
});

describe("page JavaScript budgets", () => {
  it("every page's first load stays within 170 KB gzip", () => {
    const ids = pageIds().filter((id) => id !== "routes/landing");
    expect(ids.length, "pages in the route table").toBeGreaterThan(25);
    const report: string[] = [];
    for (const id of ids) {
      const size = total(firstLoad(id));
      report.push(`${id}: ${size}${size > PAGE_BUDGET ? ` — over ${PAGE_BUDGET}` : ""}`);
    }
    console.info(`first-load JavaScript per page (gzip bytes)\n${report.join("\n")}`);
    // Every page is measured before any fails, so one run names all that are over.
    expect(report.filter((line) => line.includes(" — over "))).toEqual([]);
  });

  it("admin code sits in its own chunks that no member page loads", () => {
    const adminFiles = new Set(
      Object.entries(vite)
        .filter(([key]) => key.startsWith("src/client/features/admin/") || /routes\/admin/.test(key))
        .map(([, chunk]) => chunk.file),
    );
    expect(adminFiles.size, "admin chunks in the manifest").toBeGreaterThan(0);
    for (const id of pageIds().filter((page) => !isAdmin(page))) {
      expect(
        [...firstLoad(id)].filter((file) => adminFiles.has(file)),
        id,
      ).toEqual([]);
    }
  });
});
