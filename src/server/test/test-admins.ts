import { symmetricEncrypt } from "better-auth/crypto";
import { fromBool } from "@/server/db/schema";
import { setAdminRole } from "@/server/services/admin/admin-role";
import type { TestApp } from "@/server/test/test-app";
import { totpCode } from "@/server/test/totp";

export type TwoFactorSecret = { secret: string; backupCodes: string[]; code: (offset?: number) => string };

/**
 * Switches two-factor sign-in on for a user straight in the database, as the plugin stores it (the
 * secret and backup codes encrypted with the app's secret), so tests need not walk through the setup
 * for every admin. The production rule stays as it is: an admin without it gets 403.
 */
export async function enableTwoFactorFor(t: TestApp, userId: string): Promise<TwoFactorSecret> {
  const context = await t.deps.auth.$context;
  const secret = crypto.randomUUID().replaceAll("-", "");
  const backupCodes = Array.from({ length: 10 }, (_, i) => `test${i}-${crypto.randomUUID().slice(0, 5)}`);
  await t.db.deleteFrom("twoFactor").where("userId", "=", userId).execute();
  await t.db
    .insertInto("twoFactor")
    .values({
      id: crypto.randomUUID(),
      userId,
      secret: await symmetricEncrypt({ key: context.secretConfig as never, data: secret }),
      backupCodes: await symmetricEncrypt({
        key: context.secretConfig as never,
        data: JSON.stringify(backupCodes),
      }),
      verified: fromBool(true),
      failedVerificationCount: 0,
      lockedUntil: null,
    })
    .execute();
  await t.db
    .updateTable("user")
    .set({ twoFactorEnabled: fromBool(true) })
    .where("id", "=", userId)
    .execute();
  return { secret, backupCodes, code: (offset = 0) => totpCode(secret, { offset }) };
}

/** Makes a user an admin who may act as one: the role and two-factor sign-in. */
export async function makeAdmin(t: TestApp, user: { id: string; email: string }): Promise<TwoFactorSecret> {
  if (!(await setAdminRole(t.db, user.email, true))) throw new Error(`no user ${user.email}`);
  return enableTwoFactorFor(t, user.id);
}
