/**
 * Tables added by migration 0005-journey (issue: The journey, week pages). It adds no table: it adds
 * unlocked_at and visited_at to user_week_progress (typed in db/schema.ts).
 */
export type JourneyTables = Record<never, never>;
