import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";
import { checkRateLimit } from "@/server/services/accounts/rate-limit";
import { RateLimitedError } from "@/server/services/errors";
import { DATA_EXPORT_LIMIT, SEARCH_RATE_LIMIT } from "@/shared/request-limits";

/**
 * Requests that cost the server much for little, limited per member (issue 50, finding 7; decision
 * 253). Counted like the community's writes, in rate_limit_attempts, so the limit holds across app
 * instances; a refused request is not counted (checkRateLimit takes it back).
 */
const ALLOWANCES = {
  search: { ...SEARCH_RATE_LIMIT, prefix: "community_search" },
  export: { ...DATA_EXPORT_LIMIT, prefix: "data_export" },
} as const;

export type AllowanceKind = keyof typeof ALLOWANCES;

/** The identifier of a member's requests of one kind in rate_limit_attempts. */
export function allowanceIdentifier(kind: AllowanceKind, userId: string): string {
  return `${ALLOWANCES[kind].prefix}:${userId}`;
}

/** Every identifier of a member's allowances, for account deletion. */
export function allowanceIdentifiers(userId: string): string[] {
  return (Object.keys(ALLOWANCES) as AllowanceKind[]).map((kind) => allowanceIdentifier(kind, userId));
}

/** Counts one request of the member, or refuses it with 429 `rate_limited` past the limit. */
export async function consumeAllowance(
  deps: { db: Db; logger: Logger },
  kind: AllowanceKind,
  userId: string,
  now: Date,
): Promise<void> {
  const { max, windowMinutes } = ALLOWANCES[kind];
  const allowed = await checkRateLimit(
    deps.db,
    deps.logger,
    allowanceIdentifier(kind, userId),
    max,
    windowMinutes,
    now,
  );
  if (!allowed) {
    throw new RateLimitedError(`Too many requests of this kind (${kind}). Please wait a moment.`);
  }
}
