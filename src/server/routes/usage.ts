import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import { countPageView } from "@/server/services/usage/usage-counters";
import { pageViewBodySchema } from "@/shared/admin";

/**
 * /api/usage — the SPA reports a page view as a route pattern. No cookie is set or read for it and
 * nothing about the sender is stored: only the pattern and the day (decision 061).
 */
export function usageRoutes({ db, logger }: AppDeps) {
  return new Hono<AppEnv>().post("/page-view", validate("json", pageViewBodySchema), (c) => {
    countPageView(db, c.req.valid("json").route, { logger });
    return c.body(null, 204);
  });
}
