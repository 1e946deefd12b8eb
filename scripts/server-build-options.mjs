// The esbuild options of the production server bundle, shared by `scripts/build-server.mjs` and the tests
// that start the real server (src/server/test/server-process.ts), so both run what `npm start` runs.
import path from "node:path";

const reactRouterProduction = path.resolve(
  import.meta.dirname,
  "../node_modules/react-router/dist/production",
);

// Packages are bundled too (decision 135): Node resolved and loaded about a thousand files of
// node_modules at every start, four fifths of the time to ready.
export function serverBuildOptions(entryPoints, outdir) {
  return {
    entryPoints,
    outdir,
    bundle: true,
    // The tools share the server's code: one copy in shared chunks instead of one per tool.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    platform: "node",
    target: "node20",
    format: "esm",
    // better-sqlite3 loads its compiled addon from its own folder; pg-native is pg's optional extra.
    external: ["better-sqlite3", "pg-native"],
    // React Router's production build, which its package's `exports` don't name (see vite.config.ts).
    alias: {
      "react-router": path.join(reactRouterProduction, "index.mjs"),
      "react-router/dom": path.join(reactRouterProduction, "dom-export.mjs"),
    },
    // CommonJS packages inside an ES module bundle still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    sourcemap: true,
    logLevel: "warning",
  };
}
