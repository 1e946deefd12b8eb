import { describe, expect, it } from "vitest";
import { ROUTE_FRAMES } from "@/client/app/route-frames";
import { routeTablePaths } from "@/client/test/route-table";
import { paths } from "@/shared/routes";

describe("ROUTE_FRAMES", () => {
  it("has a frame for every page of the route table, so no page starts as the not-found screen", () => {
    const framed = new Set(ROUTE_FRAMES.map((frame) => frame.pattern));
    // The landing page is rendered whole by the server; "*" is the not-found page itself.
    const pages = routeTablePaths()
      .map((route) => route.path)
      .filter((path) => path !== "*" && path !== paths.home);
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((path) => !framed.has(path))).toEqual([]);
  });
});
