import type { Db } from "@/server/db/database";

/** How better-auth names a pending code step in the verification table (its plugin's `2fa-…`). */
const TWO_FACTOR_CHALLENGE_PREFIX = "2fa-";

/**
 * Ends every open code step of the account (issue 50, finding 4): better-auth keeps a sign-in between
 * password and code as a verification row `2fa-<id>` whose value is the user id, with its attempt
 * counter in `2fa-attempts-<id>`. After a password change or reset, or "sign out everywhere else", a
 * stranger who knew the old password must not finish a sign-in they started before.
 */
export async function endTwoFactorChallenges(db: Db, userId: string): Promise<void> {
  const open = await db
    .selectFrom("verification")
    .select("identifier")
    .where("value", "=", userId)
    .where("identifier", "like", `${TWO_FACTOR_CHALLENGE_PREFIX}%`)
    .execute();
  const identifiers = open.map((row) => row.identifier);
  if (identifiers.length === 0) return;
  await db
    .deleteFrom("verification")
    .where("identifier", "in", [
      ...identifiers,
      ...identifiers.map((identifier) => `${TWO_FACTOR_CHALLENGE_PREFIX}attempts-${identifier}`),
    ])
    .execute();
}
