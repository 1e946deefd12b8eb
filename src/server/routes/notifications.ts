import { Hono } from "hono";
import { requireViewer } from "@/server/auth/session-middleware";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { unsubscribeRoutes } from "@/server/http/unsubscribe-routes";
import { validate } from "@/server/http/validate";
import { switchOffNotificationMail } from "@/server/services/notifications/notification-mails";
import {
  countUnread,
  getMailSettings,
  listNotifications,
  markAllRead,
  markRead,
  updateMailSettings,
} from "@/server/services/notifications/notification-service";
import {
  mailSettingsUpdateSchema,
  notificationIdParamSchema,
  notificationsQuerySchema,
} from "@/shared/notifications";
import { paths } from "@/shared/routes";

type Env = AppEnv & { Variables: { viewer: Viewer } };

/** /api/notifications: the signed-in member's own notifications and mail choices (decision 182). */
export function notificationRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<Env>()
    .use(requireViewer)
    .get("/", validate("query", notificationsQuerySchema), async (c) =>
      c.json(await listNotifications(db, c.var.viewer.user.id, { cursor: c.req.valid("query").cursor })),
    )
    .get("/count", async (c) => c.json({ unread: await countUnread(db, c.var.viewer.user.id) }))
    .post("/read-all", async (c) => {
      await markAllRead(db, c.var.viewer.user.id);
      return c.body(null, 204);
    })
    .post("/:id/read", validate("param", notificationIdParamSchema), async (c) => {
      await markRead(db, c.var.viewer.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .get("/mail-settings", async (c) => c.json(await getMailSettings(db, c.var.viewer.user.id)))
    .put("/mail-settings", validate("json", mailSettingsUpdateSchema), async (c) =>
      c.json(await updateMailSettings(db, c.var.viewer.user.id, c.req.valid("json"))),
    );
}

/** /api/notification-mails: one kind's mails switched off from the mail, without signing in (RFC 8058). */
export function notificationMailRoutes(deps: AppDeps) {
  return unsubscribeRoutes(paths.notificationMailOff, (token) => switchOffNotificationMail(deps, token));
}
