// `npm test`: lock file check, lint, typecheck, Vitest on SQLite, the date tests in two more time zones,
// Vitest on PostgreSQL (while the production build is made beside it), the checks of the build, then
// Playwright. Every step runs; the exit code is non-zero when any failed. At the end: the time of each
// step, the slowest tests, and the same figures of the run before (scripts/test-timings.mjs).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defaultTestBuildDir } from "./build-once.mjs";
import { ensureE2eTools } from "./debian-packages.mjs";
import { playwrightTests, printSummary, vitestFiles, vitestTests } from "./test-timings.mjs";

if (!ensureE2eTools()) process.exit(1);

const reports = mkdtempSync(path.join(tmpdir(), "pj-test-reports-"));
const report = (name) => path.join(reports, `${name}.json`);
const vitestJson = (name) => ["--reporter=default", "--reporter=json", `--outputFile.json=${report(name)}`];
const buildDir = defaultTestBuildDir();

const steps = [];
const started = Date.now();

/** `reportName`: the name of the step's JSON report (sqlite, postgres, …), whose failed tests are its own. */
function runStep(name, args, { env = {}, reportName } = {}) {
  console.info(`\n=== ${name} ===`);
  const t0 = Date.now();
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = (Date.now() - t0) / 1000;
  const ok = result.status === 0;
  steps.push({ name, seconds, ok, report: reportName });
  console.info(`=== ${name}: ${ok ? "ok" : "FAILED"} (${Math.round(seconds)} s) ===`);
  return ok;
}

/**
 * The build runs beside the PostgreSQL step, which mostly waits on the database; its output goes to a
 * log that is printed when the build is awaited, so the two steps' lines don't mix.
 */
function startBuild() {
  const log = path.join(reports, "build.log");
  const t0 = Date.now();
  const child = spawn(process.execPath, ["scripts/build-once.mjs", buildDir], {
    stdio: ["ignore", openSync(log, "w"), openSync(log, "a")],
  });
  const done = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  return async () => {
    const code = await done;
    const seconds = (Date.now() - t0) / 1000;
    console.info(`\n=== production build (beside the PostgreSQL step) ===`);
    process.stdout.write(readFileSync(log, "utf8"));
    const ok = code === 0;
    steps.push({ name: "production build", seconds, ok, note: "beside the PostgreSQL step" });
    console.info(`=== production build: ${ok ? "ok" : "FAILED"} (${Math.round(seconds)} s) ===`);
    return ok;
  };
}

runStep("lock file works with npm ci", ["scripts/lockfile-platform-stubs.mjs", "--check"]);
runStep("lint (Biome)", ["node_modules/@biomejs/biome/bin/biome", "check", "."]);
// Not beside the SQLite step: measured there twice in full runs it cost more than it saved (95 s for
// both against 27 + 64 one after the other, 2026-11-26); Vitest keeps both cores busy.
runStep("typecheck", ["node_modules/typescript/bin/tsc", "-p", "."]);
runStep("unit and API tests on SQLite", ["node_modules/vitest/vitest.mjs", "run", ...vitestJson("sqlite")], {
  reportName: "sqlite",
});
/*
 * The tests that touch dates once more on machines in other zones (issue 46): the results must not
 * depend on the machine's zone, since the operator's zone is a setting. UTC+14 is a day ahead of UTC
 * most hours, Los Angeles a day behind in the evening. Not the whole suite: these files — the client's
 * and the scripts' tests, shared rules, week content, jobs, services, the calendar's hard days and the
 * routes that answer dates — are where dates are made, about half of the suite's time.
 */
const DATE_TESTS = [
  "src/client",
  "scripts",
  "src/shared",
  "src/content",
  "src/server/jobs",
  "src/server/services",
  "src/server/calendar-hard-days.test.ts",
  "src/server/clock.test.ts",
  "src/server/routes/calendar.test.ts",
  "src/server/routes/community.test.ts",
  "src/server/routes/journey.test.ts",
  "src/server/routes/dashboard.test.ts",
  "src/server/routes/notifications.test.ts",
  "src/server/routes/admin-content.test.ts",
];
const OTHER_ZONES = { "tz-kiritimati": "Pacific/Kiritimati", "tz-los-angeles": "America/Los_Angeles" };
for (const [name, zone] of Object.entries(OTHER_ZONES)) {
  runStep(
    `date tests with TZ=${zone}`,
    ["node_modules/vitest/vitest.mjs", "run", ...DATE_TESTS, ...vitestJson(name)],
    { env: { TZ: zone }, reportName: name },
  );
}
const awaitBuild = startBuild();
runStep("API tests on PostgreSQL", ["scripts/test-postgres.mjs", ...vitestJson("postgres")], {
  reportName: "postgres",
});
if (await awaitBuild()) {
  runStep(
    "checks of the build (budgets, production start)",
    ["scripts/test-build.mjs", ...vitestJson("build")],
    {
      env: { BUILD_CHECKS_DIR: buildDir },
      reportName: "build",
    },
  );
  runStep("end-to-end tests (Playwright)", ["scripts/test-e2e.mjs"], {
    env: { E2E_BUILD_DIR: buildDir, E2E_TIMINGS_FILE: report("e2e") },
    reportName: "e2e",
  });
}

const totalSeconds = (Date.now() - started) / 1000;
const tests = [
  ...vitestTests(report("sqlite"), "sqlite"),
  ...Object.keys(OTHER_ZONES).flatMap((name) => vitestTests(report(name), name)),
  ...vitestTests(report("postgres"), "postgres"),
  ...vitestTests(report("build"), "build"),
  ...playwrightTests(report("e2e"), "e2e"),
];
const files = [
  ...vitestFiles(report("sqlite"), "sqlite"),
  ...Object.keys(OTHER_ZONES).flatMap((name) => vitestFiles(report(name), name)),
  ...vitestFiles(report("postgres"), "postgres"),
  ...vitestFiles(report("build"), "build"),
];
printSummary(steps, tests, files, totalSeconds);
rmSync(reports, { recursive: true, force: true });

const failed = steps.filter((s) => !s.ok).map((s) => s.name);
console.info(`\nnpm test took ${Math.round(totalSeconds)} s`);
console.info(`steps: ${steps.length - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(", ")}`);
  process.exit(1);
}
