import { type Kysely, sql } from "kysely";

/** Checkout attempts, so a plan change is recorded once and a repeated request never activates twice. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_reference", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .addUniqueConstraint("payments_user_idempotency_key", ["user_id", "idempotency_key"])
    .execute();
  await db.schema.createIndex("payments_user_idx").on("payments").column("user_id").execute();
  // At most one attempt in flight per user: a second tab cannot start a parallel activation.
  await db.schema
    .createIndex("payments_one_pending_per_user")
    .unique()
    .on("payments")
    .column("user_id")
    .where(sql.ref("status"), "=", sql.lit("pending"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("payments").ifExists().execute();
}
