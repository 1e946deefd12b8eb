// The community's limits and kinds without zod, for pages that only show them (issue 13);
// community.ts builds its schemas on them.

/** Limits of what members write (issue 11); the client shows a counter near them. */
export const COMMUNITY_LIMITS = {
  title: 200,
  text: 5000,
  comment: 2000,
} as const;

/** Posts and comments one member may write per minute, counted in the database across instances. */
export const COMMUNITY_WRITE_LIMIT = { max: 10, windowMinutes: 1 } as const;

/** Items per page of every community list. */
export const COMMUNITY_PAGE_SIZE = 20;

/** From this share of a limit on, the form shows how many characters are left. */
export const COUNTER_THRESHOLD = 0.8;

export const BULLETIN_CATEGORIES = ["search", "offer", "announcement"] as const;
export type BulletinCategoryName = (typeof BULLETIN_CATEGORIES)[number];

/** community_content.type values: the weekly impulse and the quote of the week (title = who said it). */
export const CONTENT_TYPES = { weeklyImpulse: "weekly_impulse", quote: "quote" } as const;
