import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentTime, currentTimeMs } from "@/server/clock";

const serverDir = path.resolve(import.meta.dirname);

/** The server's own code: every .ts/.tsx under src/server but tests and the test helpers. */
function serverSources(): string[] {
  return readdirSync(serverDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) =>
      path.relative(serverDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .filter((file) => !file.startsWith("test/") && file !== "clock.ts");
}

/** `Date.now()`, `new Date()` and `new Date` without arguments: a reading of the machine's clock. */
const CLOCK_READING = /\bDate\.now\s*\(|\bnew\s+Date\s*\(\s*\)|\bnew\s+Date\b(?!\s*\()/;

describe("the server's one clock", () => {
  afterEach(() => vi.useRealTimers());

  it("is the only place in the server's code that reads the machine's clock", () => {
    const readings = serverSources().flatMap((file) =>
      readFileSync(path.join(serverDir, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (CLOCK_READING.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(readings).toEqual([]);
  });

  it("recognises each way of reading the clock", () => {
    for (const reading of ["Date.now()", "new Date()", "new Date ( )", "const d = new Date;"]) {
      expect(CLOCK_READING.test(reading), reading).toBe(true);
    }
    for (const fine of ["new Date(value)", "new Date(currentTimeMs() + 1)", "Date.parse(x)", "dateNow()"]) {
      expect(CLOCK_READING.test(fine), fine).toBe(false);
    }
  });

  it("follows the instant a test sets", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-31T22:59:00.000Z"));
    expect(currentTime().toISOString()).toBe("2026-12-31T22:59:00.000Z");
    expect(currentTimeMs()).toBe(Date.parse("2026-12-31T22:59:00.000Z"));
  });
});
