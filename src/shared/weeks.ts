import { TOTAL_WEEKS } from "@/shared/plans";

/** A week number from a URL: only the plain integers 1 to 5 count ("1e0", "2.5", "01" do not). */
export function parseWeekNumber(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d*$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= TOTAL_WEEKS ? n : null;
}
