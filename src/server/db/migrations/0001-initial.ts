import { type Kysely, sql } from "kysely";
import { columnTypes, dialectOf } from "@/server/db/dialect";

/**
 * Every entity of spec section 3, better-auth's tables (as its own schema generator would create them,
 * checked by a test), and the per-user journey store.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const pg = dialectOf(db) === "postgres";
  const now = pg ? sql`CURRENT_TIMESTAMP` : undefined;

  // better-auth
  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", t.boolean, (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", t.authDate, (c) => (now ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn("updatedAt", t.authDate, (c) => (now ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn("role", "text")
    .addColumn("banned", t.boolean)
    .addColumn("banReason", "text")
    .addColumn("banExpires", t.authDate)
    .execute();
  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("expiresAt", t.authDate, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", t.authDate, (c) => (now ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn("updatedAt", t.authDate, (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("impersonatedBy", "text")
    .execute();
  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", t.authDate)
    .addColumn("refreshTokenExpiresAt", t.authDate)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", t.authDate, (c) => (now ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn("updatedAt", t.authDate, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", t.authDate, (c) => c.notNull())
    .addColumn("createdAt", t.authDate, (c) => (now ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn("updatedAt", t.authDate, (c) => (now ? c.notNull().defaultTo(now) : c.notNull()))
    .execute();
  await db.schema
    .createTable("rateLimit")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("lastRequest", t.bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
  await db.schema
    .createIndex("verification_identifier_idx")
    .on("verification")
    .column("identifier")
    .execute();

  // Our entities. Instants are ISO-8601 UTC text, calendar dates yyyy-mm-dd text.
  const userRef = "user.id";
  await db.schema
    .createTable("profiles")
    .addColumn("id", "text", (c) => c.primaryKey().references(userRef).onDelete("cascade"))
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("subscription_type", "text")
    .addColumn("has_paid", t.boolean, (c) => c.notNull().defaultTo(sql`${sql.raw(pg ? "false" : "0")}`))
    .addColumn("subscription_start_date", "text")
    .addColumn("current_week", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("de"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("user_week_progress")
    .addColumn("user_id", "text", (c) => c.notNull().references(userRef).onDelete("cascade"))
    .addColumn("week_number", "integer", (c) => c.notNull())
    .addColumn("started_at", "text")
    .addColumn("completed_at", "text")
    .addPrimaryKeyConstraint("user_week_progress_pk", ["user_id", "week_number"])
    .execute();

  // One row per (user, week, field): per-field versions let two devices edit different fields at once.
  await db.schema
    .createTable("journey_entries")
    .addColumn("user_id", "text", (c) => c.notNull().references(userRef).onDelete("cascade"))
    .addColumn("week_number", "integer", (c) => c.notNull())
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("journey_entries_pk", ["user_id", "week_number", "field"])
    .execute();

  await db.schema
    .createTable("user_consents")
    .addColumn("user_id", "text", (c) => c.notNull().references(userRef).onDelete("cascade"))
    .addColumn("consent_type", "text", (c) => c.notNull())
    .addColumn("policy_version", "text", (c) => c.notNull())
    .addColumn("granted_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_consents_pk", ["user_id", "consent_type", "policy_version"])
    .execute();

  await db.schema
    .createTable("daily_impulses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("content_en", "text")
    .addColumn("publication_date", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("impulse_comments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("impulse_id", "text", (c) => c.notNull().references("daily_impulses.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references(userRef).onDelete("cascade"))
    .addColumn("comment_text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("impulse_comments_impulse_idx")
    .on("impulse_comments")
    .column("impulse_id")
    .execute();

  await db.schema
    .createTable("forum_posts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references(userRef).onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("forum_comments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.notNull().references("forum_posts.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references(userRef).onDelete("cascade"))
    .addColumn("comment_text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("forum_comments_post_idx").on("forum_comments").column("post_id").execute();

  await db.schema
    .createTable("community_content")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("title_en", "text")
    .addColumn("content_en", "text")
    .addColumn("published", t.boolean, (c) => c.notNull())
    .addColumn("start_date", "text")
    .addColumn("end_date", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("community_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("title_en", "text")
    .addColumn("description_en", "text")
    .addColumn("event_date", "text", (c) => c.notNull())
    .addColumn("event_link", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("user_badges")
    .addColumn("user_id", "text", (c) => c.notNull().references(userRef).onDelete("cascade"))
    .addColumn("badge_type", "text", (c) => c.notNull())
    .addColumn("granted_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_badges_pk", ["user_id", "badge_type"])
    .execute();

  // Sliding-window attempts for check_rate_limit (spec 7/9), shared by every app instance.
  await db.schema
    .createTable("rate_limit_attempts")
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("attempted_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_attempts_idx")
    .on("rate_limit_attempts")
    .columns(["identifier", "attempted_at"])
    .execute();

  await db.schema
    .createTable("app_meta")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "app_meta",
    "rate_limit_attempts",
    "user_badges",
    "community_events",
    "community_content",
    "forum_comments",
    "forum_posts",
    "impulse_comments",
    "daily_impulses",
    "user_consents",
    "journey_entries",
    "user_week_progress",
    "profiles",
    "rateLimit",
    "verification",
    "account",
    "session",
    "user",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
