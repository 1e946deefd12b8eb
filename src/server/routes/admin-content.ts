import { Hono } from "hono";
import { requireAdmin } from "@/server/auth/session-middleware";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import {
  listImpulseCommentsForAdmin,
  listPostCommentsForAdmin,
  listPostsForAdmin,
  setUserBadge,
} from "@/server/services/admin/admin-moderation";
import {
  createAnnouncementAsAdmin,
  createBulletinAsAdmin,
  createDailyImpulseAsAdmin,
  createEventAsAdmin,
  createWeeklyContentAsAdmin,
  deleteAnnouncementAsAdmin,
  deleteDailyImpulseAsAdmin,
  deleteEventAsAdmin,
  deleteWeeklyContentAsAdmin,
  listAnnouncementsForAdmin,
  listBulletinForAdmin,
  listDailyImpulsesForAdmin,
  listEventsForAdmin,
  listWeeklyContentForAdmin,
  updateAnnouncementAsAdmin,
  updateBulletinAsAdmin,
  updateDailyImpulseAsAdmin,
  updateEventAsAdmin,
  updateWeeklyContentAsAdmin,
} from "@/server/services/admin/admin-publishing";
import {
  deleteBulletinEntry,
  deleteDailyImpulseComment,
  deleteForumComment,
  deleteForumPost,
} from "@/server/services/community/content-deletion";
import { userIdParamSchema } from "@/shared/admin";
import {
  adminEventInputSchema,
  adminEventsQuerySchema,
  adminPageQuerySchema,
  announcementInputSchema,
  bulletinInputSchema,
  dailyImpulseInputSchema,
  idParamSchema,
  pageQuerySchema,
  setBadgeSchema,
  weeklyContentInputSchema,
} from "@/shared/community";
import { calendarDate } from "@/shared/dates";

const cursorQuerySchema = pageQuerySchema.pick({ cursor: true });
const done = { ok: true } as const;

/**
 * /api/admin — what admins publish and moderate: impulses, posts and comments, events,
 * announcements, the bulletin board, badges. Mounted beside routes/admin.ts under the same guard;
 * each service checks the role again and records its write in the audit log.
 */
