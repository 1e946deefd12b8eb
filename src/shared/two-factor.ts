/**
 * Two-factor sign-in (decision 170): TOTP codes from an authenticator app, plus one-time backup codes.
 * No zod here: the login page and the profile read these without loading the schema library.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** A used code could still be accepted this long (±1 period), so it is remembered this long. */
export const TOTP_REPLAY_WINDOW_MINUTES = 2;
export const BACKUP_CODE_COUNT = 10;
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = "Purpose Journey";

/** Every admin API route answers 403 with this code until the admin has switched two-factor on. */
export const TWO_FACTOR_REQUIRED_CODE = "two_factor_required";
/** The code step refused a TOTP code that already signed this account in. */
export const TWO_FACTOR_CODE_REUSED = "TWO_FACTOR_CODE_REUSED";

/** A 6-digit code as typed (spaces allowed), or a backup code (xxxxx-xxxxx). */
export function normalizeTotpCode(value: string): string {
  return value.replace(/\s+/g, "");
}

/** The secret of an otpauth:// URI (base32), shown as text for typing into an app by hand. */
export function totpSecretOf(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get("secret");
  } catch {
    return null;
  }
}
