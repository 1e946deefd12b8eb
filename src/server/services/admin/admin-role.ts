import type { Db } from "@/server/db/database";

export const ADMIN_ROLE = "admin";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export class InvalidUserIdError extends Error {
  constructor() {
    super("Invalid user ID format");
  }
}

/** The spec's is_admin(user_id): the id must be a UUID (versions 1-5). */
export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  if (!UUID_PATTERN.test(userId)) throw new InvalidUserIdError();
  const row = await db.selectFrom("user").select("role").where("id", "=", userId).executeTakeFirst();
  return hasAdminRole(row?.role);
}

export function hasAdminRole(role: string | null | undefined): boolean {
  return (role ?? "").split(",").includes(ADMIN_ROLE);
}

/** Grants or revokes the admin role by e-mail; returns false when no such user exists. */
export async function setAdminRole(db: Db, email: string, grant: boolean): Promise<boolean> {
  const result = await db
    .updateTable("user")
    .set({ role: grant ? ADMIN_ROLE : "user", updatedAt: new Date().toISOString() })
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
