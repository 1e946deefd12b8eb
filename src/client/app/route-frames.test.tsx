import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { ROUTE_FRAMES } from "@/client/app/route-frames";
import { routes } from "@/client/app/router";
import { paths } from "@/shared/routes";

/** Every path of the route table, nested routes included. */
function pathsOf(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

describe("ROUTE_FRAMES", () => {
  it("has a frame for every page of the route table, so no page starts as the not-found screen", () => {
    const framed = new Set(ROUTE_FRAMES.map((frame) => frame.pattern));
    // The landing page is rendered whole by the server; "*" is the not-found page itself.
    const pages = pathsOf(routes).filter((path) => path !== "*" && path !== paths.home);
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((path) => !framed.has(path))).toEqual([]);
  });
});
