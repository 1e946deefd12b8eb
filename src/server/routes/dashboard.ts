import { Hono } from "hono";
import { requireViewer } from "@/server/auth/session-middleware";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import { getDashboard } from "@/server/services/dashboard/dashboard-service";
import { dashboardQuerySchema } from "@/shared/dashboard";
import { DEFAULT_LANGUAGE } from "@/shared/languages";

/** /api/dashboard: the member's overview in one answer; ?lang= picks the language of event texts. */
export function dashboardRoutes({ db, config }: AppDeps) {
  return new Hono<AppEnv & { Variables: { viewer: Viewer } }>()
    .use(requireViewer)
    .get("/", validate("query", dashboardQuerySchema), async (c) => {
      const viewer = c.var.viewer;
      c.header("Cache-Control", "no-store");
      return c.json(
        await getDashboard(db, config, {
          userId: viewer.user.id,
          profile: viewer.profile,
          language: c.req.valid("query").lang ?? viewer.profile?.language ?? DEFAULT_LANGUAGE,
        }),
      );
    });
}
