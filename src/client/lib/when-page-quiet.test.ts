import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenPageQuiet } from "@/client/lib/when-page-quiet";

/** A PerformanceObserver the test reports entries through, one instance per call. */
class FakeObserver {
  static supportedEntryTypes = ["longtask", "resource", "paint"];
  static instances: FakeObserver[] = [];
  types: string[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakeObserver.instances.push(this);
  }
  observe({ type }: { type: string }) {
    this.types.push(type);
  }
  disconnect() {
    this.disconnected = true;
  }
  report() {
    if (!this.disconnected) this.callback();
  }
}

describe("whenPageQuiet", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.instances = [];
    vi.stubGlobal("PerformanceObserver", FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("waits until no long task and no download has come for the quiet time", () => {
    const task = vi.fn();
    whenPageQuiet(task, { quietMs: 2000, latestMs: 30_000 });
    const observer = FakeObserver.instances[0]!;
    expect(observer.types).toEqual(["longtask", "resource"]);

    vi.advanceTimersByTime(1500);
    observer.report(); // a long task: the page is still at work
    vi.advanceTimersByTime(1500);
    observer.report(); // a download finished
    vi.advanceTimersByTime(1999);
    expect(task).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it("runs at the latest time on a page that never goes quiet, and only once", () => {
    const task = vi.fn();
    whenPageQuiet(task, { quietMs: 2000, latestMs: 10_000 });
    const observer = FakeObserver.instances[0]!;
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(990);
      observer.report(); // at 9,900 ms: still at work
    }
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("counts the quiet time from the call where the browser cannot observe the page", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    const task = vi.fn();
    whenPageQuiet(task, { quietMs: 2000, latestMs: 30_000 });
    vi.advanceTimersByTime(1999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
