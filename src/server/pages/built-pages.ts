import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { PagesBuild } from "@/server/pages/page-routes";

/** Where the build wrote the landing page's script (`scripts/build-after-pages.mjs`). */
export const LANDING_SCRIPT_FILE = "landing-script.json";

/**
 * The production build beside this server bundle (`<build>/server/main.js`): React Router's render of
 * the pages (`pages.js`, next to it) and the client's files (`<build>/client`, or CLIENT_DIR). Without
 * a build (the API tests, a bare `tsx src/server/main.ts`) the app serves /api only.
 */
export async function builtPages(serverDir: string): Promise<{ clientDir?: string; pages?: PagesBuild }> {
  const clientDir = process.env.CLIENT_DIR ?? path.resolve(serverDir, "..", "client");
  const pagesFile = path.join(serverDir, "pages.js");
  const landingFile = path.join(serverDir, LANDING_SCRIPT_FILE);
  if (!existsSync(pagesFile) || !existsSync(landingFile)) return { clientDir };
  const build = (await import(pathToFileURL(pagesFile).href)) as ServerBuild;
  const { src } = JSON.parse(readFileSync(landingFile, "utf8")) as { src: string };
  return { clientDir, pages: { build, mode: "production", landingScript: src } };
}
