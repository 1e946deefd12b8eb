import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLoginLockout } from "@/client/features/auth/hooks/use-login-lockout";

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z"), toFake: ["Date", "setTimeout", "clearTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useLoginLockout", () => {
  it("lets three failed attempts through and blocks the fourth for 5 minutes, per address", () => {
    const { result } = renderHook(() => useLoginLockout());
    for (let i = 0; i < 3; i++) {
      let blocked = true;
      act(() => {
        blocked = result.current.blocksAttempt("A@x.de ");
      });
      expect(blocked).toBe(false);
      act(() => result.current.recordFailure("a@x.de"));
    }
    let fourth = false;
    act(() => {
      fourth = result.current.blocksAttempt("a@x.de");
    });
    expect(fourth).toBe(true);
    expect(result.current.lockedUntil("a@x.de")).toBe(Date.now() + 5 * 60_000);
    expect(result.current.lockedUntil("b@x.de")).toBeNull();

    // A reload (a new hook on the same storage) keeps the lock and knows whose it is.
    const reloaded = renderHook(() => useLoginLockout());
    expect(reloaded.result.current.lockedEmail).toBe("a@x.de");

    act(() => {
      vi.advanceTimersByTime(5 * 60_000 + 100);
    });
    expect(result.current.lockedUntil("a@x.de")).toBeNull();
  });

  it("forgets failures older than 5 minutes and after a successful sign-in", () => {
    const { result } = renderHook(() => useLoginLockout());
    act(() => {
      result.current.recordFailure("c@x.de");
      result.current.recordFailure("c@x.de");
    });
    act(() => {
      vi.advanceTimersByTime(5 * 60_000 + 1);
    });
    act(() => result.current.recordFailure("c@x.de"));
    let blocked = true;
    act(() => {
      blocked = result.current.blocksAttempt("c@x.de");
    });
    expect(blocked).toBe(false);
    act(() => {
      result.current.recordFailure("c@x.de");
      result.current.recordFailure("c@x.de");
      result.current.clear("c@x.de");
    });
    act(() => {
      blocked = result.current.blocksAttempt("c@x.de");
    });
    expect(blocked).toBe(false);
  });
});
