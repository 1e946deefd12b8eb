import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { toBool } from "@/server/db/schema";
import type { Logger } from "@/server/logger";
import {
  type CommentThread,
  createComment,
  deleteComment,
  editComment,
  listComments,
} from "@/server/services/community/comments";
import { type CommunityActor, localized } from "@/server/services/community/community-actor";
import { NotFoundError } from "@/server/services/errors";
import type {
  CommunityComment,
  CreateCommentInput,
  Page,
  TodayResponse,
  WeeklyContent,
} from "@/shared/community";
import { CONTENT_TYPES } from "@/shared/community-constants";
import { calendarDate } from "@/shared/dates";
import type { Language } from "@/shared/languages";

type Deps = { db: Db; logger: Logger };

/**
 * What the community shows for today: "today" is the calendar date in the operator's time zone at
 * `now` (a clock passed in, so tests can stand at midnight).
 */
export async function getToday(
  deps: Deps,
  input: { userId: string; language: Language; timeZone: string; now: Date },
): Promise<TodayResponse> {
  const { db } = deps;
  const today = calendarDate(input.now, input.timeZone);
  const [impulse, content, graduate] = await Promise.all([
    db
      .selectFrom("daily_impulses")
      .select(["id", "content", "content_en", "publication_date"])
      .where("publication_date", "=", today)
      .executeTakeFirst(),
    db
      .selectFrom("community_content")
      .selectAll()
      .where("type", "in", [CONTENT_TYPES.weeklyImpulse, CONTENT_TYPES.quote])
      .where("start_date", "<=", today)
      .where("end_date", ">=", today)
      .orderBy("start_date", "desc")
      .orderBy("created_at", "desc")
      .execute(),
    graduateBadge(deps, input.userId),
  ]);
  const current = (type: string): WeeklyContent | null => {
    const row = content.find((item) => item.type === type && toBool(item.published));
    if (!row) return null;
    return {
      id: row.id,
      title: localized(input.language, row.title, row.title_en),
      content: localized(input.language, row.content, row.content_en),
      startDate: row.start_date,
      endDate: row.end_date,
    };
  };
  return {
    today,
    dailyImpulse: impulse
      ? {
          id: impulse.id,
          content: localized(input.language, impulse.content, impulse.content_en),
          publicationDate: impulse.publication_date,
        }
      : null,
    weeklyImpulse: current(CONTENT_TYPES.weeklyImpulse),
    quote: current(CONTENT_TYPES.quote),
    isGraduate: graduate,
  };
}

/** A failed badge lookup means no badge (spec 8): the download card stays hidden, the page loads. */
async function graduateBadge(deps: Deps, userId: string): Promise<boolean> {
  try {
    const badge = await deps.db
      .selectFrom("user_badges")
      .select("badge_type")
      .where("user_id", "=", userId)
      .where("badge_type", "=", "graduate")
      .executeTakeFirst();
    return badge !== undefined;
  } catch (err) {
    deps.logger.warn({ err }, "graduate badge lookup failed");
    return false;
  }
}

async function assertImpulseExists(db: Db, impulseId: string): Promise<void> {
  const impulse = await db
    .selectFrom("daily_impulses")
    .select("id")
    .where("id", "=", impulseId)
    .executeTakeFirst();
  if (!impulse) throw new NotFoundError("There is no such impulse.", { code: "impulse_not_found" });
}

const impulseComments: CommentThread = {
  table: "impulse_comments",
  parentColumn: "impulse_id",
  assertParentExists: assertImpulseExists,
};

/** An impulse's comments: the newest page, read top-down oldest first (spec 7, decision 181). */
export async function listImpulseComments(
  db: Db,
  actor: CommunityActor,
  impulseId: string,
  options: { cursor?: string; pageSize?: number } = {},
): Promise<Page<CommunityComment>> {
  return listComments(db, actor, impulseComments, impulseId, options);
}

export async function createImpulseComment(
  deps: Deps,
  actor: CommunityActor,
  impulseId: string,
  input: CreateCommentInput,
  now: Date = currentTime(),
): Promise<CommunityComment> {
  return createComment(deps, actor, impulseComments, impulseId, input, now);
}

export async function editImpulseComment(
  deps: Deps,
  actor: CommunityActor,
  commentId: string,
  input: CreateCommentInput,
  now: Date = currentTime(),
): Promise<CommunityComment> {
  return editComment(deps, actor, impulseComments, commentId, input, now);
}

export async function deleteImpulseComment(db: Db, actor: CommunityActor, commentId: string): Promise<void> {
  return deleteComment(db, actor, impulseComments, commentId);
}
