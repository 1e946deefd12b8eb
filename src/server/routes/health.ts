import { Hono } from "hono";
import { sql } from "kysely";
import { pendingMigrations } from "@/server/db/migrate";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { isShuttingDown } from "@/server/lifecycle";

/**
 * `/api/health`: the database answers (the monitors' check). `/api/health/live`: the process answers,
 * nothing else (a restart is the cure when it does not). `/api/health/ready`: this instance should get
 * requests — the database answers, every migration of this build is applied, and it is not shutting
 * down (the load balancer's and the container's check).
 */
export function healthRoutes({ db, dialect }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      try {
        await sql`select 1`.execute(db);
        return c.json({ status: "ok", database: dialect });
      } catch (err) {
        c.var.log.error({ err }, "health check failed");
        return c.json({ status: "error", database: dialect }, 503);
      }
    })
    .get("/live", (c) => c.json({ status: "ok" }))
    .get("/ready", async (c) => {
      if (isShuttingDown()) return c.json({ status: "shutting_down" }, 503);
      try {
        const pending = await pendingMigrations(db);
        if (pending.length > 0) return c.json({ status: "migrations_pending", pending }, 503);
        return c.json({ status: "ready", database: dialect });
      } catch (err) {
        c.var.log.error({ err }, "readiness check failed");
        return c.json({ status: "database_unreachable" }, 503);
      }
    });
}
