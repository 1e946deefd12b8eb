// The community's limits and kinds without zod, for pages that only show them (decision 131);
// community.ts builds its schemas on them.

/** Limits of what members write (decision 062); the client shows a counter near them. */
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

/**
 * How long an event lasts, in minutes (decision 197): it stays on /community, marked "happening
 * now", until its start plus this. New events default to 90; admins choose between min and max.
 */
export const EVENT_DURATION_MINUTES = { default: 90, min: 5, max: 24 * 60 } as const;

/** When an event that starts at `eventDate` (ISO) and lasts `durationMinutes` ends, as ISO. */
export function eventEndsAt(eventDate: string, durationMinutes: number): string {
  return new Date(new Date(eventDate).getTime() + durationMinutes * 60_000).toISOString();
}

/** Whether the event runs at `now`: started and not yet ended. */
export function isEventRunning(event: { eventDate: string; endsAt: string }, now: Date): boolean {
  const at = now.getTime();
  return new Date(event.eventDate).getTime() <= at && at < new Date(event.endsAt).getTime();
}
