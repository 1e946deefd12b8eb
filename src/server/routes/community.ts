import { Hono } from "hono";
import { requireViewer } from "@/server/auth/session-middleware";
import { currentTime } from "@/server/clock";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import {
  createBulletinPost,
  editBulletinPost,
  listAnnouncements,
  listBulletin,
  listUpcomingEvents,
  renewBulletinPost,
} from "@/server/services/community/board";
import { communityActor } from "@/server/services/community/community-actor";
import {
  deleteBulletinEntry,
  deleteDailyImpulseComment,
  deleteForumComment,
  deleteForumPost,
} from "@/server/services/community/content-deletion";
import {
  createPost,
  createPostComment,
  editPost,
  editPostComment,
  listPostComments,
  listPosts,
} from "@/server/services/community/forum";
import {
  createImpulseComment,
  editImpulseComment,
  getToday,
  listImpulseComments,
} from "@/server/services/community/impulses";
import { reportContent } from "@/server/services/community/reports";
import { searchForumAsMember } from "@/server/services/community/search";
import {
  bulletinQuerySchema,
  createBulletinSchema,
  createCommentSchema,
  createPostSchema,
  editBulletinSchema,
  editCommentSchema,
  editPostSchema,
  languageQuerySchema,
  pageQuerySchema,
  searchQuerySchema,
} from "@/shared/community";
import { DEFAULT_LANGUAGE, type Language } from "@/shared/languages";
import { idParamSchema } from "@/shared/record-id";
import { createReportSchema } from "@/shared/reports";

type Env = AppEnv & { Variables: { viewer: Viewer } };

/**
 * /api/community: only signed-in members read or write. The author of anything written here is the
 * session's user; bodies name only the text. `clock` lets tests stand at a chosen moment.
 */
