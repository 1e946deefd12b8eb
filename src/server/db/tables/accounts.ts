/**
 * Tables added by migration 0002-accounts (issue: Accounts). It adds no table, only the column
 * profiles.weekly_reminder (typed in schema.ts's ProfileTable).
 */
export type AccountsTables = Record<never, never>;
