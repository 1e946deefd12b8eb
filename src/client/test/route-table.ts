import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "@/client/routes";

export type RouteTablePath = {
  path: string;
  /** A guard for signed-in people (the members' layout or the admin area) stands above the route. */
  signedIn: boolean;
  /** The route module's file, relative to src/client. */
  file: string;
};

/** The route modules that let only signed-in people through (their loaders send visitors to sign in). */
const SIGNED_IN = new Set(["routes/members.tsx", "routes/admin.tsx"]);

/** Every path of the app's route table (src/client/routes.ts), nested routes included. */
export function routeTablePaths(
  list: RouteConfigEntry[] = routes,
  signedIn = false,
  parent = "/",
): RouteTablePath[] {
  return list.flatMap((route) => {
    const inside = signedIn || SIGNED_IN.has(route.file);
    // An index route answers its parent's path; every path in the table is written in full.
    const path = route.index ? parent : route.path;
    return [
      ...(path ? [{ path, signedIn: inside, file: route.file }] : []),
      ...routeTablePaths(route.children ?? [], inside, route.path ?? parent),
    ];
  });
}
