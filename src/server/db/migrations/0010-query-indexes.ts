import type { Kysely } from "kysely";

/**
 * Indexes found missing by the schema check in db/indexes.test.ts (docs/performance.md): the two foreign keys
 * without one (deleting a user looked through every badge and contact message), and the admin audit
 * list's full ordering (newest first, id as the tie-break), which was sorted per request.
 */
const INDEXES: Array<[string, string, string[]]> = [
  ["user_badges_granted_by_idx", "user_badges", ["granted_by"]],
  ["contact_messages_user_idx", "contact_messages", ["user_id"]],
  ["admin_audit_log_created_id_idx", "admin_audit_log", ["created_at", "id"]],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  // Its leading column is now covered by the index above, which also serves the tie-break.
  await db.schema.dropIndex("admin_audit_log_created_idx").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("admin_audit_log_created_idx")
    .on("admin_audit_log")
    .columns(["created_at"])
    .execute();
  for (const [name] of [...INDEXES].reverse()) await db.schema.dropIndex(name).execute();
}
