import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * React Router's package names only its development build in `exports`; the build points at the
 * production build beside it (vite.config.ts, scripts/server-build-options.mjs, decision 259). These
 * checks fail when a build takes the development one again, in the browser's code or the server's.
 */
const buildDir = () => process.env.BUILD_CHECKS_DIR ?? "";
const files = (dir: string, ending: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(ending))
    .map((file) => path.join(dir, file));

// A development-only warning of React Router's route checks: its production build leaves it out.
const DEVELOPMENT_ONLY = "You should not include both `Component` and `element` on your route";

describe("React Router's production build", () => {
  it("is the one the browser's scripts carry", () => {
    const scripts = files(path.join(buildDir(), "client", "assets"), ".js");
    expect(
      scripts.some((file) =>
        readFileSync(file, "utf8").includes("React Router caught the following error during render"),
      ),
    ).toBe(true);
    const withDevelopment = scripts.filter((file) => readFileSync(file, "utf8").includes(DEVELOPMENT_ONLY));
    expect(withDevelopment).toEqual([]);
  });

  it("is the one the server bundles: no source map names the development build", () => {
    const maps = files(path.join(buildDir(), "server"), ".map");
    expect(maps.length).toBeGreaterThan(0);
    const sources = maps.flatMap((file) => JSON.parse(readFileSync(file, "utf8")).sources as string[]);
    expect(sources.some((source) => source.includes("react-router/dist/production/"))).toBe(true);
    expect(sources.filter((source) => source.includes("react-router/dist/development/"))).toEqual([]);
  });

  it("is bundled into the pages' render, not imported from node_modules, where Node finds the other", () => {
    const modules = files(path.join(buildDir(), "server"), ".js").filter((file) => !file.endsWith(".map"));
    const bare = modules.filter((file) =>
      /from\s*["']react-router(\/[a-z-]+)?["']/.test(readFileSync(file, "utf8")),
    );
    expect(bare).toEqual([]);
  });
});
