import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";
import { checkRateLimit } from "@/server/services/accounts/rate-limit";
import { ForbiddenError, RateLimitedError } from "@/server/services/errors";
import { COMMUNITY_WRITE_LIMIT } from "@/shared/community-constants";

/** The identifier of a member's community writes in rate_limit_attempts. */
export function writeLimitIdentifier(userId: string): string {
  return `community_write:${userId}`;
}

/**
 * A member suspended from the community (decision 185) reads but does not write until the end date;
 * the session's profile carries it, so this costs no query.
 */
export function assertNotSuspended(actor: { suspendedUntil?: string | null }, now: Date): void {
  const until = actor.suspendedUntil;
  if (until && until > now.toISOString()) {
    throw new ForbiddenError("You are suspended from writing in the community for now.", {
      code: "community_suspended",
      params: { until },
    });
  }
}

/**
 * Posts and comments per member and minute, counted in the shared rate_limit_attempts table so the
 * limit holds across app instances. Admins are not limited: moderation must never be blocked.
 */
export async function consumeWriteAllowance(
  deps: { db: Db; logger: Logger },
  actor: { userId: string; isAdmin: boolean; suspendedUntil?: string | null },
  now: Date,
): Promise<void> {
  if (actor.isAdmin) return;
  assertNotSuspended(actor, now);
  const allowed = await checkRateLimit(
    deps.db,
    deps.logger,
    writeLimitIdentifier(actor.userId),
    COMMUNITY_WRITE_LIMIT.max,
    COMMUNITY_WRITE_LIMIT.windowMinutes,
    now,
  );
  if (!allowed) {
    throw new RateLimitedError("Too many posts and comments in a short time. Please wait a moment.", {
      code: "community_rate_limited",
    });
  }
}
