import type { Kysely } from "kysely";

/**
 * The audit log as data (second security probe, finding 5 in docs/security.md, decision 193): `details` holds
 * what happened as JSON (`AuditDetails`) that the page renders in its language; `subject_id` is the
 * member an entry is about (a user, a badge, an author), cleared when their account is deleted, and
 * `subject_ref` their stable pseudonym. Older rows keep their English `summary`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("admin_audit_log").addColumn("details", "text").execute();
  await db.schema.alterTable("admin_audit_log").addColumn("subject_id", "text").execute();
  await db.schema.alterTable("admin_audit_log").addColumn("subject_ref", "text").execute();
  await db.schema
    .createIndex("admin_audit_log_subject_id_idx")
    .on("admin_audit_log")
    .column("subject_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("admin_audit_log_subject_id_idx").execute();
  await db.schema.alterTable("admin_audit_log").dropColumn("subject_ref").execute();
  await db.schema.alterTable("admin_audit_log").dropColumn("subject_id").execute();
  await db.schema.alterTable("admin_audit_log").dropColumn("details").execute();
}
