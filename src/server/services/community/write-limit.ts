import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";
import { checkRateLimit } from "@/server/services/accounts/rate-limit";
import { RateLimitedError } from "@/server/services/errors";
import { COMMUNITY_WRITE_LIMIT } from "@/shared/community-constants";

/** The identifier of a member's community writes in rate_limit_attempts. */
export function writeLimitIdentifier(userId: string): string {
  return `community_write:${userId}`;
}

/**
 * Posts and comments per member and minute, counted in the shared rate_limit_attempts table so the
 * limit holds across app instances. Admins are not limited: moderation must never be blocked.
 */
export async function consumeWriteAllowance(
  deps: { db: Db; logger: Logger },
  actor: { userId: string; isAdmin: boolean },
  now: Date,
): Promise<void> {
  if (actor.isAdmin) return;
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
