import { Hono } from "hono";
import { requireViewer } from "@/server/auth/session-middleware";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import { viewerCalendarInfo, viewerReminderFile } from "@/server/services/calendar/calendar-service";
import { calendarParamSchema, calendarQuerySchema } from "@/shared/calendar";
import type { CalendarInfo } from "@/shared/calendar-reminders";

/** /api/calendar — week 5's calendar reminders: the member's time zone, and each reminder as .ics. */
export function calendarRoutes({ db, config }: AppDeps) {
  return new Hono<AppEnv & { Variables: { viewer: Viewer } }>()
    .use(requireViewer)
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(
        (await viewerCalendarInfo(db, c.var.viewer.user.id, config.timeZone)) satisfies CalendarInfo,
      );
    })
    .get(
      "/reminders/:kind",
      validate("param", calendarParamSchema),
      validate("query", calendarQuerySchema),
      async (c) => {
        const file = await viewerReminderFile(db, {
          viewer: c.var.viewer,
          kind: c.req.valid("param").kind,
          query: c.req.valid("query"),
          timeZone: config.timeZone,
          appUrl: config.appUrl,
          coreWeekLock: config.coreWeekLock,
        });
        c.header("Content-Type", "text/calendar; charset=utf-8");
        c.header("Content-Disposition", `attachment; filename="${file.fileName}"`);
        c.header("Cache-Control", "no-store");
        return c.body(file.body);
      },
    );
}
