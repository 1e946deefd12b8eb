import { Hono } from "hono";
import { requireViewer } from "@/server/auth/session-middleware";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import { journeyViewerOf } from "@/server/services/journey/journey-access";
import {
  advanceViewerWeek,
  completeViewerWeek,
  journeyState,
  openViewerWeek,
  reopenViewerWeek,
  saveWeekEntries,
  weekState,
} from "@/server/services/journey/journey-service";
import { journeyChangesSchema, weekParamSchema } from "@/shared/journey-schemas";

/** /api/journey — the viewer's own answers and progress; every query is scoped to the viewer's id. */
export function journeyRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const journeyViewer = (viewer: Viewer) => journeyViewerOf(viewer, config);
  const week = validate("param", weekParamSchema, { missIsNotFound: true });
  return new Hono<AppEnv & { Variables: { viewer: Viewer } }>()
    .use(requireViewer)
    .get("/", async (c) => c.json(await journeyState(db, journeyViewer(c.var.viewer))))
    .get("/weeks/:week", week, async (c) =>
      c.json(await weekState(db, journeyViewer(c.var.viewer), c.req.valid("param").week)),
    )
    .put("/weeks/:week/entries", week, validate("json", journeyChangesSchema), async (c) => {
      const viewer = journeyViewer(c.var.viewer);
      const result = await saveWeekEntries(
        db,
        viewer,
        c.req.valid("param").week,
        c.req.valid("json").changes,
      );
      // A conflict is a typed answer of this route (the RPC client sees both bodies), not an error.
      return result.ok ? c.json(result.saved, 200) : c.json(result.conflict, 409);
    })
    .post("/weeks/:week/open", week, async (c) => {
      const progress = await openViewerWeek(db, journeyViewer(c.var.viewer), c.req.valid("param").week);
      return c.json({ progress });
    })
    .post("/weeks/:week/complete", week, async (c) => {
      const progress = await completeViewerWeek(deps, journeyViewer(c.var.viewer), c.req.valid("param").week);
      return c.json({ progress });
    })
    .delete("/weeks/:week/complete", week, async (c) => {
      const progress = await reopenViewerWeek(db, journeyViewer(c.var.viewer), c.req.valid("param").week);
      return c.json({ progress });
    })
    .post("/weeks/:week/next", week, async (c) => {
      const progress = await advanceViewerWeek(db, journeyViewer(c.var.viewer), c.req.valid("param").week);
      return c.json({ progress });
    });
}
