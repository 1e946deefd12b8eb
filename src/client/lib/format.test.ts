import { describe, expect, it } from "vitest";
import { longDateTime, quoted } from "@/client/lib/format";

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
});
