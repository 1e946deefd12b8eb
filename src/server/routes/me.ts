import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { sessionSummary } from "@/server/services/profiles/session-summary";

export function meRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await sessionSummary(db, c.var.viewer));
  });
}
