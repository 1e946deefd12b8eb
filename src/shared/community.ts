import { z } from "zod";
import {
  BULLETIN_CATEGORIES,
  type BulletinCategoryName,
  COMMUNITY_LIMITS,
  CONTENT_TYPES,
  EVENT_DURATION_MINUTES,
} from "@/shared/community-constants";
import { isSearchTooShort, SEARCH_MAX_LENGTH } from "@/shared/community-search";
import { LANGUAGES } from "@/shared/languages";
import {
  cleanText,
  hasHiddenCharacters,
  hasUnstorableCharacters,
  hasVisibleCharacter,
} from "@/shared/text-rules";

/**
 * What a member or the team writes for the community (HTML is not refused — it is shown as the text it
 * is): cleaned by the shared text rule (no bidi
 * overrides or other invisible characters, second security probe, finding 7 in docs/security.md), trimmed, with a visible character,
 * at most `max` characters. Error messages are codes the client translates.
 */
export function communityText(max: number) {
  return z
    .string({ error: "required" })
    .overwrite(cleanText)
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: "too_long" })
    .refine((value) => !hasUnstorableCharacters(value), {
      error: "invalid_characters",
    })
    .refine(hasVisibleCharacter, { error: "required" });
}

// Only the named fields: a forged user_id or author in a body is refused, never used.
export const createPostSchema = z.strictObject({
  title: communityText(COMMUNITY_LIMITS.title),
  description: communityText(COMMUNITY_LIMITS.text),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;

export const createCommentSchema = z.strictObject({
  text: communityText(COMMUNITY_LIMITS.comment),
});
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

export const createBulletinSchema = z.strictObject({
  category: z.enum(BULLETIN_CATEGORIES, { error: "invalid" }),
  title: communityText(COMMUNITY_LIMITS.title),
  content: communityText(COMMUNITY_LIMITS.text),
});
export type CreateBulletinInput = z.infer<typeof createBulletinSchema>;

/** Editing one's own words (decision 180): the same fields, limits and error codes as writing them. */
export const editPostSchema = createPostSchema;
export const editCommentSchema = createCommentSchema;
export const editBulletinSchema = createBulletinSchema;

export const languageQuerySchema = z.strictObject({ lang: z.enum(LANGUAGES).optional() });

export const pageQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  lang: z.enum(LANGUAGES).optional(),
});

/** The bulletin board, optionally one category (decision 187). */
export const bulletinQuerySchema = pageQuerySchema.extend({
  category: z.enum(BULLETIN_CATEGORIES, { error: "invalid" }).optional(),
});

/** Searching the forum (decisions 186, 253): a few words, one of at least two letters or digits. */
export const searchQuerySchema = z.strictObject({
  q: z
    .string({ error: "search_too_short" })
    .trim()
    .max(SEARCH_MAX_LENGTH, { error: "search_too_long" })
    .refine((value) => !isSearchTooShort(value), { error: "search_too_short" }),
});

const authorSchema = z.object({
  id: z.string().nullable(),
  /** null when the profile is gone: the client shows 'Unknown user' / 'Unbekannt'. */
  name: z.string().nullable(),
  /**
   * Written by the team (an admin, or the team's own bulletin entry): the client shows a "Team" badge,
   * so a member who copies an admin's name cannot pass as the team (second security probe, finding 7; docs/security.md).
   */
  isTeam: z.boolean(),
});
export type CommunityAuthor = z.infer<typeof authorSchema>;

export const commentSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  author: authorSchema,
  /** The viewer may delete it (own comment, or an admin). */
  canDelete: z.boolean(),
  /** When the author last edited it (decision 180); null while it stands as first written. */
  editedAt: z.string().nullable(),
  /** The viewer wrote it: only the author edits, never an admin. */
  canEdit: z.boolean(),
});
export type CommunityComment = z.infer<typeof commentSchema>;

export const postSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  author: authorSchema,
  commentCount: z.number().int(),
  canDelete: z.boolean(),
  editedAt: z.string().nullable(),
  canEdit: z.boolean(),
});
export type ForumPost = z.infer<typeof postSchema>;

