// Bundles the server and its command-line tools into dist/server; node_modules stay external.
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
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
