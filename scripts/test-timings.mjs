// Where `npm test`'s time goes: reads the JSON reports of Vitest and Playwright, prints the steps and the
// slowest tests, and keeps the run in scripts/.last-test-timings.json (git-ignored) to compare the next
// run with.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
export const LAST_RUN_FILE = path.join(root, "scripts", ".last-test-timings.json");

const rel = (file) => path.relative(root, file).replaceAll(path.sep, "/");

/**
 * An error in a line or three, short enough for a log's tail: its first line without terminal colours,
 * and fast-check's seed and the cause's first line when it has them (FUZZ_SEED=<seed> repeats a run).
 */
function errorSummary(message) {
  if (typeof message !== "string") return undefined;
  const lines = stripVTControlCharacters(message)
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0) return undefined;
  const seed = lines.find((l) => l.startsWith("{ seed:"));
  const cause = lines.find((l) => l.startsWith("Caused by:"));
  return [lines[0], seed, cause]
    .filter(Boolean)
    .map((l) => l.slice(0, 300))
    .join("\n            ");
}

/** Vitest's JSON report: one entry per test, with its file. Missing or unreadable reports give none. */
export function vitestTests(file, step) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  return (report.testResults ?? []).flatMap((result) =>
    (result.assertionResults ?? []).map((test) => ({
      step,
      name: `${rel(result.name)} › ${test.fullName ?? test.title}`,
      seconds: (test.duration ?? 0) / 1000,
      status: test.status,
      message: errorSummary(test.failureMessages?.[0]),
    })),
  );
}

/** Vitest's JSON report per file: set-up, hooks and tests together, as the file costs a worker. */
export function vitestFiles(file, step) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  return (report.testResults ?? []).map((result) => ({
    step,
    name: rel(result.name),
    seconds: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)) / 1000,
    status: result.status,
    message: errorSummary(result.message),
  }));
}

/** Playwright's JSON report: one entry per test, its attempts added up (a retry costs time too). */
export function playwrightTests(file, step) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  const out = [];
  const walk = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        out.push({
          step,
          name: `${spec.file} › ${[...here, spec.title].join(" › ")}${test.projectName === "setup" ? " (setup)" : ""}`,
          seconds: results.reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000,
          status: test.status, // expected | unexpected | flaky | skipped
          attempts: results.length,
          message: errorSummary(results.at(-1)?.error?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

function readLastRun() {
  try {
    return JSON.parse(readFileSync(LAST_RUN_FILE, "utf8"));
  } catch {
    return null;
  }
}

const pad = (text, width) => String(text).padEnd(width);
const num = (seconds) => String(Math.round(seconds)).padStart(6);

/**
 * The failed tests and files by name, with the first line of their error. CI shows only the tail of the
 * log, so what failed has to be named at the end, not only in the step's output far above. A step that
 * failed with nothing failed in its report (an unhandled rejection, a crashed worker) says so.
 */
export function failureLines(steps, tests, files) {
  const lines = [];
  const failedTests = tests.filter((t) => t.status === "failed" || t.status === "unexpected");
  const failedFiles = files.filter(
    (f) =>
      f.status === "failed" &&
      !failedTests.some((t) => t.step === f.step && t.name.startsWith(`${f.name} ›`)),
  );
  if (failedTests.length + failedFiles.length > 0) {
    lines.push("", "What failed:");
    for (const t of [...failedFiles, ...failedTests])
      lines.push(`  ${pad(t.step, 10)}${t.name}${t.message ? `\n            ${t.message}` : ""}`);
  }
  for (const step of steps.filter((s) => !s.ok && s.report)) {
    if (![...failedTests, ...failedFiles].some((t) => t.step === step.report))
      lines.push(
        "",
        `${step.name} failed with no failed test in its report: look in its output above for an error outside the tests (an unhandled rejection, a crashed worker, a hook).`,
      );
  }
  return lines;
}

/**
 * Prints the table of steps (with the last run's figures beside them), the 15 slowest tests and files,
 * and saves this run for the next comparison.
 * @param {{ name: string, seconds: number, ok: boolean, note?: string, report?: string }[]} steps
 * @param {{ step: string, name: string, seconds: number, status: string, attempts?: number, message?: string }[]} tests
 * @param {{ step: string, name: string, seconds: number, status?: string, message?: string }[]} files
 * @param {number} totalSeconds
 */
export function printSummary(steps, tests, files, totalSeconds) {
  const last = readLastRun();
  const lastStep = new Map((last?.steps ?? []).map((s) => [s.name, s.seconds]));
  const width = Math.max(...steps.map((s) => s.name.length), 20) + 2;
  const lines = ["", "=== Where the time went ===", `${pad("step", width)}result  seconds  last run`];
  for (const step of steps) {
    const before = lastStep.get(step.name);
    lines.push(
      `${pad(step.name, width)}${pad(step.ok ? "ok" : "FAILED", 6)}${num(step.seconds)}  ${before === undefined ? "     -" : num(before)}${step.note ? `  ${step.note}` : ""}`,
    );
  }
  lines.push(
    `${pad("total (wall clock)", width)}${pad("", 6)}${num(totalSeconds)}  ${last ? num(last.totalSeconds) : "     -"}`,
  );
  const slowest = [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, 15);
  if (slowest.length > 0) {
    lines.push("", "The 15 slowest tests:");
    for (const t of slowest) {
      const retried = t.attempts > 1 ? ` (${t.attempts} attempts)` : "";
      lines.push(`${t.seconds.toFixed(1).padStart(7)} s  ${pad(t.step, 10)}${t.name}${retried}`);
    }
  }
  const slowFiles = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 5);
  if (slowFiles.length > 0) {
    lines.push("", "The 5 slowest Vitest files (set-up included):");
    for (const f of slowFiles)
      lines.push(`${f.seconds.toFixed(1).padStart(7)} s  ${pad(f.step, 10)}${f.name}`);
  }
  const flaky = tests.filter((t) => t.status === "flaky");
  if (flaky.length > 0) {
    lines.push("", `Passed only on a retry (flaky, fix them): ${flaky.map((t) => t.name).join("; ")}`);
  }
  lines.push(...failureLines(steps, tests, files));
  const counts = new Map();
  for (const t of tests) counts.set(t.step, (counts.get(t.step) ?? 0) + 1);
  lines.push("", `Tests run: ${[...counts].map(([step, n]) => `${step} ${n}`).join(", ")}`);
  console.info(lines.join("\n"));
  writeFileSync(
    LAST_RUN_FILE,
    `${JSON.stringify({ date: new Date().toISOString(), totalSeconds, steps, slowest, tests }, null, 1)}\n`,
  );
}
