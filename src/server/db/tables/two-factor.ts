/**
 * Added by migration 0011-two-factor: better-auth's twoFactor plugin table. It also adds
 * user.twoFactorEnabled (typed in schema.ts's UserTable).
 */
export interface TwoFactorTable {
  id: string;
  /** The TOTP secret, encrypted with AUTH_SECRET. */
  secret: string;
  /** The remaining one-time backup codes as encrypted JSON. */
  backupCodes: string;
  userId: string;
  /** false between "enable" and the first confirmed code. */
  verified: boolean | number | null;
  failedVerificationCount: number | null;
  lockedUntil: Date | string | null;
}

/** A TOTP code that signed someone in, claimed once per replay window (migration 0026). */
export interface UsedTotpCodeTable {
  user_id: string;
  code: string;
  used_at: string;
}

export type TwoFactorTables = { twoFactor: TwoFactorTable; used_totp_codes: UsedTotpCodeTable };
