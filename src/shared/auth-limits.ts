/**
 * Auth limits and keys without zod, so pages that only need a number do not load the schema library
 * (decision 131); auth-schemas.ts builds its schemas on them.
 */

/** Limits of spec sections 5 and 9; the messages are translation keys in the "auth" namespace. */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/**
 * Server-side limit (spec 9): attempts per e-mail in a sliding window, kept in the database. For
 * sign-in it counts per e-mail and client, so a stranger cannot lock the owner out (decision 142).
 */
export const SERVER_AUTH_LIMIT = { maxAttempts: 5, windowMinutes: 15 } as const;
/** Sign-in attempts per e-mail from all clients together: the cap on guessing from many addresses. */
export const SIGN_IN_ACCOUNT_LIMIT = { maxAttempts: 20, windowMinutes: 15 } as const;
/**
 * The code step of a two-factor sign-in (decision 252). Only failed codes count, and the account
 * remembers them for `memoryMinutes`:
 * - a client (account and IP address) waits after `perClient` failed codes, like a sign-in;
 * - from `failuresPerLock` failed codes on, each failed code locks the account's code step:
 *   `firstLockMinutes`, doubled for every further `failuresPerLock`, at most `maxLockMinutes`. The
 *   lock holds only for clients with `freshClientFailures` failed codes or more of their own, so the
 *   owner's own client still gets in;
 * - at `maxFailures` failed codes no client may try: the bound on guessing from many addresses;
 * - the owner gets a mail at `mailAfterFailures` failed codes, at most one per `memoryMinutes`.
 */
export const CODE_STEP_LIMIT = {
  perClient: SERVER_AUTH_LIMIT,
  memoryMinutes: 24 * 60,
  failuresPerLock: 5,
  firstLockMinutes: 15,
  maxLockMinutes: 24 * 60,
  freshClientFailures: 2,
  maxFailures: 50,
  mailAfterFailures: 3,
} as const;
/** Client-side lockout (spec 8/9): failed sign-ins per e-mail in this browser before a pause. */
export const CLIENT_LOCKOUT = { maxFailures: 3, windowMinutes: 5, lockMinutes: 5 } as const;
/** Reset links stay valid this long (spec: a single-use link that expires). */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** The reset link's lifetime as the copy states it (mails and the forgot page). */
export const RESET_TOKEN_TTL_HOURS = RESET_TOKEN_TTL_SECONDS / 3600;
/** The success screen of the reset flow counts down this many seconds before /login (spec 9). */
export const RESET_REDIRECT_SECONDS = 3;

/** The rate-limit identifiers of spec 9: the e-mail for sign-in, prefixed for sign-up and reset. */
export const rateLimitKey = {
  signIn: (email: string) => email,
  signUp: (email: string) => `signup_${email}`,
  reset: (email: string) => `reset_${email}`,
};

/** Sign-in attempts per e-mail and client (IP address); every such key starts with the prefix. */
export const signInClientKey = {
  prefix: (email: string) => `${email}|client:`,
  of: (email: string, client: string) => `${email}|client:${client}`,
};

/**
 * The failed codes of a two-factor sign-in, per account and per account and client (decision 252);
 * the password-checked two-factor settings count per account (decision 171). Every key of an address
 * starts with the prefix.
 */
export const twoFactorKey = {
  prefix: (email: string) => `2fa:${email}|`,
  account: (email: string) => `2fa:${email}|account`,
  /** Switching on or off and new backup codes: the password, checked for a signed-in member. */
  settings: (email: string) => `2fa:${email}|settings`,
  clientPrefix: (email: string) => `2fa:${email}|client:`,
  client: (email: string, client: string) => `2fa:${email}|client:${client}`,
  /** When the owner was last told of failed codes (at most one mail per CODE_STEP_LIMIT.memoryMinutes). */
  mailed: (email: string) => `2fa:${email}|mailed`,
};

/** How long the account's code step stays locked after a failed code, with `failures` within the memory. */
export function codeStepLockMinutes(failures: number): number {
  const level = Math.floor(failures / CODE_STEP_LIMIT.failuresPerLock);
  if (level < 1) return 0;
  return Math.min(CODE_STEP_LIMIT.firstLockMinutes * 2 ** (level - 1), CODE_STEP_LIMIT.maxLockMinutes);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
