import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  test: {
    // Vitest's default is one worker less than the cores: one worker on our 2-core machines, so every
    // file ran after the other while most of them wait on scrypt, PostgreSQL or a child server. Each
    // file has its own database and ports, so files may run side by side.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts", "src/content/**/*.test.ts"],
          // One migrated database per run, copied by every test file (src/server/test/template-database.ts).
          globalSetup: ["src/server/test/template-database.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // Every file builds its own app on its own database, and the server's per-app state is keyed
          // by that app (WeakMaps on db/auth), so files can share the imported modules: importing the
          // server afresh for each file was about half of the run's time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "client",
          environment: "jsdom",
          include: ["src/client/**/*.test.{ts,tsx}"],
          setupFiles: ["src/client/test/setup.ts"],
        },
      },
      // The measuring scripts' own arithmetic (scripts/*.mjs).
      {
        extends: true,
        test: {
          name: "scripts",
          environment: "node",
          include: ["scripts/**/*.test.mjs", "deploy/**/*.test.mjs"],
        },
      },
      // The checks that read the production build (bundle budgets) exist only when a build is handed
      // in: `npm test` and `npm run test:build` (scripts/test-build.mjs) make it first.
      ...(process.env.BUILD_CHECKS_DIR
        ? [
            {
              extends: true as const,
              test: { name: "build", environment: "node" as const, include: ["tests/build/**/*.test.ts"] },
            },
          ]
        : []),
    ],
  },
});