export function adminContentRoutes({ db, config }: AppDeps) {
  const zoned = { db, timeZone: config.timeZone };
  // The operator's calendar day, so the forms can suggest tomorrow's date in the right time zone.
  const today = () => calendarDate(new Date(), config.timeZone);
  return (
    new Hono<AppEnv & { Variables: { viewer: Viewer } }>()
      .use(requireAdmin)
      .use(async (c, next) => {
        c.header("Cache-Control", "no-store");
        await next();
      })
      // Daily impulses
      .get("/impulses/daily", validate("query", adminPageQuerySchema), async (c) =>
        c.json({
          ...(await listDailyImpulsesForAdmin(db, c.var.viewer, c.req.valid("query").page)),
          today: today(),
        }),
      )
      .post("/impulses/daily", validate("json", dailyImpulseInputSchema), async (c) =>
        c.json(await createDailyImpulseAsAdmin(db, c.var.viewer, c.req.valid("json")), 201),
      )
      .put(
        "/impulses/daily/:id",
        validate("param", idParamSchema),
        validate("json", dailyImpulseInputSchema),
        async (c) => {
          await updateDailyImpulseAsAdmin(db, c.var.viewer, c.req.valid("param").id, c.req.valid("json"));
          return c.json(done);
        },
      )
      .delete("/impulses/daily/:id", validate("param", idParamSchema), async (c) => {
        await deleteDailyImpulseAsAdmin(db, c.var.viewer, c.req.valid("param").id);
        return c.json(done);
      })
      .get(
        "/impulses/daily/:id/comments",
        validate("param", idParamSchema),
        validate("query", cursorQuerySchema),
        async (c) =>
          c.json(
            await listImpulseCommentsForAdmin(
              db,
              c.var.viewer,
              c.req.valid("param").id,
              c.req.valid("query").cursor,
            ),
          ),
      )
      .delete("/impulse-comments/:id", validate("param", idParamSchema), async (c) => {
        await deleteDailyImpulseComment(db, c.var.viewer, c.req.valid("param").id);
        return c.json(done);
      })
      // Weekly impulses and quotes
      .get("/impulses/weekly", validate("query", adminPageQuerySchema), async (c) =>
        c.json({
          ...(await listWeeklyContentForAdmin(db, c.var.viewer, c.req.valid("query").page)),
          today: today(),
        }),
      )
      .post("/impulses/weekly", validate("json", weeklyContentInputSchema), async (c) =>
        c.json(await createWeeklyContentAsAdmin(db, c.var.viewer, c.req.valid("json")), 201),
      )
      .put(
        "/impulses/weekly/:id",
        validate("param", idParamSchema),
        validate("json", weeklyContentInputSchema),
        async (c) => {
          await updateWeeklyContentAsAdmin(db, c.var.viewer, c.req.valid("param").id, c.req.valid("json"));
          return c.json(done);
        },
      )
      .delete("/impulses/weekly/:id", validate("param", idParamSchema), async (c) => {
        await deleteWeeklyContentAsAdmin(db, c.var.viewer, c.req.valid("param").id);
        return c.json(done);
      })
      // Forum posts and their comments
      .get("/posts", validate("query", adminPageQuerySchema), async (c) =>
        c.json(await listPostsForAdmin(db, c.var.viewer, c.req.valid("query").page)),
      )
      .get(
        "/posts/:id/comments",
        validate("param", idParamSchema),
        validate("query", cursorQuerySchema),
        async (c) =>
          c.json(
            await listPostCommentsForAdmin(
              db,
              c.var.viewer,
              c.req.valid("param").id,
              c.req.valid("query").cursor,
            ),
          ),
      )
      .delete("/posts/:id", validate("param", idParamSchema), async (c) => {
        await deleteForumPost(db, c.var.viewer, c.req.valid("param").id);
        return c.json(done);
      })
      .delete("/post-comments/:id", validate("param", idParamSchema), async (c) => {
        await deleteForumComment(db, c.var.viewer, c.req.valid("param").id);
        return c.json(done);
      })
      // Events
      .get("/events", validate("query", adminEventsQuerySchema), async (c) =>
        c.json({ ...(await listEventsForAdmin(zoned, c.var.viewer, c.req.valid("query"))), today: today() }),
      )
      .post("/events", validate("json", adminEventInputSchema), async (c) =>
        c.json(await createEventAsAdmin(zoned, c.var.viewer, c.req.valid("json")), 201),
      )
      .put(
        "/events/:id",
        validate("param", idParamSchema),
        validate("json", adminEventInputSchema),
        async (c) => {
          await updateEventAsAdmin(zoned, c.var.viewer, c.req.valid("param").id, c.req.valid("json"));
          return c.json(done);
        },
      )
      .delete("/events/:id", validate("param", idParamSchema), async (c) => {
        await deleteEventAsAdmin(zoned, c.var.viewer, c.req.valid("param").id);
        return c.json(done);
      })
      // Announcements
      .get("/announcements", validate("query", adminPageQuerySchema), async (c) =>
        c.json(await listAnnouncementsForAdmin(db, c.var.viewer, c.req.valid("query").page)),
      )
      .post("/announcements", validate("json", announcementInputSchema), async (c) =>
        c.json(await createAnnouncementAsAdmin(db, c.var.viewer, c.req.valid("json")), 201),
      )
      .put(
        "/announcements/:id",
        validate("param", idParamSchema),
        validate("json", announcementInputSchema),
        async (c) => {
          await updateAnnouncementAsAdmin(db, c.var.viewer, c.req.valid("param").id, c.req.valid("json"));
          return c.json(done);
        },
      )
      .delete("/announcements/:id", validate("param", idParamSchema), async (c) => {
        await deleteAnnouncementAsAdmin(db, c.var.viewer, c.req.valid("param").id);
        return c.json(done);
      })
      // Bulletin board
      .get("/bulletin", validate("query", adminPageQuerySchema), async (c) =>
        c.json(await listBulletinForAdmin(db, c.var.viewer, c.req.valid("query").page)),
      )
      .post("/bulletin", validate("json", bulletinInputSchema), async (c) =>
        c.json(await createBulletinAsAdmin(db, c.var.viewer, c.req.valid("json")), 201),
      )
      .put(
        "/bulletin/:id",
        validate("param", idParamSchema),
        validate("json", bulletinInputSchema),
        async (c) => {
          await updateBulletinAsAdmin(db, c.var.viewer, c.req.valid("param").id, c.req.valid("json"));
          return c.json(done);
        },
      )
      .delete("/bulletin/:id", validate("param", idParamSchema), async (c) => {
        await deleteBulletinEntry(db, c.var.viewer, c.req.valid("param").id);
        return c.json(done);
      })
      // Badges
      .put(
        "/users/:id/badges",
        validate("param", userIdParamSchema),
        validate("json", setBadgeSchema),
        async (c) => {
          const { badge, granted } = c.req.valid("json");
          return c.json({
            user: await setUserBadge(db, c.var.viewer, c.req.valid("param").id, badge, granted),
          });
        },
      )
  );
}
