import { Hono } from "hono";
import type { z } from "zod";
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
  deleteAnnouncementAsAdmin,
  listAnnouncementsForAdmin,
  updateAnnouncementAsAdmin,
} from "@/server/services/admin/publishing/announcements";
import {
  createBulletinAsAdmin,
  listBulletinForAdmin,
  updateBulletinAsAdmin,
} from "@/server/services/admin/publishing/bulletin";
import {
  createDailyImpulseAsAdmin,
  deleteDailyImpulseAsAdmin,
  listDailyImpulsesForAdmin,
  updateDailyImpulseAsAdmin,
} from "@/server/services/admin/publishing/daily-impulses";
import {
  createEventAsAdmin,
  deleteEventAsAdmin,
  listEventsForAdmin,
  updateEventAsAdmin,
} from "@/server/services/admin/publishing/events";
import {
  createWeeklyContentAsAdmin,
  deleteWeeklyContentAsAdmin,
  listWeeklyContentForAdmin,
  updateWeeklyContentAsAdmin,
} from "@/server/services/admin/publishing/weekly-content";
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

type Env = AppEnv & { Variables: { viewer: Viewer } };

/** What an admin screen writes: create, update and delete of one kind of item, for the admin who acts. */
type Writes<Input> = {
  create: (viewer: Viewer, input: Input) => Promise<{ id: string }>;
  update: (viewer: Viewer, id: string, input: Input) => Promise<void>;
  remove: (viewer: Viewer, id: string) => Promise<void>;
};

/**
 * POST / (201 with the new id), PUT /:id and DELETE /:id ({ ok: true }) for one kind of published
 * item, the body checked against its shared schema; mounted at the kind's path beside its list.
 */
function writeRoutes<Schema extends z.ZodType>(schema: Schema, writes: Writes<z.output<Schema>>) {
  return new Hono<Env>()
    .post("/", validate("json", schema), async (c) =>
      c.json(await writes.create(c.var.viewer, c.req.valid("json") as z.output<Schema>), 201),
    )
    .put("/:id", validate("param", idParamSchema), validate("json", schema), async (c) => {
      await writes.update(c.var.viewer, c.req.valid("param").id, c.req.valid("json") as z.output<Schema>);
      return c.json(done);
    })
    .delete("/:id", validate("param", idParamSchema), async (c) => {
      await writes.remove(c.var.viewer, c.req.valid("param").id);
      return c.json(done);
    });
}

/**
 * /api/admin — what admins publish and moderate: impulses, posts and comments, events,
 * announcements, the bulletin board, badges. Mounted beside routes/admin.ts under the same guard
 * (401 visitor, 403 member); below it the role is checked once more, next to the data, and each
 * write is recorded in the audit log (decision 250).
 */
export function adminContentRoutes({ db, config }: AppDeps) {
  const zoned = { db, timeZone: config.timeZone };
  // The operator's calendar day, so the forms can suggest tomorrow's date in the right time zone.
  const today = () => calendarDate(new Date(), config.timeZone);
  return (
    new Hono<Env>()
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
      .route(
        "/impulses/daily",
        writeRoutes(dailyImpulseInputSchema, {
          create: (viewer, input) => createDailyImpulseAsAdmin(db, viewer, input),
          update: (viewer, id, input) => updateDailyImpulseAsAdmin(db, viewer, id, input),
          remove: (viewer, id) => deleteDailyImpulseAsAdmin(db, viewer, id),
        }),
      )
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
      .route(
        "/impulses/weekly",
        writeRoutes(weeklyContentInputSchema, {
          create: (viewer, input) => createWeeklyContentAsAdmin(db, viewer, input),
          update: (viewer, id, input) => updateWeeklyContentAsAdmin(db, viewer, id, input),
          remove: (viewer, id) => deleteWeeklyContentAsAdmin(db, viewer, id),
        }),
      )
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
      .route(
        "/events",
        writeRoutes(adminEventInputSchema, {
          create: (viewer, input) => createEventAsAdmin(zoned, viewer, input),
          update: (viewer, id, input) => updateEventAsAdmin(zoned, viewer, id, input),
          remove: (viewer, id) => deleteEventAsAdmin(zoned, viewer, id),
        }),
      )
      // Announcements
      .get("/announcements", validate("query", adminPageQuerySchema), async (c) =>
        c.json(await listAnnouncementsForAdmin(db, c.var.viewer, c.req.valid("query").page)),
      )
      .route(
        "/announcements",
        writeRoutes(announcementInputSchema, {
          create: (viewer, input) => createAnnouncementAsAdmin(db, viewer, input),
          update: (viewer, id, input) => updateAnnouncementAsAdmin(db, viewer, id, input),
          remove: (viewer, id) => deleteAnnouncementAsAdmin(db, viewer, id),
        }),
      )
      // Bulletin board
      .get("/bulletin", validate("query", adminPageQuerySchema), async (c) =>
        c.json(await listBulletinForAdmin(db, c.var.viewer, c.req.valid("query").page)),
      )
      .route(
        "/bulletin",
        writeRoutes(bulletinInputSchema, {
          create: (viewer, input) => createBulletinAsAdmin(db, viewer, input),
          update: (viewer, id, input) => updateBulletinAsAdmin(db, viewer, id, input),
          // Members' entries too, through the one deletion path (decision 175).
          remove: (viewer, id) => deleteBulletinEntry(db, viewer, id),
        }),
      )
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
