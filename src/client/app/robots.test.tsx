import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { RequireAdmin, RequireAuth } from "@/client/app/guards";
import { routes } from "@/client/app/router";

type RoutePath = { path: string; signedIn: boolean };

/** Every path of the route table, and whether a guard for signed-in people stands above it. */
function routePaths(list: RouteObject[], signedIn = false): RoutePath[] {
  return list.flatMap((route) => {
    const guard = (route.element as { type?: unknown } | null | undefined)?.type;
    const inside = signedIn || guard === RequireAuth || guard === RequireAdmin;
    return [
      ...(route.path && route.path !== "*" ? [{ path: route.path, signedIn: inside }] : []),
      ...routePaths(route.children ?? [], inside),
    ];
  });
}

const robots = readFileSync(path.resolve(import.meta.dirname, "../../../public/robots.txt"), "utf8");
const disallowed = [...robots.matchAll(/^Disallow:\s*(\S+)/gm)].map((match) => match[1]!);
/** A route's address as a crawler would meet it: a parameter filled in. */
const address = (pattern: string) => pattern.replace(/:\w+/g, "1");
const isDisallowed = (pattern: string) => disallowed.some((prefix) => address(pattern).startsWith(prefix));

describe("public/robots.txt", () => {
  const all = routePaths(routes);

  it("keeps crawlers out of every page for signed-in members and admins in the route table", () => {
    const members = all.filter((route) => route.signedIn).map((route) => route.path);
    expect(members.length).toBeGreaterThan(10);
    expect(members.filter((pattern) => !isDisallowed(pattern))).toEqual([]);
  });

  it("leaves every public page to them", () => {
    const open = all.filter((route) => !route.signedIn).map((route) => route.path);
    expect(open).toContain("/login");
    expect(open.filter(isDisallowed)).toEqual([]);
  });
});
