import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { endTwoFactorChallenges } from "@/server/services/accounts/two-factor-challenges";
import { decodeCursor, encodeCursor } from "@/server/services/community/pagination";
import { NotFoundError } from "@/server/services/errors";
import type { Viewer } from "@/server/services/viewer";
import type { DeviceSessionsPage } from "@/shared/devices";
import { DEVICE_SESSIONS_PAGE_SIZE } from "@/shared/request-limits";
import { deviceName } from "@/shared/user-agent";

const iso = (value: Date | string) => new Date(value).toISOString();

type SessionRow = {
  id: string;
  userAgent: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

const toDevice = (viewer: Viewer) => (row: SessionRow) => ({
  id: row.id,
  ...deviceName(row.userAgent),
  signedInAt: iso(row.createdAt),
  lastActiveAt: iso(row.updatedAt),
  current: row.id === viewer.sessionId,
});

/**
 * "Your devices" (decision 172): the member's own sessions, through our routes rather than
 * better-auth's session endpoints, which stay closed (decision 141). A session is named by its
 * browser and system, never shown with its token or address. A page holds at most `size` (issue 50,
 * finding 7: 5,000 sessions came in one answer): the first begins with the one asking, then the
 * others last active first, read in that order from the index on (userId, updatedAt, id).
 */
export async function listDeviceSessions(
  db: Db,
  viewer: Viewer,
  { cursor, size = DEVICE_SESSIONS_PAGE_SIZE }: { cursor?: string; size?: number } = {},
  now = currentTime(),
): Promise<DeviceSessionsPage> {
  const after = decodeCursor(cursor);
  const current = after
    ? undefined
    : await db
        .selectFrom("session")
        .select(["id", "userAgent", "createdAt", "updatedAt"])
        .where("id", "=", viewer.sessionId)
        .where("userId", "=", viewer.user.id)
        .executeTakeFirst();
  const take = current ? size - 1 : size;
  const others = await db
    .selectFrom("session")
    .select(["id", "userAgent", "createdAt", "updatedAt"])
    .where("userId", "=", viewer.user.id)
    .where("id", "!=", viewer.sessionId)
    .where("expiresAt", ">", now.toISOString())
    .$if(after !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb("updatedAt", "<", after!.createdAt),
          eb.and([eb("updatedAt", "=", after!.createdAt), eb("id", "<", after!.id)]),
        ]),
      ),
    )
    .orderBy("updatedAt", "desc")
    .orderBy("id", "desc")
    .limit(take + 1)
    .execute();
  const page = others.slice(0, take);
  const last = page[page.length - 1];
  return {
    sessions: [...(current ? [current] : []), ...page].map(toDevice(viewer)),
    nextCursor:
      others.length > take && last ? encodeCursor({ createdAt: iso(last.updatedAt), id: last.id }) : null,
  };
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
