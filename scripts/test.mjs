// `npm test`: lock file check, lint, typecheck, Vitest on SQLite, Vitest on PostgreSQL, then Playwright. Every step runs;
// the exit code is non-zero when any failed.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./chromium.mjs";

const steps = [
  ["lock file works with npm ci", ["scripts/lockfile-platform-stubs.mjs", "--check"]],
  ["lint (Biome)", ["node_modules/@biomejs/biome/bin/biome", "check", "."]],
  ["typecheck", ["node_modules/typescript/bin/tsc", "-p", "."]],
  ["unit and API tests on SQLite", ["node_modules/vitest/vitest.mjs", "run"]],
  ["API tests on PostgreSQL", ["scripts/test-postgres.mjs"]],
  ["end-to-end tests (Playwright)", ["scripts/test-e2e.mjs"]],
];

if (!ensureChromium()) process.exit(1);
const failed = [];
const started = Date.now();
for (const [name, args] of steps) {
  console.info(`\n=== ${name} ===`);
  const t0 = Date.now();
  const result = spawnSync(process.execPath, args, { stdio: "inherit" });
  const seconds = Math.round((Date.now() - t0) / 1000);
  if (result.status !== 0) failed.push(name);
  console.info(`=== ${name}: ${result.status === 0 ? "ok" : "FAILED"} (${seconds} s) ===`);
}
console.info(`\nnpm test took ${Math.round((Date.now() - started) / 1000)} s`);
console.info(`steps: ${steps.length - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(", ")}`);
  process.exit(1);
}
