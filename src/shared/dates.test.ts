import { describe, expect, it } from "vitest";
import { zonedDateTime, zonedDateTimeToUtc } from "@/shared/dates";

describe("wall-clock times in a time zone", () => {
  it("turns a Berlin date and time into UTC in winter, in summer and around the clock changes", () => {
    expect(zonedDateTimeToUtc("2026-01-15", "18:30", "Europe/Berlin").toISOString()).toBe(
      "2026-01-15T17:30:00.000Z",
    );
    expect(zonedDateTimeToUtc("2026-07-01", "18:30", "Europe/Berlin").toISOString()).toBe(
      "2026-07-01T16:30:00.000Z",
    );
    expect(zonedDateTimeToUtc("2026-03-29", "03:30", "Europe/Berlin").toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    expect(zonedDateTimeToUtc("2026-10-25", "12:00", "Europe/Berlin").toISOString()).toBe(
      "2026-10-25T11:00:00.000Z",
    );
    expect(zonedDateTimeToUtc("2026-07-01", "00:15", "America/New_York").toISOString()).toBe(
      "2026-07-01T04:15:00.000Z",
    );
  });

  it("reads an instant back as the same date and time", () => {
    expect(zonedDateTime(new Date("2026-07-01T16:30:00.000Z"), "Europe/Berlin")).toEqual({
      date: "2026-07-01",
      time: "18:30",
    });
    expect(zonedDateTime(new Date("2026-12-31T23:30:00.000Z"), "Europe/Berlin")).toEqual({
      date: "2027-01-01",
      time: "00:30",
    });
  });
});