export function communityRoutes(deps: AppDeps, clock: () => Date = currentTime) {
  const { db, config } = deps;
  const language = (viewer: Viewer, lang: Language | undefined): Language =>
    lang ?? viewer.profile?.language ?? DEFAULT_LANGUAGE;

  /**
   * GET and POST /:id/comments for one kind of thread. Built as one chained Hono app and mounted
   * with .route so that the typed client (hc) still sees each path's request and response types.
   */
  const commentRoutes = (list: typeof listPostComments, create: typeof createPostComment) =>
    new Hono<Env>()
      .get("/:id/comments", validate("param", idParamSchema), validate("query", pageQuerySchema), async (c) =>
        c.json(
          await list(db, communityActor(c.var.viewer), c.req.valid("param").id, {
            cursor: c.req.valid("query").cursor,
          }),
        ),
      )
      .post(
        "/:id/comments",
        validate("param", idParamSchema),
        validate("json", createCommentSchema),
        async (c) =>
          c.json(
            await create(
              deps,
              communityActor(c.var.viewer),
              c.req.valid("param").id,
              c.req.valid("json"),
              clock(),
            ),
            201,
          ),
      );
  return (
    new Hono<Env>()
      .use(requireViewer)
      .use(async (c, next) => {
        await next();
        // Lists change with every post; nothing here may come from a cache.
        c.header("Cache-Control", "no-store");
      })
      .get("/today", validate("query", languageQuerySchema), async (c) => {
        const viewer = c.var.viewer;
        return c.json(
          await getToday(deps, {
            userId: viewer.user.id,
            language: language(viewer, c.req.valid("query").lang),
            timeZone: config.timeZone,
            now: clock(),
          }),
        );
      })
      .get("/events", validate("query", languageQuerySchema), async (c) => {
        const items = await listUpcomingEvents(db, {
          language: language(c.var.viewer, c.req.valid("query").lang),
          now: clock(),
        });
        return c.json({ items });
      })
      .get("/announcements", validate("query", languageQuerySchema), async (c) => {
        const items = await listAnnouncements(db, {
          language: language(c.var.viewer, c.req.valid("query").lang),
        });
        return c.json({ items });
      })
      .route("/impulses", commentRoutes(listImpulseComments, createImpulseComment))
      .patch(
        "/impulse-comments/:id",
        validate("param", idParamSchema),
        validate("json", editCommentSchema),
        async (c) =>
          c.json(
            await editImpulseComment(
              deps,
              communityActor(c.var.viewer),
              c.req.valid("param").id,
              c.req.valid("json"),
              clock(),
            ),
          ),
      )
      .delete("/impulse-comments/:id", validate("param", idParamSchema), async (c) => {
        await deleteDailyImpulseComment(db, c.var.viewer, c.req.valid("param").id);
        return c.body(null, 204);
      })
      .get("/posts", validate("query", pageQuerySchema), async (c) =>
        c.json(await listPosts(db, communityActor(c.var.viewer), { cursor: c.req.valid("query").cursor })),
      )
      .post("/posts", validate("json", createPostSchema), async (c) =>
        c.json(await createPost(deps, communityActor(c.var.viewer), c.req.valid("json"), clock()), 201),
      )
      .patch("/posts/:id", validate("param", idParamSchema), validate("json", editPostSchema), async (c) =>
        c.json(
          await editPost(
            deps,
            communityActor(c.var.viewer),
            c.req.valid("param").id,
            c.req.valid("json"),
            clock(),
          ),
        ),
      )
      .delete("/posts/:id", validate("param", idParamSchema), async (c) => {
        await deleteForumPost(db, c.var.viewer, c.req.valid("param").id);
        return c.body(null, 204);
      })
      .route("/posts", commentRoutes(listPostComments, createPostComment))
      .patch(
        "/post-comments/:id",
        validate("param", idParamSchema),
        validate("json", editCommentSchema),
        async (c) =>
          c.json(
            await editPostComment(
              deps,
              communityActor(c.var.viewer),
              c.req.valid("param").id,
              c.req.valid("json"),
              clock(),
            ),
          ),
      )
      .delete("/post-comments/:id", validate("param", idParamSchema), async (c) => {
        await deleteForumComment(db, c.var.viewer, c.req.valid("param").id);
        return c.body(null, 204);
      })
      .get("/bulletin", validate("query", bulletinQuerySchema), async (c) => {
        const query = c.req.valid("query");
        return c.json(
          await listBulletin(db, communityActor(c.var.viewer), {
            language: language(c.var.viewer, query.lang),
            cursor: query.cursor,
            category: query.category,
            timeZone: config.timeZone,
            now: clock(),
          }),
        );
      })
      .post("/bulletin", validate("json", createBulletinSchema), async (c) =>
        c.json(
          await createBulletinPost(deps, communityActor(c.var.viewer), c.req.valid("json"), clock()),
          201,
        ),
      )
      .patch(
        "/bulletin/:id",
        validate("param", idParamSchema),
        validate("json", editBulletinSchema),
        async (c) =>
          c.json(
            await editBulletinPost(
              deps,
              communityActor(c.var.viewer),
              c.req.valid("param").id,
              c.req.valid("json"),
              clock(),
            ),
          ),
      )
      .delete("/bulletin/:id", validate("param", idParamSchema), async (c) => {
        await deleteBulletinEntry(db, c.var.viewer, c.req.valid("param").id);
        return c.body(null, 204);
      })
      .post("/bulletin/:id/renew", validate("param", idParamSchema), async (c) =>
        c.json(
          await renewBulletinPost(db, communityActor(c.var.viewer), c.req.valid("param").id, {
            timeZone: config.timeZone,
            now: clock(),
          }),
        ),
      )
      .get("/search", validate("query", searchQuerySchema), async (c) =>
        c.json(
          await searchForumAsMember(deps, communityActor(c.var.viewer), c.req.valid("query").q, clock()),
        ),
      )
      // "Melden" (decision 184): one report per member and item.
      .post("/reports", validate("json", createReportSchema), async (c) => {
        await reportContent(deps, communityActor(c.var.viewer), c.req.valid("json"), clock());
        return c.json({ reported: true }, 201);
      })
  );
}
