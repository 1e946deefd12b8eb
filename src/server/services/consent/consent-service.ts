import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import type { ConsentStatus } from "@/shared/consent";
import { CONSENT_TYPES, POLICY_VERSION } from "@/shared/consent-policy";

/** What the user agreed to for the current policy version; consent given on any device counts. */
export async function getConsentStatus(db: Db, userId: string): Promise<ConsentStatus> {
  const rows = await db
    .selectFrom("user_consents")
    .select(["consent_type", "granted_at"])
    .where("user_id", "=", userId)
    .where("policy_version", "=", POLICY_VERSION)
    .execute();
  const grantedAt = (type: string) => rows.find((row) => row.consent_type === type)?.granted_at ?? null;
  const consents = { privacy: grantedAt("privacy"), terms: grantedAt("terms") };
  return {
    policyVersion: POLICY_VERSION,
    complete: consents.privacy !== null && consents.terms !== null,
    consents,
  };
}

/**
 * Records both consents for the current policy version in one transaction. Agreeing again keeps the
 * first timestamp: it is the moment the user agreed, not the last time they clicked.
 */
export async function grantConsent(db: Db, userId: string, now = currentTime()): Promise<ConsentStatus> {
  const grantedAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const type of CONSENT_TYPES) {
      await trx
        .insertInto("user_consents")
        .values({
          user_id: userId,
          consent_type: type,
          policy_version: POLICY_VERSION,
          granted_at: grantedAt,
        })
        .onConflict((oc) => oc.columns(["user_id", "consent_type", "policy_version"]).doNothing())
        .execute();
    }
  });
  return getConsentStatus(db, userId);
}
