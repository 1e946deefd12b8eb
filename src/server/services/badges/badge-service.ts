import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";

/** Badges a member can hold; the spec knows one, shown with an award icon. */
export const BADGE_TYPES = ["graduate"] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];
export const GRADUATE: BadgeType = "graduate";

/** How a badge was granted: completing week 5, an admin, or the command line (decision 190). */
export type GrantVia = "auto" | "admin" | "command_line";

/** Grants a badge once; granting it again keeps the first grant. Returns whether it was new. */
export async function grantBadge(
  db: Db,
  input: { userId: string; badgeType: BadgeType; grantedBy?: string | null; via?: GrantVia; now?: Date },
): Promise<boolean> {
  const result = await db
    .insertInto("user_badges")
    .values({
      user_id: input.userId,
      badge_type: input.badgeType,
      granted_at: (input.now ?? currentTime()).toISOString(),
      granted_by: input.grantedBy ?? null,
      granted_via: input.via ?? (input.grantedBy ? "admin" : "command_line"),
    })
    .onConflict((oc) => oc.columns(["user_id", "badge_type"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes a badge; returns whether the member held it. */
export async function revokeBadge(db: Db, input: { userId: string; badgeType: BadgeType }): Promise<boolean> {
  const result = await db
    .deleteFrom("user_badges")
    .where("user_id", "=", input.userId)
    .where("badge_type", "=", input.badgeType)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function hasBadge(db: Db, userId: string, badgeType: BadgeType): Promise<boolean> {
  const row = await db
    .selectFrom("user_badges")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("badge_type", "=", badgeType)
    .executeTakeFirst();
  return row !== undefined;
}

export type BadgeRow = { userId: string; badgeType: string; grantedAt: string; grantedBy: string | null };

/** The badges of many members at once (the admin's user list), keyed by user id. */
export async function listBadges(db: Db, userIds: readonly string[]): Promise<Map<string, BadgeRow[]>> {
  const byUser = new Map<string, BadgeRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom("user_badges")
    .selectAll()
    .where("user_id", "in", [...userIds])
    .orderBy("user_id")
    .orderBy("badge_type")
    .execute();
  for (const row of rows) {
    byUser.get(row.user_id)?.push({
      userId: row.user_id,
      badgeType: row.badge_type,
      grantedAt: row.granted_at,
      grantedBy: row.granted_by,
    });
  }
  return byUser;
}

/** The user id for an e-mail address (the command line grants by address), or null. */
export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const row = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}
