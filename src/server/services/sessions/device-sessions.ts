import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { endTwoFactorChallenges } from "@/server/services/accounts/two-factor-challenges";
import { NotFoundError } from "@/server/services/errors";
import type { Viewer } from "@/server/services/viewer";
import type { DeviceSession } from "@/shared/devices";
import { deviceName } from "@/shared/user-agent";

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * "Your devices" (decision 172): the member's own sessions, through our routes rather than
 * better-auth's session endpoints, which stay closed (decision 141). A session is named by its
 * browser and system, never shown with its token or address; the one asking comes first.
 */
export async function listDeviceSessions(
  db: Db,
  viewer: Viewer,
  now = currentTime(),
): Promise<DeviceSession[]> {
  const rows = await db
    .selectFrom("session")
    .select(["id", "userAgent", "createdAt", "updatedAt", "expiresAt"])
    .where("userId", "=", viewer.user.id)
    .execute();
  return rows
    .filter((row) => new Date(row.expiresAt).getTime() > now.getTime())
    .map((row) => ({
      id: row.id,
      ...deviceName(row.userAgent),
      signedInAt: iso(row.createdAt),
      lastActiveAt: iso(row.updatedAt),
      current: row.id === viewer.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
}

/** Signs one of the member's sessions out; another member's session is "not found", like none at all. */
export async function signOutDevice(db: Db, viewer: Viewer, sessionId: string): Promise<void> {
  const result = await db
    .deleteFrom("session")
    .where("id", "=", sessionId)
    .where("userId", "=", viewer.user.id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) {
    throw new NotFoundError("There is no such session of yours.", { code: "session_not_found" });
  }
}

/**
 * Signs out every session of the member but the one asking, and ends every sign-in still waiting for
 * its code (issue 50, finding 4); answers how many sessions ended.
 */
export async function signOutOtherDevices(db: Db, viewer: Viewer): Promise<number> {
  const result = await db
    .deleteFrom("session")
    .where("userId", "=", viewer.user.id)
    .where("id", "!=", viewer.sessionId)
    .executeTakeFirst();
  await endTwoFactorChallenges(db, viewer.user.id);
  return Number(result.numDeletedRows);
}
