import { describe, expect, it } from "vitest";
import {
  clockTime,
  localeOf,
  longCalendarDate,
  longDate,
  longDateTime,
  numericDate,
  parseClockTime,
  parseNumericDate,
  quoted,
  weekdayCalendarDate,
  wholeNumber,
} from "@/client/lib/format";

describe("format", () => {
  it("quotes in the marks of the page's language", () => {
    expect(quoted("Wer ein Warum hat", "de")).toBe("„Wer ein Warum hat“");
    expect(quoted("He who has a why", "en")).toBe("“He who has a why”");
  });

  it("writes an event's date and time the German or the English way", () => {
    // 17:05 on the browser's own clock, whatever its zone: the page writes what the member's clock says.
    const at = new Date(2026, 10, 28, 17, 5);
    expect(longDateTime(at, "de")).toBe("28. November 2026 um 17:05");
    expect(longDateTime(at, "en")).toBe("28 November 2026 at 17:05");
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

  it("writes every date as the browser's Intl.DateTimeFormat would, without building one (decision 219)", () => {
    const intl = (language: string, options: Intl.DateTimeFormatOptions, value: Date) =>
      new Intl.DateTimeFormat(localeOf(language), options).format(value);
    const utc = { timeZone: "UTC" } as const;
    for (const language of ["de", "en"]) {
      for (let day = 0; day < 800; day++) {
        const date = new Date(Date.UTC(2025, 11, 1 + day)).toISOString().slice(0, 10);
        const midnight = new Date(`${date}T00:00:00Z`);
        expect(longCalendarDate(date, language)).toBe(
          intl(language, { day: "numeric", month: "long", year: "numeric", ...utc }, midnight),
        );
        expect(weekdayCalendarDate(date, language)).toBe(
          intl(
            language,
            { weekday: "long", day: "numeric", month: "long", year: "numeric", ...utc },
            midnight,
          ),
        );
        // A moment at a different hour each day, in the test's own time zone.
        const moment = new Date(midnight.getTime() + ((day * 37) % (24 * 60)) * 60_000);
        expect(longDate(moment, language)).toBe(intl(language, { dateStyle: "long" }, moment));
        expect(longDateTime(moment.toISOString(), language)).toBe(
          intl(language, { dateStyle: "long", timeStyle: "short" }, moment),
        );
        expect(clockTime(moment, language)).toBe(
          intl(language, { hour: "2-digit", minute: "2-digit" }, moment),
        );
      }
    }
  });

  it("groups a whole number's thousands as Intl.NumberFormat would", () => {
    for (const value of [0, 7, 999, 1000, 2000, 12345, 100000, 1234567, -4500]) {
      expect(wholeNumber(value, "de")).toBe(new Intl.NumberFormat(localeOf("de")).format(value));
      expect(wholeNumber(value, "en")).toBe(new Intl.NumberFormat(localeOf("en")).format(value));
    }
  });

  it("reads a typed time on the 24-hour clock", () => {
    expect(parseClockTime("18:30")).toBe("18:30");
    expect(parseClockTime("9:05")).toBe("09:05");
    expect(parseClockTime("18.30")).toBe("18:30");
    for (const wrong of ["24:00", "18:60", "6:30 PM", "1830"])
      expect(parseClockTime(wrong), wrong).toBeNull();
  });
});
