// Without zod, for the audit page's filter (decision 131); admin.ts validates the query with it.

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
  "report",
] as const;
export type AuditItemType = (typeof AUDIT_ITEM_TYPES)[number];

/**
 * A member as the audit log names them (second security probe, finding 5, decision 193; docs/security.md): a stable pseudonym — the
 * first 10 hex digits of SHA-256 of their user id — never their name, address or words.
 */
export type AuditMember = { member: string };

/** One value in an audit entry: a short fact (a date, a status key, a number) or a member. */
export type AuditValue = string | number | boolean | null | AuditMember;

/**
 * What an admin action did, stored as data and rendered in the page's language (decision 193).
 * Field names and enum values ("draft", "published", "daily", "team", "post" …) are keys the client
 * translates; dates and times stay as written.
 */
export type AuditDetails =
  | { type: "created" | "deleted" | "noted"; values: Record<string, AuditValue> }
  | { type: "changed"; changes: { field: string; from?: AuditValue; to?: AuditValue }[] }
  | { type: "role"; to: "admin" | "user" }
  | { type: "badge"; badge: string; granted: boolean };
