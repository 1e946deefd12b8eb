import type { Kysely } from "kysely";
import type { Db } from "@/server/db/database";

/** The database seen with table names known only at run time (found by listUserTables). */
export type DynamicDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Where a user's data lives, for the data export and for account deletion.
 *
 * Every table with a `user_id` column is found at run time by looking at the database, so tables that
 * later migrations add (payments, reminders, …) are exported and deleted without touching this file.
 * Only tables that point at a user through another column need a line in USER_REFERENCES below, and
 * columns that must never leave the server (secrets, hashes) go into SECRET_COLUMNS.
 */
export const USER_ID_COLUMN = "user_id";

/** Tables that reference a user through a column other than user_id: table → column. */
export const USER_REFERENCES: Record<string, string> = {
  profiles: "id",
  // The member's own reports, with their note (issue 50, finding 9).
  content_reports: "reporter_id",
};

/**
 * Columns that name a user but are about someone other than the member whose data it is: not
 * exported as theirs. Every other column that refers to a user is (a test reads the catalogue's
 * foreign keys and fails on one that is in neither list).
 */
export const OTHER_PERSON_COLUMNS: Record<string, string> = {
  "user_badges.granted_by": "the admin who granted a badge",
  "notifications.actor_id": "the other member who caused a notification",
  "announcements.created_by": "the admin who wrote an announcement",
};

/** Columns left out of the export, per table ("*" applies to every table). */
export const SECRET_COLUMNS: Record<string, string[]> = {
  "*": ["password", "token", "token_hash", "secret", "access_token", "refresh_token", "id_token"],
  // Which admin granted a badge is about the admin, not the member.
  user_badges: ["granted_by"],
  // Who caused a notification is about that other member.
  notifications: ["actor_id"],
  // A used sign-in code is only kept so that it cannot sign in twice.
  used_totp_codes: ["code"],
  // PostgreSQL's search index of the texts, which are exported themselves: it doubled the export.
  forum_posts: ["search_vector"],
  forum_comments: ["search_vector"],
};

/** better-auth's own tables, exported through a fixed, secret-free selection (see data-export.ts). */
const AUTH_TABLES = new Set(["user", "session", "account", "verification", "rateLimit"]);

export type UserTable = { table: string; column: string };

/** Every table holding rows that belong to one user, with the column that names the user. */
export async function listUserTables(db: Db): Promise<UserTable[]> {
  const tables = await db.introspection.getTables();
  const found: UserTable[] = [];
  for (const table of tables) {
    if (AUTH_TABLES.has(table.name) || table.name.startsWith("kysely_")) continue;
    const explicit = USER_REFERENCES[table.name];
    if (explicit) found.push({ table: table.name, column: explicit });
    else if (table.columns.some((column) => column.name === USER_ID_COLUMN)) {
      found.push({ table: table.name, column: USER_ID_COLUMN });
    }
  }
  return found.sort((a, b) => a.table.localeCompare(b.table));
}

export function withoutSecrets(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const hidden = new Set([...(SECRET_COLUMNS["*"] ?? []), ...(SECRET_COLUMNS[table] ?? [])]);
  return Object.fromEntries(Object.entries(row).filter(([key]) => !hidden.has(key)));
}
