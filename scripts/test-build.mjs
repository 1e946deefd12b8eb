// `npm run test:build`: the checks that read the production build (tests/build/: the bundle budgets, the production start),
// on the build of the current sources, made first unless it is there (scripts/build-once.mjs).
import { spawnSync } from "node:child_process";
import { defaultTestBuildDir, ensureBuild } from "./build-once.mjs";

const dir = process.env.BUILD_CHECKS_DIR ?? defaultTestBuildDir();
try {
  ensureBuild(dir);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "--project", "build", ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, BUILD_CHECKS_DIR: dir } },
);
process.exit(result.status ?? 1);
