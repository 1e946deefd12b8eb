import type { DbBool } from "@/server/db/tables/db-bool";

/** Tables added by migration 0007-community (docs/decisions/062-community.md). */

export interface AnnouncementTable {
  id: string;
  title: string;
  content: string;
  title_en: string | null;
  content_en: string | null;
  published: DbBool;
  created_at: string;
  created_by: string | null;
}

export type BulletinCategory = "search" | "offer" | "announcement";

export interface BulletinPostTable {
  id: string;
  /** null for the team's own entries. */
  user_id: string | null;
  category: BulletinCategory;
  title: string;
  content: string;
  title_en: string | null;
  content_en: string | null;
  created_at: string;
  /** Added by 0015-community-edits: the author's latest edit. */
  edited_at: string | null;
  /** Added by 0024-bulletin-expiry: the author's one renewal (decision 187); null until then. */
  renewed_at: string | null;
}

export type CommunityTables = {
  announcements: AnnouncementTable;
  bulletin_posts: BulletinPostTable;
};
