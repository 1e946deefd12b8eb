import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

type ModuleGraph = { getModuleInfo(id: string): { importers: string[] } | null };

/** The route modules every page but the landing page renders inside: their code loads on each page. */
const SHELL_ROUTES =
  /[\\/]src[\\/]client[\\/](entry\.client|root|routes[\\/](site-layout|members|visitors))\.tsx/;
/**
 * lucide-react's index re-exports every icon, so every icon any page uses has it as an importer: walking
 * through it would put them all in the shell. The shell's own icons are imported one by one
 * (`lucide-react/icons/menu`) and so found directly.
 */
const ICON_INDEX = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const shellMembership = new Map<string, boolean>();
/**
 * Whether a module is imported, statically and through any chain, by one of the shell's route modules.
 * A module met again on a cycle counts as outside until its walk ends: at worst it stays in a chunk of
 * its own, which is correct, only not merged.
 */
function inShell(id: string, graph: ModuleGraph): boolean {
  const known = shellMembership.get(id);
  if (known !== undefined) return known;
  shellMembership.set(id, false);
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  const member = importers.some(
    (importer) => SHELL_ROUTES.test(importer) || (!ICON_INDEX.test(importer) && inShell(importer, graph)),
  );
  shellMembership.set(id, member);
  return member;
}

const ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const ADMIN_CODE = /[\\/]src[\\/]client[\\/](routes[\\/]admin|features[\\/]admin[\\/])/;
const WEEK_CODE = /[\\/]src[\\/]client[\\/](routes[\\/]week-|features[\\/]week[\\/])/;
/** Whether `code` imports a module, statically and through any chain (a cycle's second visit: no). */
function importedBy(
  code: RegExp,
  id: string,
  graph: ModuleGraph,
  seen = new Map<string, boolean>(),
): boolean {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false);
  const found = (graph.getModuleInfo(id)?.importers ?? []).some(
    (importer) => code.test(importer) || importedBy(code, importer, graph, seen),
  );
  seen.set(id, found);
  return found;
}
/** Whether only the admin's code imports a module (a cycle's second visit does not decide). */
function onlyAdmin(id: string, graph: ModuleGraph, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(id);
  if (known !== undefined) return known;
  if (ADMIN_CODE.test(id)) return true;
  seen.set(id, true);
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  const only = importers.length > 0 && importers.every((importer) => onlyAdmin(importer, graph, seen));
  seen.set(id, only);
  return only;
}
const weekIcons = new Map<string, boolean>();
const adminIcons = new Map<string, boolean>();
/** The icons outside the shell: those the week pages use, those only the admin uses, and the rest. */
function iconChunk(id: string, graph: ModuleGraph): string | null {
  if (!ICON.test(id)) return null;
  if (importedBy(WEEK_CODE, id, graph, weekIcons)) return "icons-week";
  return onlyAdmin(id, graph, adminIcons) ? "icons-admin" : "icons";
}

/**
 * React Router's package names only its development build in `exports` (remix-run/react-router#14102):
 * bundlers pick it for production too, with its warnings and checks — about 5 KB gzip more in every
 * page's first load and slower renders on the server. The production build beside it has the same
 * files; a build points the two entry points at it (decision 259). `scripts/server-build-options.mjs`
 * does the same for the server bundle.
 */
const reactRouterProduction = path.resolve(import.meta.dirname, "node_modules/react-router/dist/production");
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: path.join(reactRouterProduction, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, "dom-export.mjs") },
];

/**
 * The pages' build (decision 236): React Router's plugin builds the browser's modules (route modules,
 * entry.client) into <build>/client and the server's render (entry.server, route modules) into
 * <build>/server/pages.js. What else goes into a build — the landing page's script, the service
 * worker, the offline shell, the precompressed copies — `scripts/build-after-pages.mjs` makes.
 */
export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve(import.meta.dirname, "src") },
      ...(command === "build" ? reactRouterProductionBuild : []),
    ],
  },
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
            // The app code every page loads anyway (header, footer, API client, session, i18n setup), as one
            // file instead of about thirty: each small file cost a request, a round trip on a phone and
            // its own compression dictionary (per page, 52 files became 20 and 1–5 KB less gzip).
            {
              name: (id, graph) => (!id.includes("?") && inShell(id, graph) ? "shell" : null),
              priority: 1,
            },
            // The icons outside the shell in three files (`iconChunk`): left to themselves, each icon two
            // pages share became a request of its own (a page's first load grew from 20 files to 38) for
            // about 200 bytes each; in one file, a week page loaded the forum's and the admin's icons.
            {
              name: iconChunk,
              priority: 0,
            },
          ],
        },
      },
    },
  },
}));
