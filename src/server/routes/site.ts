import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { type SiteInfo, sixMonthsAfter } from "@/shared/public-forms";

/** /api/site — public facts for the legal and contact pages (operator, test phase, deletion date). */
export function siteRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(siteInfo(deps.config));
  });
}

/** The public facts of this installation; also in every page's answer (the root's loader). */
export function siteInfo(config: AppDeps["config"]): SiteInfo {
  const { operator, testPhaseEnd } = config;
  return {
    operator: {
      name: operator.name ?? null,
      address: operator.address ?? null,
      email: operator.email ?? null,
    },
    testPhaseEnd,
    deletionBy: sixMonthsAfter(testPhaseEnd),
    graduateBadge: config.graduateBadge,
    timeZone: config.timeZone,
  };
}
