import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

const loadJourneyChecks = vi.fn(() => new Promise<never>(() => undefined));
vi.mock("@/client/features/week/hooks/journey-checks", () => ({
  loadJourneyChecks,
  journeyChecks: () => null,
}));
vi.mock("@/client/features/week/api/journey-api", () => ({ saveEntries: vi.fn() }));

const { useWeekAutosave } = await import("@/client/features/week/hooks/use-week-autosave");

describe("useWeekAutosave's journey checks (decision 226)", () => {
  it("are not fetched to read a week, only at the first focus or press on the page", () => {
    const { unmount } = renderHook(() =>
      useWeekAutosave({ week: 1, userId: "u1", entries: {}, fields: ["intention"] }),
    );
    expect(loadJourneyChecks).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(loadJourneyChecks).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(loadJourneyChecks).toHaveBeenCalledTimes(2);
    // A page left behind listens no more.
    unmount();
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(loadJourneyChecks).toHaveBeenCalledTimes(2);
  });
});
