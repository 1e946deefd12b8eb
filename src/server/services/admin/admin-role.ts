import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";
import { INVALID_USER_ID_MESSAGE, isUserId } from "@/shared/admin";

export const ADMIN_ROLE = "admin";

export class InvalidUserIdError extends Error {
  constructor() {
    super(INVALID_USER_ID_MESSAGE);
  }
}

/** The spec's is_admin(user_id): the id must be a UUID (versions 1-5). */
export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  if (!isUserId(userId)) throw new InvalidUserIdError();
  const row = await db.selectFrom("user").select("role").where("id", "=", userId).executeTakeFirst();
  return hasAdminRole(row?.role);
}

/**
 * The admin flag of a signed-in user, from the role stored with them. A failed check means "not
 * admin" (spec section 6): an id that is not a UUID is logged and refused.
 */
export function adminStatus(userId: string, role: string | null | undefined, logger?: Logger): boolean {
  if (!isUserId(userId)) {
    logger?.warn({ err: INVALID_USER_ID_MESSAGE }, "Failed to check admin status");
    return false;
  }
  return hasAdminRole(role);
}

export function hasAdminRole(role: string | null | undefined): boolean {
  return (role ?? "").split(",").includes(ADMIN_ROLE);
}

/** Grants or revokes the admin role by e-mail; returns false when no such user exists. */
export async function setAdminRole(db: Db, email: string, grant: boolean): Promise<boolean> {
  const result = await db
    .updateTable("user")
    .set({ role: grant ? ADMIN_ROLE : "user", updatedAt: currentTime().toISOString() })
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
