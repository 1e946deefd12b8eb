import { describe, expect, it } from "vitest";
import { failureLines } from "./test-timings.mjs";

const step = (name, ok, report) => ({ name, seconds: 1, ok, report });

describe("the end of `npm test` names what failed", () => {
  it("lists each failed test with its first error line, and a file that failed outside its tests", () => {
    const lines = failureLines(
      [step("API tests on PostgreSQL", false, "postgres"), step("end-to-end tests", false, "e2e")],
      [
        { step: "postgres", name: "a.test.ts › passes", seconds: 1, status: "passed" },
        {
          step: "postgres",
          name: "a.test.ts › breaks",
          seconds: 1,
          status: "failed",
          message: "expected 1 to be 2",
        },
        { step: "e2e", name: "b.spec.ts › signs in", seconds: 1, status: "unexpected", message: "timeout" },
        { step: "e2e", name: "b.spec.ts › retried", seconds: 1, status: "flaky" },
      ],
      [
        { step: "postgres", name: "a.test.ts", seconds: 2, status: "failed" },
        { step: "postgres", name: "c.test.ts", seconds: 2, status: "failed", message: "hook timed out" },
      ],
    ).join("\n");
    expect(lines).toContain("What failed:");
    expect(lines).toContain("postgres  c.test.ts\n            hook timed out");
    expect(lines).toContain("postgres  a.test.ts › breaks\n            expected 1 to be 2");
    expect(lines).toContain("e2e       b.spec.ts › signs in\n            timeout");
    // a.test.ts is named by its failed test, not a second time as a file; passed and flaky tests are not listed
    expect(lines).not.toMatch(/a\.test\.ts\n/);
    expect(lines).not.toContain("passes");
    expect(lines).not.toContain("retried");
    expect(lines).not.toContain("no failed test in its report");
  });

  it("says so when a step failed with every test in its report passing", () => {
    const lines = failureLines(
      [step("API tests on PostgreSQL", false, "postgres"), step("typecheck", false)],
      [{ step: "postgres", name: "a.test.ts › passes", seconds: 1, status: "passed" }],
      [{ step: "postgres", name: "a.test.ts", seconds: 1, status: "passed" }],
    );
    expect(lines.join("\n")).toContain("API tests on PostgreSQL failed with no failed test in its report");
    expect(lines.join("\n")).not.toContain("typecheck");
    expect(lines).not.toContain("What failed:");
  });

  it("prints nothing when nothing failed", () => {
    expect(failureLines([step("lint", true)], [], [])).toEqual([]);
  });
});
