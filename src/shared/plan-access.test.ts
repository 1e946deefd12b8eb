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
const base: WeekAccessInput = {
  plan: "core",
  coreWeekLock: false,
  firstOpened: {},
  timeZone: "Europe/Berlin",
  now,
};

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
    expect(recommendedFrom(1, { 1: "2026-11-01T10:00:00.000Z" }, "Europe/Berlin")).toBeNull();
    expect(recommendedFrom(2, {}, "Europe/Berlin")).toBeNull();
    expect(recommendedFrom(2, { 1: "2026-11-01T10:00:00.000Z" }, "Europe/Berlin")).toBe(
      "2026-11-08T10:00:00.000Z",
    );
  });

  it("counts the 7 days on the member's calendar: the same time of day across a change of the clocks", () => {
    const from = (opened: string, timeZone: string) => recommendedFrom(2, { 1: opened }, timeZone);
    // Berlin springs forward on 28 March 2027: 10:00 winter time (09:00 UTC) → 10:00 summer time.
    expect(from("2027-03-21T09:00:00.000Z", "Europe/Berlin")).toBe("2027-03-28T08:00:00.000Z");
    // and falls back on 31 October: 10:00 summer time (08:00 UTC) → 10:00 winter time.
    expect(from("2027-10-24T08:00:00.000Z", "Europe/Berlin")).toBe("2027-10-31T09:00:00.000Z");
    // 02:30 does not exist on 28 March in Berlin: the recommendation comes just after the gap.
    expect(from("2027-03-21T01:30:00.000Z", "Europe/Berlin")).toBe("2027-03-28T01:30:00.000Z");
    // 00:30 on 25 October (summer time) → 00:30 on 1 November, not 31 October's 23:30 (7 × 24 hours).
    expect(from("2027-10-24T22:30:00.000Z", "Europe/Berlin")).toBe("2027-10-31T23:30:00.000Z");
    // New York changes its clocks on other days (14 March, 7 November 2027): none in these weeks.
    expect(from("2027-03-21T14:00:00.000Z", "America/New_York")).toBe("2027-03-28T14:00:00.000Z");
    expect(from("2027-10-31T14:00:00.000Z", "America/New_York")).toBe("2027-11-07T15:00:00.000Z");
    // A leap year: 7 days after 25 February 2028 is 3 March, with 29 February between.
    expect(from("2028-02-25T09:00:00.000Z", "Europe/Berlin")).toBe("2028-03-03T09:00:00.000Z");
    expect(from("2028-02-25T09:00:00.000Z", "UTC")).toBe("2028-03-03T09:00:00.000Z");
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
