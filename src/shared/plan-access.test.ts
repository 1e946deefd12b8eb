import { describe, expect, it } from "vitest";
import {
  accessibleWeeks,
  currentWeekAfterPlanChange,
  paysFor,
  planWeekCount,
  recommendedFrom,
  type WeekAccessInput,
  weekAccess,
} from "@/shared/plan-access";

const now = new Date("2026-11-22T12:00:00Z");
const base: WeekAccessInput = { plan: "core", coreWeekLock: false, firstOpened: {}, now };

describe("plan access", () => {
  it("gives free (and no plan) week 1 only", () => {
    for (const plan of ["free", null] as const) {
      expect(accessibleWeeks({ ...base, plan })).toEqual([1]);
      expect(weekAccess(2, { ...base, plan })).toMatchObject({ accessible: false, lockedBy: "plan" });
    }
    expect(planWeekCount("free")).toBe(1);
  });

  it("gives Core and Deep all five weeks while the schedule is a guideline", () => {
    expect(accessibleWeeks({ ...base, plan: "core" })).toEqual([1, 2, 3, 4, 5]);
    expect(accessibleWeeks({ ...base, plan: "deep" })).toEqual([1, 2, 3, 4, 5]);
  });

  it("never opens weeks outside 1 to 5", () => {
    expect(weekAccess(0, { ...base, plan: "deep" }).accessible).toBe(false);
    expect(weekAccess(6, { ...base, plan: "deep" }).accessible).toBe(false);
  });

  it("recommends a week 7 days after the previous one was first opened", () => {
    expect(recommendedFrom(1, { 1: "2026-11-01T10:00:00.000Z" })).toBeNull();
    expect(recommendedFrom(2, {})).toBeNull();
    expect(recommendedFrom(2, { 1: "2026-11-01T10:00:00.000Z" })).toBe("2026-11-08T10:00:00.000Z");
  });

  it("locks Core by schedule only with the operator setting, exactly at the boundary", () => {
    const opened = { 1: "2026-11-15T12:00:00.000Z" };
    const locked = { ...base, coreWeekLock: true, firstOpened: opened };
    expect(weekAccess(2, { ...locked, now: new Date("2026-11-22T11:59:59.999Z") })).toMatchObject({
      accessible: false,
      lockedBy: "schedule",
    });
    expect(weekAccess(2, { ...locked, now: new Date("2026-11-22T12:00:00.000Z") }).accessible).toBe(true);
    expect(weekAccess(3, locked)).toMatchObject({
      accessible: false,
      lockedBy: "schedule",
      recommendedFrom: null,
    });
    expect(weekAccess(1, locked).accessible).toBe(true);
    expect(accessibleWeeks({ ...locked, plan: "deep" })).toEqual([1, 2, 3, 4, 5]);
    expect(
      weekAccess(2, { ...base, firstOpened: opened, now: new Date("2026-11-16T00:00:00Z") }).accessible,
    ).toBe(true);
  });

  it("marks only Core and Deep as paid", () => {
    expect(paysFor("free")).toBe(false);
    expect(paysFor("core")).toBe(true);
    expect(paysFor("deep")).toBe(true);
  });

  it("keeps the user's week on a plan change, within what the plan includes", () => {
    expect(currentWeekAfterPlanChange(1, "core")).toBe(1);
    expect(currentWeekAfterPlanChange(3, "deep")).toBe(3);
    expect(currentWeekAfterPlanChange(5, "core")).toBe(5);
    expect(currentWeekAfterPlanChange(4, "free")).toBe(1);
    expect(currentWeekAfterPlanChange(0, "core")).toBe(1);
    expect(currentWeekAfterPlanChange(9, "deep")).toBe(5);
  });
});
