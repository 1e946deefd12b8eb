// Without zod, for the audit page's filter (issue 13); admin.ts validates the query with it.

/** The kinds of item an admin action touches; the audit log filters by them. */
export const AUDIT_ITEM_TYPES = [
  "user",
  "impulse",
  "post",
  "comment",
  "event",
  "announcement",
  "bulletin",
  "badge",
] as const;
export type AuditItemType = (typeof AUDIT_ITEM_TYPES)[number];
