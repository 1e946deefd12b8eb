// Bundles the server and its command-line tools into dist/server, their packages included (decision 135):
// Node resolved and loaded about a thousand files of node_modules at every start, four fifths of the
// time to ready. Native and optional packages stay outside and load from ./node_modules.
import { build } from "esbuild";

await build({
  entryPoints: {
    main: "src/server/main.ts",
    "admin-role": "src/server/cli/admin-role.ts",
    "db-migrate": "src/server/cli/db-migrate.ts",
    "bench-seed": "src/server/cli/bench-seed.ts",
  },
  outdir: process.argv[2] ?? "dist/server",
  bundle: true,
  // The tools share the server's code: one copy in shared chunks instead of one per tool.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  platform: "node",
  target: "node20",
  format: "esm",
  // better-sqlite3 loads its compiled addon from its own folder; pg-native is pg's optional extra.
  external: ["better-sqlite3", "pg-native"],
  // CommonJS packages inside an ES module bundle still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
  },
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
