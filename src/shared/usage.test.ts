import { describe, expect, it } from "vitest";
import { pageViewBodySchema } from "@/shared/admin";
import { NOT_FOUND_PATTERN, USAGE_ROUTE_PATTERNS, usageRouteOf } from "@/shared/usage";

describe("usage route patterns", () => {
  it("counts a path under its pattern, never with ids, numbers or tokens in it", () => {
    expect(usageRouteOf("/dashboard")).toBe("/dashboard");
    expect(usageRouteOf("/dashboard/")).toBe("/dashboard");
    expect(usageRouteOf("/week/3")).toBe("/week/:weekNumber");
    expect(usageRouteOf("/week/abc")).toBe("/week/:weekNumber");
    expect(usageRouteOf("/admin/users")).toBe("/admin/users");
    expect(usageRouteOf("/admin/users/5b0f7c4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f")).toBe(NOT_FOUND_PATTERN);
    expect(usageRouteOf("/mia@example.org")).toBe(NOT_FOUND_PATTERN);
    expect(usageRouteOf("/reset-password")).toBe("/reset-password");
  });

  it("accepts only the known patterns in the beacon's body", () => {
    for (const route of USAGE_ROUTE_PATTERNS)
      expect(pageViewBodySchema.safeParse({ route }).success).toBe(true);
    for (const route of ["/week/3", "/x", "", "mia@example.org"]) {
      expect(pageViewBodySchema.safeParse({ route }).success, route).toBe(false);
    }
  });
});
