import type { Db } from "@/server/db/database";
import type { Viewer } from "@/server/services/viewer";
import { ADMIN_PAGE_SIZE, type AuditEntry, type AuditQuery, type Paged } from "@/shared/admin";
import type { AuditItemType } from "@/shared/audit-items";

export type AdminAction = {
  actorId: string;
  /** Kept beside the id so the entry still reads after the admin's account is gone. */
  actorName: string;
  /** "<item type>.<verb>", e.g. "admin.grant", "event.update", "post.delete". */
  action: string;
  itemType: AuditItemType;
  itemId: string;
  itemTitle: string;
  /** A short before/after summary, e.g. "role: user → admin". */
  summary: string;
};

/** The actor part of an action, from the admin who acts. */
export function auditActor(viewer: Viewer): Pick<AdminAction, "actorId" | "actorName"> {
  return { actorId: viewer.user.id, actorName: viewer.profile?.fullName || viewer.user.name };
}

const SUMMARY_MAX = 500;
const TITLE_MAX = 200;

/**
 * Records one admin write. Every admin service calls it in the same transaction (or right after) the
 * write it describes, so the log lists each change once.
 */
export async function recordAdminAction(db: Db, action: AdminAction, now = new Date()): Promise<void> {
  await db
    .insertInto("admin_audit_log")
    .values({
      id: crypto.randomUUID(),
      created_at: now.toISOString(),
      actor_id: action.actorId,
      actor_name: action.actorName,
      action: action.action,
      item_type: action.itemType,
      item_id: action.itemId,
      item_title: action.itemTitle.slice(0, TITLE_MAX),
      summary: action.summary.slice(0, SUMMARY_MAX),
    })
    .execute();
}

/** The log for admins: newest first, optionally one kind of item, a page at a time. */
export async function listAdminActions(db: Db, query: AuditQuery): Promise<Paged<AuditEntry>> {
  const pageSize = ADMIN_PAGE_SIZE.audit;
  let base = db.selectFrom("admin_audit_log");
  if (query.kind) base = base.where("item_type", "=", query.kind);
  const total = await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((query.page - 1) * pageSize)
    .execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action,
      itemType: row.item_type as AuditItemType,
      itemId: row.item_id,
      itemTitle: row.item_title,
      summary: row.summary,
    })),
    total: Number(total.n),
    page: query.page,
    pageSize,
  };
}
