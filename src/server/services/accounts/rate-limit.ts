import { sql } from "kysely";
import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";

/**
 * check_rate_limit of spec 7: records this attempt and answers whether it is within `maxAttempts` per
 * `windowMinutes` (sliding window) for `identifier`. The attempts live in the database, so the limit
 * holds across restarts and across every app instance on the same database. The attempt is recorded
 * before counting, so two instances racing on the same identifier cannot both slip past the limit.
 * A refused attempt is taken back: otherwise a stranger who keeps trying during a lockout would
 * keep extending it (decision 142). When the check itself fails, the attempt is allowed (spec 8, "Other auth").
 */
export async function checkRateLimit(
  db: Db,
  logger: Logger,
  identifier: string,
  maxAttempts: number,
  windowMinutes: number,
  now: Date = currentTime(),
): Promise<boolean> {
  try {
    const windowStart = new Date(now.getTime() - windowMinutes * 60_000).toISOString();
    await db
      .insertInto("rate_limit_attempts")
      .values({ identifier, attempted_at: now.toISOString() })
      .execute();
    // Older attempts no longer count; dropping them keeps the table small.
    await db
      .deleteFrom("rate_limit_attempts")
      .where("identifier", "=", identifier)
      .where("attempted_at", "<=", windowStart)
      .execute();
    const row = await db
      .selectFrom("rate_limit_attempts")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("identifier", "=", identifier)
      .where("attempted_at", ">", windowStart)
      .executeTakeFirst();
    if (Number(row?.count ?? 0) <= maxAttempts) return true;
    await takeBackAttempt(db, identifier, now.toISOString());
    return false;
  } catch (err) {
    logger.warn({ err, identifier }, "rate limit check failed; letting the attempt through");
    return true;
  }
}

/**
 * Takes back one attempt recorded for `identifier` at `stamp`: a refused one, or one that turned out
 * not to count (a successful sign-in, decision 252). Rows carry no id and two attempts can share their
 * millisecond (two writes in a row on a fast machine), so the rows of that instant are counted,
 * removed, and all but one put back.
 */
export async function takeBackAttempt(db: Db, identifier: string, stamp: string): Promise<void> {
  const same = await db
    .selectFrom("rate_limit_attempts")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("identifier", "=", identifier)
    .where("attempted_at", "=", stamp)
    .executeTakeFirst();
  const count = Number(same?.count ?? 0);
  if (count === 0) return;
  await db
    .deleteFrom("rate_limit_attempts")
    .where("identifier", "=", identifier)
    .where("attempted_at", "=", stamp)
    .execute();
  if (count > 1) {
    await db
      .insertInto("rate_limit_attempts")
      .values(Array.from({ length: count - 1 }, () => ({ identifier, attempted_at: stamp })))
      .execute();
  }
}

/**
 * Forgets every attempt recorded for these identifiers and for any identifier starting with one of
 * the prefixes (used when an account is deleted; the prefixes catch the per-client sign-in keys).
 */
export async function clearRateLimitAttempts(
  db: Db,
  identifiers: string[],
  prefixes: string[] = [],
): Promise<void> {
  if (identifiers.length > 0) {
    await db.deleteFrom("rate_limit_attempts").where("identifier", "in", identifiers).execute();
  }
  for (const prefix of prefixes) {
    // substr rather than LIKE: an e-mail may contain "_" or "%".
    await db
      .deleteFrom("rate_limit_attempts")
      .where(sql`substr(identifier, 1, ${prefix.length})`, "=", prefix)
      .execute();
  }
}
