/**
 * Tables added by migration 0009-admin. It also adds profiles.last_active_on (typed in schema.ts's
 * ProfileTable).
 */

/** One admin write: who did what to which item, with a short before/after summary. */
export interface AdminAuditLogTable {
  id: string;
  created_at: string;
  actor_id: string;
  /** The admin's name when they acted, so the entry still reads after the account is gone. */
  actor_name: string;
  /** e.g. "admin.grant", "impulse.create", "post.delete". */
  action: string;
  /** The kind the list filters by: user, impulse, post, comment, event, announcement, bulletin, badge. */
  item_type: string;
  item_id: string;
  item_title: string;
  /** Rows before 0021: an English before/after line; newer rows write "" and use `details`. */
  summary: string;
  /** Added by 0021-audit-details: AuditDetails as JSON. */
  details: string | null;
  /** The member the entry is about; cleared when their account is deleted. */
  subject_id: string | null;
  /** The member's stable pseudonym (SHA-256 of the id, 10 hex digits). */
  subject_ref: string | null;
}

/** Anonymous daily counters: one row per (day, metric, dimension), nothing that identifies a person. */
export interface UsageDailyTable {
  day: string;
  metric: string;
  dimension: string;
  count: number;
}

export type AdminTables = {
  admin_audit_log: AdminAuditLogTable;
  usage_daily: UsageDailyTable;
};
