import { Hono } from "hono";
import { sql } from "kysely";
import type { AppDeps, AppEnv } from "@/server/http/context";

export function healthRoutes({ db, dialect }: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    try {
      await sql`select 1`.execute(db);
      return c.json({ status: "ok", database: dialect });
    } catch (err) {
      c.var.log.error({ err }, "health check failed");
      return c.json({ status: "error", database: dialect }, 503);
    }
  });
}
