import { describe, expect, it } from "vitest";
import { blockingTimes } from "./lighthouse-cpu-blocking.mjs";

const main = { pid: 1, tid: 7 };
const task = (ms, length, cpu, thread = main) => ({
  ...thread,
  ph: "X",
  name: "RunTask",
  ts: ms * 1000,
  dur: length * 1000,
  tdur: cpu * 1000,
});

describe("blocking time from a trace's wall and CPU time (decision 230)", () => {
  it("sums each task's part over 50 ms at 4x, after the first contentful paint, from wall and from CPU time", () => {
    const events = [
      { ...main, name: "firstContentfulPaint", ph: "R", ts: 100_000 },
      task(10, 80, 80), // before the first paint: not counted
      task(120, 30, 10), // 120 ms wall at 4x: 70 blocking; 40 ms of CPU at 4x: none
      { ...main, ph: "X", name: "RunTask", ts: 125_000, dur: 2000, tdur: 2000 }, // nested: not counted again
      task(200, 12, 12), // 48 ms at 4x: none
      task(300, 40, 20), // 160 → 110; 80 → 30
      task(400, 100, 100, { pid: 1, tid: 9 }), // another thread
    ];
    expect(blockingTimes(events)).toEqual({ wall: 180, cpu: 30 });
  });

  it("has no figure for a trace without a first contentful paint", () => {
    expect(blockingTimes([task(0, 100, 100)])).toBeUndefined();
  });
});
