import { describe, expect, it } from "vitest";
import { parseWeekNumber } from "@/shared/weeks";

describe("parseWeekNumber", () => {
  it.each(["1", "2", "3", "4", "5"])("accepts %s", (value) => {
    expect(parseWeekNumber(value)).toBe(Number(value));
  });
  it.each(["0", "6", "2.5", "-1", "abc", "1e0", "01", "", " 1", undefined])("rejects %s", (value) => {
    expect(parseWeekNumber(value)).toBeNull();
  });
});
