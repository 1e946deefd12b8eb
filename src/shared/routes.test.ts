import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "@/shared/routes";

describe("safeRedirectTarget", () => {
  it("follows same-site paths", () => {
    for (const target of ["/week/3", "/dashboard?tab=1", "/community#events", "/a%20b"]) {
      expect(safeRedirectTarget(target)).toBe(target);
    }
  });

  it("refuses anything a browser could turn into another origin", () => {
    const hostile = [
      null,
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/%09/evil.example",
      "/%0A/evil.example",
      "/%0D/evil.example",
      "/%0d%0a/evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "/%2F/evil.example",
      "/%5C/evil.example",
      "/%E0%A4%A",
    ];
    for (const target of hostile) expect(safeRedirectTarget(target, "/home"), String(target)).toBe("/home");
  });
});
