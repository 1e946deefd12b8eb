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
 * The code step of a two-factor sign-in counts per account and client and per account, with the
 * sign-in limits; the password-checked two-factor settings count per account (decision 171). A TOTP
 * code that signed someone in is remembered so it cannot sign in again. Every key of an address starts
 * with the prefix.
 */
export const twoFactorKey = {
  prefix: (email: string) => `2fa:${email}|`,
  account: (email: string) => `2fa:${email}|account`,
  /** Switching on or off and new backup codes: the password, checked for a signed-in member. */
  settings: (email: string) => `2fa:${email}|settings`,
  client: (email: string, client: string) => `2fa:${email}|client:${client}`,
};

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
