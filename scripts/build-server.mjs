// Bundles the server and its command-line tools into dist/server (or the folder given), packages included.
import { build } from "esbuild";
import { serverBuildOptions } from "./server-build-options.mjs";

await build({
  ...serverBuildOptions(
    {
      main: "src/server/main.ts",
      "admin-role": "src/server/cli/admin-role.ts",
      "db-migrate": "src/server/cli/db-migrate.ts",
      "bench-seed": "src/server/cli/bench-seed.ts",
      "bench-server": "src/server/cli/bench-server.ts",
      "seed-size": "src/server/cli/seed-size.ts",
      "mail-test": "src/server/cli/mail-test.ts",
      backup: "src/server/cli/backup.ts",
      restore: "src/server/cli/restore.ts",
    },
    process.argv[2] ?? "dist/server",
  ),
  tsconfig: "tsconfig.json",
});
