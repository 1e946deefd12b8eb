import { Hono } from "hono";
import { requireAdmin } from "@/server/auth/session-middleware";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import { adminContentRoutes } from "@/server/routes/admin-content";
import { adminReportRoutes } from "@/server/routes/admin-reports";
import { adminOverview } from "@/server/services/admin/admin-overview";
import { assertAdmin, listUsers, setUserAdmin, userDetails } from "@/server/services/admin/admin-users";
import { listAdminActions } from "@/server/services/admin/audit-log";
import {
  adminUsersQuerySchema,
  auditQuerySchema,
  setAdminBodySchema,
  userIdParamSchema,
} from "@/shared/admin";

/**
 * /api/admin — the operator's tools. requireAdmin answers 401/403 before anything runs, once for the
 * whole area (the content and report routes are mounted in here, behind it); the services check the
 * role again next to the data. The moderation routes (impulses, posts, events, …) record each write
 * with recordAdminAction.
 */
export function adminRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv & { Variables: { viewer: Viewer } }>()
    .use(requireAdmin)
    .use(async (c, next) => {
      c.header("Cache-Control", "no-store");
      await next();
    })
    .get("/overview", async (c) => c.json(await adminOverview(db, c.var.viewer)))
    .get("/users", validate("query", adminUsersQuerySchema), async (c) =>
      c.json(await listUsers(db, c.var.viewer, c.req.valid("query"))),
    )
    .get("/users/:id", validate("param", userIdParamSchema), async (c) =>
      c.json({ user: await userDetails(db, c.var.viewer, c.req.valid("param").id) }),
    )
    .put(
      "/users/:id/admin",
      validate("param", userIdParamSchema),
      validate("json", setAdminBodySchema),
      async (c) => {
        const user = await setUserAdmin(db, c.var.viewer, c.req.valid("param").id, c.req.valid("json").admin);
        return c.json({ user });
      },
    )
    .get("/audit", validate("query", auditQuerySchema), async (c) => {
      assertAdmin(c.var.viewer);
      return c.json(await listAdminActions(db, c.req.valid("query")));
    })
    .route("/", adminContentRoutes(deps))
    .route("/", adminReportRoutes(deps));
}
