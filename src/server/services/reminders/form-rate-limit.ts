import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";
import { checkRateLimit } from "@/server/services/accounts/rate-limit";

/** The privacy policy promises that IPs and addresses kept for rate limiting are gone after 24 hours. */
export const ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

export type RateLimitRule = { max: number; windowMs: number };

/** Deletes every recorded attempt older than 24 hours, whatever its identifier; answers how many. */
export async function purgeExpiredAttempts(db: Db, now: Date = currentTime()): Promise<number> {
  const cutoff = new Date(now.getTime() - ATTEMPT_RETENTION_MS).toISOString();
  const result = await db
    .deleteFrom("rate_limit_attempts")
    .where("attempted_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Checks every limit of a public form with the shared check_rate_limit (accounts service) and
 * reports whether all of them still allow the attempt; old attempts are purged on the way.
 */
export async function consumeRateLimits(
  deps: { db: Db; logger: Logger },
  limits: Array<{ identifier: string; rule: RateLimitRule }>,
  now: Date = currentTime(),
): Promise<boolean> {
  await purgeExpiredAttempts(deps.db, now).catch((err) =>
    deps.logger.warn({ err }, "could not purge old rate-limit attempts"),
  );
  let allowed = true;
  for (const { identifier, rule } of limits) {
    const ok = await checkRateLimit(deps.db, deps.logger, identifier, rule.max, rule.windowMs / 60_000, now);
    if (!ok) allowed = false;
  }
  return allowed;
}
