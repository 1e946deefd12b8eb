import type { Kysely } from "kysely";

/**
 * Editing one's own words (decision 180): when a post, a comment or a bulletin entry was
 * last edited by its author; null while it stands as first written.
 */
const TABLES = ["forum_posts", "forum_comments", "impulse_comments", "bulletin_posts"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("edited_at", "text").execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn("edited_at").execute();
  }
}
