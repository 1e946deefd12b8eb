import { paths } from "@/shared/routes";

/**
 * The route patterns a page view is counted under. Only these are stored, so a counter can never
 * carry a path with an id, a token or an e-mail address in it. No zod here: the site layout bundles
 * this file; the body schema is in shared/admin.ts.
 */
const staticPatterns: string[] = Object.values(paths).filter((value) => typeof value === "string");
const WEEK_PATTERN = paths.week(":weekNumber");
export const NOT_FOUND_PATTERN = "*";
export const USAGE_ROUTE_PATTERNS = [...new Set([...staticPatterns, WEEK_PATTERN, NOT_FOUND_PATTERN])];

/** The pattern a location's path is counted under: `/week/3` → `/week/:weekNumber`. */
export function usageRouteOf(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (staticPatterns.includes(path)) return path;
  if (/^\/week\/[^/]+$/.test(path)) return WEEK_PATTERN;
  return NOT_FOUND_PATTERN;
}
