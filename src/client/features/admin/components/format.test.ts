import { describe, expect, it } from "vitest";
import {
  browserToday,
  dayAndMonth,
  mediumCalendarDate,
  mediumDate,
  mediumDateTime,
} from "@/client/features/admin/components/format";
import { localeOf } from "@/client/lib/format";

describe("the admin's dates", () => {
  it("writes the admin's dates as Intl.DateTimeFormat's medium style would (decision 231)", () => {
    const intl = (language: string, options: Intl.DateTimeFormatOptions, value: Date) =>
      new Intl.DateTimeFormat(localeOf(language), options).format(value);
    const utc = { timeZone: "UTC" } as const;
    for (const language of ["de", "en"]) {
      // Every month twice, single- and double-digit days and months, a different hour each day.
      for (let day = 0; day < 400; day += 3) {
        const date = new Date(Date.UTC(2025, 11, 1 + day)).toISOString().slice(0, 10);
        const midnight = new Date(`${date}T00:00:00Z`);
        expect(mediumCalendarDate(date, language)).toBe(
          intl(language, { dateStyle: "medium", ...utc }, midnight),
        );
        expect(dayAndMonth(date, language)).toBe(
          intl(language, { day: "2-digit", month: "2-digit", ...utc }, midnight),
        );
        const moment = new Date(midnight.getTime() + ((day * 37) % (24 * 60)) * 60_000);
        expect(mediumDate(moment.toISOString(), language)).toBe(
          intl(language, { dateStyle: "medium" }, moment),
        );
        expect(mediumDateTime(moment, language)).toBe(
          intl(language, { dateStyle: "medium", timeStyle: "short" }, moment),
        );
      }
    }
  });

  it('names the browser\'s calendar date as toLocaleDateString("en-CA") would', () => {
    for (let hour = 0; hour < 24 * 400; hour += 29) {
      const moment = new Date(Date.UTC(2025, 11, 1) + hour * 3_600_000);
      expect(browserToday(moment)).toBe(moment.toLocaleDateString("en-CA"));
    }
  });
});
