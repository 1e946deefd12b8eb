import { describe, expect, it } from "vitest";
import {
  longDateTime,
  numericDate,
  parseClockTime,
  parseNumericDate,
  quoted,
  weekdayCalendarDate,
} from "@/client/lib/format";

describe("format", () => {
  it("quotes in the marks of the page's language", () => {
    expect(quoted("Wer ein Warum hat", "de")).toBe("„Wer ein Warum hat“");
    expect(quoted("He who has a why", "en")).toBe("“He who has a why”");
  });

  it("writes an event's date and time the German or the English way", () => {
    const at = new Date("2026-11-28T16:00:00Z");
    expect(longDateTime(at, "de")).toMatch(/^28\. November 2026 um \d\d:00$/);
    expect(longDateTime(at, "en")).toMatch(/^28 November 2026 at \d\d:00$/);
  });

  it("writes a typed date the page's way and reads it back, whatever the browser's locale", () => {
    expect(numericDate("2026-11-28", "de")).toBe("28.11.2026");
    expect(numericDate("2026-11-28", "en")).toBe("28/11/2026");
    for (const typed of ["28.11.2026", "28/11/2026", " 28.11.2026 ", "2026-11-28"]) {
      expect(parseNumericDate(typed), typed).toBe("2026-11-28");
    }
    expect(parseNumericDate("1.2.2027")).toBe("2027-02-01");
    for (const wrong of ["31.11.2026", "11/28/2026", "28.11.26", "morgen", ""]) {
      expect(parseNumericDate(wrong), wrong).toBeNull();
    }
    expect(weekdayCalendarDate("2026-11-28", "de")).toBe("Samstag, 28. November 2026");
    expect(weekdayCalendarDate("2026-11-28", "en")).toMatch(/^Saturday,? 28 November 2026$/);
  });

  it("reads a typed time on the 24-hour clock", () => {
    expect(parseClockTime("18:30")).toBe("18:30");
    expect(parseClockTime("9:05")).toBe("09:05");
    expect(parseClockTime("18.30")).toBe("18:30");
    for (const wrong of ["24:00", "18:60", "6:30 PM", "1830"])
      expect(parseClockTime(wrong), wrong).toBeNull();
  });
});
