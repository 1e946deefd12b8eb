import { Hono } from "hono";
import { requireViewer } from "@/server/auth/session-middleware";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import { reflectionDownload } from "@/server/services/downloads/download-service";
import { downloadQuerySchema } from "@/shared/downloads";
import { DEFAULT_LANGUAGE } from "@/shared/languages";

/** /api/downloads — the graduate's printable reflection document (403 without the badge). */
export function downloadRoutes({ db }: AppDeps) {
  return new Hono<AppEnv & { Variables: { viewer: Viewer } }>()
    .use(requireViewer)
    .get("/reflections", validate("query", downloadQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const viewer = c.var.viewer;
      const file = await reflectionDownload(db, {
        viewer,
        mode: query.mode,
        language: query.lang ?? viewer.profile?.language ?? DEFAULT_LANGUAGE,
        print: query.print === "true",
      });
      c.header("Content-Type", "text/html; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${file.fileName}"`);
      c.header("Cache-Control", "no-store");
      return c.body(file.html);
    });
}
