import { Hono } from "hono";
import { clientIp } from "@/server/http/client-ip";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import { RateLimitedError } from "@/server/services/errors";
import { pageViewGateFor } from "@/server/services/usage/page-view-gate";
import { countPageView } from "@/server/services/usage/usage-counters";
import { pageViewBodySchema } from "@/shared/admin";

/**
 * /api/usage — a page in the browser reports its view as a route pattern (`lib/usage-beacon.ts`). No
 * cookie is set or read for it and nothing about the sender is stored: only the pattern and the day
 * (decision 061). A client counts once per route in a few minutes, and a flood of reports is refused
 * (decision 174).
 */
export function usageRoutes({ db, logger, config }: AppDeps) {
  return new Hono<AppEnv>().post("/page-view", validate("json", pageViewBodySchema), (c) => {
    const route = c.req.valid("json").route;
    // A flood is told by the address, like the other per-IP limits: off with IP_RATE_LIMIT=false, where
    // every client shares one address (the browser tests all come from 127.0.0.1).
    const verdict = pageViewGateFor(db).admit(clientIp(c, config.trustProxy) ?? "unknown", route, {
      refuseFloods: config.ipRateLimit,
    });
    if (verdict === "flood") {
      throw new RateLimitedError("Too many page views from this client.", { code: "too_many_page_views" });
    }
    if (verdict === "count") countPageView(db, route, { logger });
    return c.body(null, 204);
  });
}
