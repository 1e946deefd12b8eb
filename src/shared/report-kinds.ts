// Without zod, for the report dialog and the admin's reports page; reports.ts builds its schemas on them.

/** Why a member reports something (decision 184). */
export const REPORT_REASONS = ["inappropriate", "spam", "personal_data", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What can be reported: others' posts, comments (under a post or the daily impulse), bulletin entries. */
export const REPORT_ITEM_TYPES = ["post", "post_comment", "impulse_comment", "bulletin"] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];

/** The optional note's length. */
export const REPORT_NOTE_MAX = 500;

/** A community suspension lasts 1 to 365 days and names a reason (decision 185). */
export const SUSPENSION_DAYS = { min: 1, max: 365 } as const;
export const SUSPENSION_REASON_MAX = 500;

/** One reported item on the admin's page: the content, its author, why and how often it was reported. */
export type AdminReport = {
  itemType: ReportItemType;
  itemId: string;
  /** A post's or bulletin entry's title; null for comments. */
  title: string | null;
  text: string;
  author: { id: string | null; name: string | null };
  /** How many members reported it, and per reason. */
  count: number;
  reasons: Partial<Record<ReportReason, number>>;
  /** The reporters' notes, newest first. */
  notes: string[];
  lastReportedAt: string;
};
