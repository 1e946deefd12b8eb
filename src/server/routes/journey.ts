import { Hono } from "hono";
import { requireViewer } from "@/server/auth/session-middleware";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { errorBody } from "@/server/http/errors";
import { jsonBody } from "@/server/http/validate";
import {
  advanceViewerWeek,
  completeViewerWeek,
  type JourneyViewer,
  journeyState,
  openViewerWeek,
  reopenViewerWeek,
  saveWeekEntries,
  weekFromPath,
  weekState,
} from "@/server/services/journey/journey-service";
import { journeyChangesSchema } from "@/shared/journey-schemas";

/** /api/journey — the viewer's own answers and progress; every query is scoped to the viewer's id. */
export function journeyRoutes({ db, config }: AppDeps) {
  const journeyViewer = (viewer: Viewer): JourneyViewer => ({
    userId: viewer.user.id,
    plan: viewer.profile?.subscriptionType ?? null,
    coreWeekLock: config.coreWeekLock,
  });
  return new Hono<AppEnv & { Variables: { viewer: Viewer } }>()
    .use(requireViewer)
    .get("/", async (c) => c.json(await journeyState(db, journeyViewer(c.var.viewer))))
    .get("/weeks/:week", async (c) =>
      c.json(await weekState(db, journeyViewer(c.var.viewer), weekFromPath(c.req.param("week")))),
    )
    .put("/weeks/:week/entries", jsonBody(journeyChangesSchema), async (c) => {
      const week = weekFromPath(c.req.param("week"));
      const result = await saveWeekEntries(db, journeyViewer(c.var.viewer), week, c.var.body.changes);
      if (result.ok) return c.json({ entries: result.entries });
      return c.json(
        {
          ...errorBody("conflict", "Another device changed these answers in the meantime."),
          conflicts: result.conflicts,
        },
        409,
      );
    })
    .post("/weeks/:week/open", async (c) => {
      const progress = await openViewerWeek(
        db,
        journeyViewer(c.var.viewer),
        weekFromPath(c.req.param("week")),
      );
      return c.json({ progress });
    })
    .post("/weeks/:week/complete", async (c) => {
      const progress = await completeViewerWeek(
        db,
        journeyViewer(c.var.viewer),
        weekFromPath(c.req.param("week")),
      );
      return c.json({ progress });
    })
    .delete("/weeks/:week/complete", async (c) => {
      const progress = await reopenViewerWeek(
        db,
        journeyViewer(c.var.viewer),
        weekFromPath(c.req.param("week")),
      );
      return c.json({ progress });
    })
    .post("/weeks/:week/next", async (c) => {
      const progress = await advanceViewerWeek(
        db,
        journeyViewer(c.var.viewer),
        weekFromPath(c.req.param("week")),
      );
      return c.json({ progress });
    });
}
