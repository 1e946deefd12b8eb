import type { Auth } from "@/server/auth/auth";
import { currentTimeMs } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { allowanceIdentifiers } from "@/server/services/accounts/member-allowance";
import { clearRateLimitAttempts } from "@/server/services/accounts/rate-limit";
import { type DynamicDb, listUserTables } from "@/server/services/accounts/user-data-tables";
import { forgetMemberInAuditLog } from "@/server/services/admin/audit-log";
import { writeLimitIdentifier } from "@/server/services/community/write-limit";
import { contactEmailLimitKey } from "@/server/services/contact/contact-service";
import { InvalidInputError } from "@/server/services/errors";
import { rateLimitKey, signInClientKey, twoFactorKey } from "@/shared/auth-limits";

const RESET_PREFIX = "reset-password:";

/** Whether a reset link's token is still usable (exists, unused, unexpired), without consuming it. */
export async function isResetTokenValid(auth: Auth, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{8,128}$/.test(token)) return false;
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`${RESET_PREFIX}${token}`);
  return Boolean(verification && new Date(verification.expiresAt).getTime() > currentTimeMs());
}

/** Checks the user's own password, for actions that must not happen from an unattended session. */
export async function verifyOwnPassword(auth: Auth, db: Db, userId: string, password: string): Promise<void> {
  const account = await db
    .selectFrom("account")
    .select("password")
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  const context = await auth.$context;
  const ok = account?.password ? await context.password.verify({ hash: account.password, password }) : false;
  if (!ok) {
    throw new InvalidInputError("The password is not correct.", {
      code: "invalid_password",
      fields: { password: "validation.currentPasswordWrong" },
    });
  }
}

/**
 * Deletes the user and every row of theirs in one transaction: the user row (sessions, sign-in accounts,
 * profile and every user_id table follow by foreign-key cascade), then a sweep of every user_id table
 * for rows a table without a cascade would keep, plus reset tokens and recorded sign-in attempts.
 */
export async function deleteAccount(db: Db, user: { id: string; email: string }): Promise<void> {
  const userTables = await listUserTables(db);
  await db.transaction().execute(async (trx) => {
    // Contact messages carry name, address and text, and lose their user_id with the user: they go
    // too, the ones sent while signed out from the same address included (decision 146).
    await trx
      .deleteFrom("contact_messages")
      .where((eb) => eb.or([eb("user_id", "=", user.id), eb("email", "=", user.email)]))
      .execute();
    await trx.deleteFrom("user").where("id", "=", user.id).execute();
    const any = trx as unknown as DynamicDb;
    for (const { table, column } of userTables) {
      await any.deleteFrom(table).where(column, "=", user.id).execute();
    }
    await trx.deleteFrom("verification").where("value", "=", user.id).execute();
    await forgetMemberInAuditLog(trx, user.id);
  });
  await clearRateLimitAttempts(
    db,
    [
      ...Object.values(rateLimitKey).map((key) => key(user.email)),
      contactEmailLimitKey(user.email),
      writeLimitIdentifier(user.id),
      ...allowanceIdentifiers(user.id),
    ],
    [signInClientKey.prefix(user.email), twoFactorKey.prefix(user.email)],
  );
}
