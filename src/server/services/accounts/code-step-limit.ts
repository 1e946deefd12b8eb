import { sql } from "kysely";
import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";
import { checkRateLimit, takeBackAttempt } from "@/server/services/accounts/rate-limit";
import { CODE_STEP_LIMIT, codeStepLockMinutes, twoFactorKey } from "@/shared/auth-limits";

/** A code step let through: its attempt is recorded under these keys until it turns out right or wrong. */
export type CodeStepAttempt = { email: string; identifiers: string[]; at: string };
/** Whether a code may be checked; `attempt` is missing when the check itself failed and nothing was recorded. */
export type CodeStepVerdict = { allowed: true; attempt?: CodeStepAttempt } | { allowed: false };

const MINUTE = 60_000;

/** The recorded instants of `identifier` after `since`, oldest first. */
async function stamps(db: Db, identifier: string, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom("rate_limit_attempts")
    .select("attempted_at")
    .where("identifier", "=", identifier)
    .where("attempted_at", ">", since)
    .orderBy("attempted_at")
    .execute();
  return rows.map((row) => row.attempted_at);
}

/** The list without one occurrence of `stamp`: this request's own attempt. */
function withoutOwn(list: string[], stamp: string): string[] {
  const index = list.lastIndexOf(stamp);
  return index < 0 ? list : [...list.slice(0, index), ...list.slice(index + 1)];
}

/**
 * Whether the code step of a sign-in may check this code, by the rules of CODE_STEP_LIMIT (decision
 * 252). The attempt is recorded under the account's and the client's key before anything is counted,
 * so attempts racing on several instances see each other; a refused one is taken back at once, a
 * right one after the endpoint (`finishCodeStep`), so only failed codes stay. When the check itself
 * fails, the attempt is allowed (spec 8).
 */
export async function beginCodeStep(
  db: Db,
  logger: Logger,
  email: string,
  client: string,
  now: Date = currentTime(),
): Promise<CodeStepVerdict> {
  const at = now.toISOString();
  const account = twoFactorKey.account(email);
  const own = twoFactorKey.client(email, client);
  const since = new Date(now.getTime() - CODE_STEP_LIMIT.memoryMinutes * MINUTE).toISOString();
  try {
    await db
      .insertInto("rate_limit_attempts")
      .values([
        { identifier: account, attempted_at: at },
        { identifier: own, attempted_at: at },
      ])
      .execute();
    // Failed codes older than the memory no longer count; dropping them keeps the promise of at most
    // 24 hours for an address and IP.
    await db
      .deleteFrom("rate_limit_attempts")
      .where("identifier", "in", [account, own])
      .where("attempted_at", "<=", since)
      .execute();
    const failures = withoutOwn(await stamps(db, account, since), at);
    const clientFailures = withoutOwn(await stamps(db, own, since), at);
    const clientWindowStart = new Date(
      now.getTime() - CODE_STEP_LIMIT.perClient.windowMinutes * MINUTE,
    ).toISOString();
    // From the latest failed code, which may be a step running beside this one and a little younger.
    const lockMinutes = codeStepLockMinutes(failures.length);
    const latest = failures.at(-1);
    const lockedUntil =
      latest && lockMinutes > 0 ? Date.parse(latest) + lockMinutes * MINUTE : Number.NEGATIVE_INFINITY;
    const refused =
      clientFailures.filter((stamp) => stamp > clientWindowStart).length >=
        CODE_STEP_LIMIT.perClient.maxAttempts ||
      failures.length >= CODE_STEP_LIMIT.maxFailures ||
      (now.getTime() < lockedUntil && clientFailures.length >= CODE_STEP_LIMIT.freshClientFailures);
    if (!refused) return { allowed: true, attempt: { email, identifiers: [account, own], at } };
    for (const identifier of [account, own]) await takeBackAttempt(db, identifier, at);
    return { allowed: false };
  } catch (err) {
    logger.warn({ err }, "code step limit check failed; letting the attempt through");
    return { allowed: true };
  }
}

/**
 * After the code step: a right code is taken back (only failed codes count). A wrong one stays, and
 * answers how many failed codes the account has had within the memory when this one makes it time
 * to tell the owner — at `mailAfterFailures` or more, at most once per memory — else null.
 */
export async function finishCodeStep(
  db: Db,
  logger: Logger,
  attempt: CodeStepAttempt,
  succeeded: boolean,
): Promise<number | null> {
  try {
    if (succeeded) {
      for (const identifier of attempt.identifiers) await takeBackAttempt(db, identifier, attempt.at);
      return null;
    }
    const now = currentTime();
    const since = new Date(now.getTime() - CODE_STEP_LIMIT.memoryMinutes * MINUTE).toISOString();
    const failures = (await stamps(db, twoFactorKey.account(attempt.email), since)).length;
    if (failures < CODE_STEP_LIMIT.mailAfterFailures) return null;
    // One mail per memory, claimed like an attempt, so two failures at once send one.
    const claimed = await checkRateLimit(
      db,
      logger,
      twoFactorKey.mailed(attempt.email),
      1,
      CODE_STEP_LIMIT.memoryMinutes,
      now,
    );
    return claimed ? failures : null;
  } catch (err) {
    logger.warn({ err }, "code step not finished");
    return null;
  }
}

/**
 * Forgets the account's failed codes (after a password change or reset): whoever guessed them no
 * longer has the password, and the owner, who may have been kept out by them, gets in again.
 */
export async function liftCodeStepLocks(db: Db, email: string): Promise<void> {
  const clients = twoFactorKey.clientPrefix(email);
  await db
    .deleteFrom("rate_limit_attempts")
    .where((eb) =>
      eb.or([
        eb("identifier", "=", twoFactorKey.account(email)),
        // substr rather than LIKE: an e-mail may contain "_" or "%".
        eb(sql`substr(identifier, 1, ${clients.length})`, "=", clients),
      ]),
    )
    .execute();
}
