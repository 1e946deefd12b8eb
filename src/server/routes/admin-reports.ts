import { Hono } from "hono";
import { currentTime } from "@/server/clock";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import {
  closeReports,
  deleteReportedContent,
  listOpenReports,
  openReportCount,
} from "@/server/services/admin/admin-reports";
import { liftCommunitySuspension, suspendFromCommunity } from "@/server/services/admin/admin-suspension";
import { userIdParamSchema } from "@/shared/admin";
import { reportItemParamSchema, reportsQuerySchema, suspensionBodySchema } from "@/shared/reports";

/**
 * /api/admin reports and community suspension (decisions 184 and 185). Mounted inside
 * adminRoutes, behind its requireAdmin and no-store; the services check the role again next to the data.
 */
export function adminReportRoutes({ db }: AppDeps, clock: () => Date = currentTime) {
  return new Hono<AppEnv & { Variables: { viewer: Viewer } }>()
    .get("/reports/count", async (c) => c.json({ open: await openReportCount(db, c.var.viewer) }))
    .get("/reports", validate("query", reportsQuerySchema), async (c) =>
      c.json(await listOpenReports(db, c.var.viewer, c.req.valid("query").page)),
    )
    .post("/reports/:type/:id/delete", validate("param", reportItemParamSchema), async (c) => {
      const { type, id } = c.req.valid("param");
      await deleteReportedContent(db, c.var.viewer, type, id, clock());
      return c.body(null, 204);
    })
    .post("/reports/:type/:id/close", validate("param", reportItemParamSchema), async (c) => {
      const { type, id } = c.req.valid("param");
      await closeReports(db, c.var.viewer, type, id, clock());
      return c.body(null, 204);
    })
    .put(
      "/users/:id/suspension",
      validate("param", userIdParamSchema),
      validate("json", suspensionBodySchema),
      async (c) =>
        c.json({
          user: await suspendFromCommunity(
            db,
            c.var.viewer,
            c.req.valid("param").id,
            c.req.valid("json"),
            clock(),
          ),
        }),
    )
    .delete("/users/:id/suspension", validate("param", userIdParamSchema), async (c) =>
      c.json({ user: await liftCommunitySuspension(db, c.var.viewer, c.req.valid("param").id, clock()) }),
    );
}
