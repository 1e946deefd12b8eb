import type { RouteObject } from "react-router";
import { RequireAdmin, RequireAuth } from "@/client/app/guards";
import { routes } from "@/client/app/router";

export type RouteTablePath = {
  path: string;
  /** A guard for signed-in people (members or admins) stands above the route. */
  signedIn: boolean;
};

/** Every path of the app's route table, nested routes included, for tests that hold a list to it. */
export function routeTablePaths(list: RouteObject[] = routes, signedIn = false): RouteTablePath[] {
  return list.flatMap((route) => {
    const guard = (route.element as { type?: unknown } | null | undefined)?.type;
    const inside = signedIn || guard === RequireAuth || guard === RequireAdmin;
    return [
      ...(route.path ? [{ path: route.path, signedIn: inside }] : []),
      ...routeTablePaths(route.children ?? [], inside),
    ];
  });
}
