import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The landing page in a real browser: it fetches only the landing script and what that imports (read
 * from the build's manifest), and works before anything else loads. The budget itself and the SPA's
 * budgets only read the build's files: tests/build/bundle-budgets.test.ts (`npm test`'s build checks).
 */
const LANDING_ENTRY = "src/client/features/landing/enhance/landing-enhance.ts";

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
const clientDir = () => path.join(process.env.E2E_BUILD_DIR ?? "", "client");

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

test.describe("landing page JavaScript", () => {
  test.skip(!existsSync(path.join(clientDir(), ".vite", "manifest.json")), "needs the e2e server's build");

  test("a browser opening / fetches only those scripts, and the page works before any other loads", async ({
    page,
  }) => {
    const expected = landingFiles(readManifest()).map((file) => `/${file}`);
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") fetched.push(new URL(request.url()).pathname);
    });
    // Module scripts run before the load event, which goto waits for.
    await page.goto("/");
    expect(fetched.sort()).toEqual([...expected].sort());
    // Interactive with just that: the journey steps open and close.
    const step = page.locator("#journey button[aria-controls]").nth(1);
    await step.click();
    await expect(step).toHaveAttribute("aria-expanded", "true");
    expect(fetched.sort()).toEqual([...expected].sort());
  });
});
