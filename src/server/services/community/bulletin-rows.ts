import type { Db } from "@/server/db/database";

/**
 * The bulletin board's entries with their authors' names and roles, as both the members' board and the
 * admin list read them (one selection, so a new column reaches both).
 */
export function bulletinWithAuthors(db: Db) {
  return db
    .selectFrom("bulletin_posts")
    .leftJoin("profiles", "profiles.id", "bulletin_posts.user_id")
    .leftJoin("user", "user.id", "bulletin_posts.user_id")
    .select([
      "bulletin_posts.id",
      "bulletin_posts.user_id",
      "bulletin_posts.category",
      "bulletin_posts.title",
      "bulletin_posts.title_en",
      "bulletin_posts.content",
      "bulletin_posts.content_en",
      "bulletin_posts.created_at",
      "bulletin_posts.edited_at",
      "bulletin_posts.renewed_at",
      "profiles.full_name",
      "user.role as author_role",
    ]);
}
