import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeTablePaths } from "@/client/test/route-table";

const robots = readFileSync(path.resolve(import.meta.dirname, "../../../public/robots.txt"), "utf8");
const disallowed = [...robots.matchAll(/^Disallow:\s*(\S+)/gm)].map((match) => match[1]!);
/** A route's address as a crawler would meet it: a parameter filled in. */
const address = (pattern: string) => pattern.replace(/:\w+/g, "1");
const isDisallowed = (pattern: string) => disallowed.some((prefix) => address(pattern).startsWith(prefix));

describe("public/robots.txt", () => {
  // "*" is the not-found page, at whatever address nobody owns.
  const all = routeTablePaths().filter((route) => route.path !== "*");

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