export const bulletinPostSchema = z.object({
  id: z.string(),
  category: z.enum(BULLETIN_CATEGORIES),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** id and name null for the team's own entries. */
  author: authorSchema,
  canDelete: z.boolean(),
  editedAt: z.string().nullable(),
  canEdit: z.boolean(),
  /** A member's entry leaves the list after this instant (decision 187); null for the team's own. */
  expiresAt: z.string().nullable(),
  /** The viewer wrote it and has not renewed it yet: one renewal, 60 days from then. */
  canRenew: z.boolean(),
});
export type BulletinPost = z.infer<typeof bulletinPostSchema>;

/** One forum post a search found, with the text that matched best (decision 186). */
export const searchResultSchema = z.object({
  postId: z.string(),
  title: z.string(),
  /** Around the first matching word: the post's description or the comment that matched. */
  excerpt: z.string(),
  matchedIn: z.enum(["post", "comment"]),
  createdAt: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponseSchema = z.object({
  items: z.array(searchResultSchema),
  /** The words searched for, lower-cased: the client highlights words starting with them. */
  terms: z.array(z.string()),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  eventDate: z.string(),
  /** When it ends (start plus its duration): until then it stays listed (decision 197). */
  endsAt: z.string(),
  eventLink: z.string().nullable(),
});
export type CommunityEvent = z.infer<typeof eventSchema>;

export const dailyImpulseSchema = z.object({
  id: z.string(),
  content: z.string(),
  publicationDate: z.string(),
});
export type DailyImpulse = z.infer<typeof dailyImpulseSchema>;

export const weeklyContentSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type WeeklyContent = z.infer<typeof weeklyContentSchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export type Page<T> = { items: T[]; nextCursor: string | null };

/** GET /api/community/today: what the page shows for today in the operator's time zone. */
export const todayResponseSchema = z.object({
  today: z.string(),
  dailyImpulse: dailyImpulseSchema.nullable(),
  weeklyImpulse: weeklyContentSchema.nullable(),
  quote: weeklyContentSchema.nullable(),
  isGraduate: z.boolean(),
});
export type TodayResponse = z.infer<typeof todayResponseSchema>;

export const eventsResponseSchema = z.object({ items: z.array(eventSchema) });
export const announcementsResponseSchema = z.object({ items: z.array(announcementSchema) });
export const postsPageSchema = pageSchema(postSchema);
export const commentsPageSchema = pageSchema(commentSchema);
export const bulletinPageSchema = pageSchema(bulletinPostSchema);

// Admin content (the admin issue builds the screens and routes on these): German required, English optional.
const calendarDay = z.iso.date({ error: "invalid_date" });
const optionalText = (max: number) =>
  communityText(max)
    .nullable()
    .optional()
    .or(z.literal("").transform(() => null));

export const dailyImpulseInputSchema = z.strictObject({
  content: communityText(COMMUNITY_LIMITS.text),
  contentEn: optionalText(COMMUNITY_LIMITS.text),
  publicationDate: calendarDay,
});
export type DailyImpulseInput = z.infer<typeof dailyImpulseInputSchema>;

export const weeklyContentInputSchema = z
  .strictObject({
    type: z.enum([CONTENT_TYPES.weeklyImpulse, CONTENT_TYPES.quote]),
    title: communityText(COMMUNITY_LIMITS.title),
    content: communityText(COMMUNITY_LIMITS.text),
    titleEn: optionalText(COMMUNITY_LIMITS.title),
    contentEn: optionalText(COMMUNITY_LIMITS.text),
    published: z.boolean(),
    startDate: calendarDay,
    endDate: calendarDay,
  })
  .refine((value) => value.startDate <= value.endDate, { error: "end_before_start", path: ["endDate"] });
export type WeeklyContentInput = z.infer<typeof weeklyContentInputSchema>;

export const eventInputSchema = z.strictObject({
  title: communityText(COMMUNITY_LIMITS.title),
  description: optionalText(COMMUNITY_LIMITS.text),
  titleEn: optionalText(COMMUNITY_LIMITS.title),
  descriptionEn: optionalText(COMMUNITY_LIMITS.text),
  eventDate: z.iso.datetime({ offset: true, error: "invalid_date" }),
  /** Minutes from the start until the event ends; the database's default (90) when left out. */
  durationMinutes: z
    .number({ error: "invalid_duration" })
    .int({ error: "invalid_duration" })
    .min(EVENT_DURATION_MINUTES.min, { error: "invalid_duration" })
    .max(EVENT_DURATION_MINUTES.max, { error: "invalid_duration" })
    .optional(),
  eventLink: z
    .url({ protocol: /^https?$/, error: "invalid_link" })
    .max(2000, { error: "too_long" })
    .refine((value) => !hasHiddenCharacters(value), { error: "invalid_link" })
    .nullable()
    .optional(),
});
export type EventInput = z.infer<typeof eventInputSchema>;

export const announcementInputSchema = z.strictObject({
  title: communityText(COMMUNITY_LIMITS.title),
  content: communityText(COMMUNITY_LIMITS.text),
  titleEn: optionalText(COMMUNITY_LIMITS.title),
  contentEn: optionalText(COMMUNITY_LIMITS.text),
  published: z.boolean(),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

// ---- Admin screens (decision 064): the full rows in both languages, for lists with page numbers. ----

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "invalid_time" });

/** The event form: a wall-clock date and time in the operator's time zone; the server turns it into UTC. */
export const adminEventInputSchema = z.strictObject({
  title: communityText(COMMUNITY_LIMITS.title),
  description: optionalText(COMMUNITY_LIMITS.text),
  titleEn: optionalText(COMMUNITY_LIMITS.title),
  descriptionEn: optionalText(COMMUNITY_LIMITS.text),
  date: calendarDay,
  time: timeOfDay,
  /** Minutes; the form's number field sends a string. Left out: 90 for a new event, unchanged on edit. */
  durationMinutes: z.coerce
    .number({ error: "invalid_duration" })
    .int({ error: "invalid_duration" })
    .min(EVENT_DURATION_MINUTES.min, { error: "invalid_duration" })
    .max(EVENT_DURATION_MINUTES.max, { error: "invalid_duration" })
    .optional(),
  eventLink: eventInputSchema.shape.eventLink.or(z.literal("").transform(() => null)),
});
export type AdminEventInput = z.infer<typeof adminEventInputSchema>;

/** A bulletin entry the team writes (author null), in both languages; members' entries are deleted, never edited. */
export const bulletinInputSchema = createBulletinSchema.extend({
  titleEn: optionalText(COMMUNITY_LIMITS.title),
  contentEn: optionalText(COMMUNITY_LIMITS.text),
});
export type BulletinInput = z.infer<typeof bulletinInputSchema>;

export const adminPageQuerySchema = z.strictObject({
  page: z.coerce.number({ error: "invalid_page" }).int().min(1).max(10_000).default(1),
});
export const adminEventsQuerySchema = adminPageQuerySchema.extend({
  when: z.enum(["upcoming", "past"]).default("upcoming"),
});
export type AdminEventsWhen = z.infer<typeof adminEventsQuerySchema>["when"];

export const setBadgeSchema = z.strictObject({
  badge: z.enum(["graduate"]),
  granted: z.boolean(),
});

export type AdminDailyImpulse = {
  id: string;
  content: string;
  contentEn: string | null;
  publicationDate: string;
  commentCount: number;
  createdAt: string;
};
export type AdminWeeklyContent = {
  id: string;
  type: (typeof CONTENT_TYPES)[keyof typeof CONTENT_TYPES];
  title: string;
  content: string;
  titleEn: string | null;
  contentEn: string | null;
  published: boolean;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
};
export type AdminPost = {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  author: CommunityAuthor;
  commentCount: number;
};
export type AdminComment = { id: string; text: string; createdAt: string; author: CommunityAuthor };
export type AdminEvent = {
  id: string;
  title: string;
  description: string | null;
  titleEn: string | null;
  descriptionEn: string | null;
  eventDate: string;
  /** The event's date and time in the operator's time zone, as the form shows them. */
  date: string;
  time: string;
  durationMinutes: number;
  eventLink: string | null;
};
export type AdminAnnouncement = {
  id: string;
  title: string;
  content: string;
  titleEn: string | null;
  contentEn: string | null;
  published: boolean;
  createdAt: string;
};
export type AdminBulletinEntry = {
  id: string;
  category: BulletinCategoryName;
  title: string;
  content: string;
  titleEn: string | null;
  contentEn: string | null;
  createdAt: string;
  /** null for the team's own entries, the only ones an admin may edit. */
  author: CommunityAuthor | null;
};
