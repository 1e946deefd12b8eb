import { Hono } from "hono";
import type { z } from "zod";
import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import {
  listImpulseCommentsForAdmin,
  listPostCommentsForAdmin,
  listPostsForAdmin,
  setUserBadge,
} from "@/server/services/admin/admin-moderation";
import {
  announcementWrites,
  listAnnouncementsForAdmin,
} from "@/server/services/admin/publishing/announcements";
import type { AdminWrites } from "@/server/services/admin/publishing/audited-writes";
import { bulletinWrites, listBulletinForAdmin } from "@/server/services/admin/publishing/bulletin";
import {
  dailyImpulseWrites,
  listDailyImpulsesForAdmin,
} from "@/server/services/admin/publishing/daily-impulses";
import { eventWrites, listEventsForAdmin } from "@/server/services/admin/publishing/events";
import {
  listWeeklyContentForAdmin,
  weeklyContentWrites,
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
  pageQuerySchema,
  setBadgeSchema,
  weeklyContentInputSchema,
} from "@/shared/community";
import { calendarDate } from "@/shared/dates";
import { idParamSchema } from "@/shared/record-id";

const cursorQuerySchema = pageQuerySchema.pick({ cursor: true });
const done = { ok: true } as const;

type Env = AppEnv & { Variables: { viewer: Viewer } };

/**
 * POST / (201 with the new id), PUT /:id and DELETE /:id ({ ok: true }) for one kind of published
 * item, the body checked against its shared schema; mounted at the kind's path beside its list.
 */
function writeRoutes<Schema extends z.ZodType, D>(
  schema: Schema,
  deps: D,
  writes: AdminWrites<D, z.output<Schema>>,
) {
  return new Hono<Env>()
    .post("/", validate("json", schema), async (c) =>
      c.json(await writes.create(deps, c.var.viewer, c.req.valid("json") as z.output<Schema>), 201),
    )
    .put("/:id", validate("param", idParamSchema), validate("json", schema), async (c) => {
      await writes.update(
        deps,
        c.var.viewer,
        c.req.valid("param").id,
        c.req.valid("json") as z.output<Schema>,
      );
      return c.json(done);
    })
    .delete("/:id", validate("param", idParamSchema), async (c) => {
      await writes.remove(deps, c.var.viewer, c.req.valid("param").id);
      return c.json(done);
    });
}

/** GET /:id/comments: an item's comments for moderation, the members' cursor list (decision 063). */
function commentRoutes(db: Db, list: typeof listPostCommentsForAdmin) {
  return new Hono<Env>().get(
    "/:id/comments",
    validate("param", idParamSchema),
    validate("query", cursorQuerySchema),
    async (c) => c.json(await list(db, c.var.viewer, c.req.valid("param").id, c.req.valid("query").cursor)),
  );
}

/**
 * /api/admin — what admins publish and moderate: impulses, posts and comments, events,
 * announcements, the bulletin board, badges. Mounted inside routes/admin.ts, behind its guard
 * (401 visitor, 403 member) and its no-store; below it the role is checked once more, next to the data, and each
 * write is recorded in the audit log (decision 250).
 */
export function adminContentRoutes({ db, config }: AppDeps) {
  const zoned = { db, timeZone: config.timeZone };
  // The operator's calendar day, so the forms can suggest tomorrow's date in the right time zone.
  const today = () => calendarDate(currentTime(), config.timeZone);
  return (
    new Hono<Env>()
      // Daily impulses
      .get("/impulses/daily", validate("query", adminPageQuerySchema), async (c) =>
        c.json({
          ...(await listDailyImpulsesForAdmin(db, c.var.viewer, c.req.valid("query").page)),
          today: today(),
        }),
      )
      .route("/impulses/daily", writeRoutes(dailyImpulseInputSchema, db, dailyImpulseWrites))
      .route("/impulses/daily", commentRoutes(db, listImpulseCommentsForAdmin))
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
      .route("/impulses/weekly", writeRoutes(weeklyContentInputSchema, db, weeklyContentWrites))
      // Forum posts and their comments
      .get("/posts", validate("query", adminPageQuerySchema), async (c) =>
        c.json(await listPostsForAdmin(db, c.var.viewer, c.req.valid("query").page)),
      )
      .route("/posts", commentRoutes(db, listPostCommentsForAdmin))
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
      .route("/events", writeRoutes(adminEventInputSchema, zoned, eventWrites))
      // Announcements
      .get("/announcements", validate("query", adminPageQuerySchema), async (c) =>
        c.json(await listAnnouncementsForAdmin(db, c.var.viewer, c.req.valid("query").page)),
      )
      .route("/announcements", writeRoutes(announcementInputSchema, db, announcementWrites))
      // Bulletin board
      .get("/bulletin", validate("query", adminPageQuerySchema), async (c) =>
        c.json(await listBulletinForAdmin(db, c.var.viewer, c.req.valid("query").page)),
      )
      // Members' entries are deleted through the one deletion path (decision 175).
      .route(
        "/bulletin",
        writeRoutes(bulletinInputSchema, db, { ...bulletinWrites, remove: deleteBulletinEntry }),
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
