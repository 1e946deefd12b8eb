import { z } from "zod";
import { fullNameField } from "@/shared/profile-schemas";

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

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const emailField = z
  .string("validation.emailRequired")
  .trim()
  .toLowerCase()
  .min(1, "validation.emailRequired")
  .max(EMAIL_MAX, "validation.emailTooLong")
  .pipe(z.email("validation.emailInvalid"));

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string("validation.passwordTooShort")
    .min(PASSWORD_MIN, "validation.passwordTooShort")
    .max(PASSWORD_MAX, "validation.passwordTooLong"),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Sign-up uses the sign-up wording of spec 8 ("Das Passwort muss…", "Ungültige E-Mail-Adresse"). */
const signUpEmail = z
  .string("validation.emailRequired")
  .trim()
  .toLowerCase()
  .min(1, "validation.emailRequired")
  .max(EMAIL_MAX, "validation.emailTooLong")
  .pipe(z.email("validation.signUpEmailInvalid"));

const newPassword = z
  .string("validation.newPasswordTooShort")
  .min(PASSWORD_MIN, "validation.newPasswordTooShort")
  .max(PASSWORD_MAX, "validation.passwordTooLong");

/** What the server accepts on POST /api/auth/sign-up/email, checked before better-auth sees it. */
export const signUpRequestSchema = z.looseObject({
  name: fullNameField,
  email: signUpEmail,
  password: newPassword,
  // The minimum age of 16 is confirmed by the person signing up (decisions.md, "Accounts").
  ageConfirmed: z.literal(true, "validation.ageRequired"),
});

export const registerSchema = z
  .object({
    name: fullNameField,
    email: signUpEmail,
    password: newPassword,
    confirmPassword: z.string(),
    ageConfirmed: z.boolean().refine((value) => value, "validation.ageRequired"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "validation.passwordsMismatch",
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** Spec 5: "Password must be at least 6 characters" / "Passwords don't match" on the reset form. */
export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN, "validation.resetPasswordTooShort")
      .max(PASSWORD_MAX, "validation.passwordTooLong"),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "validation.resetPasswordsMismatch",
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, "validation.currentPasswordRequired")
      .max(PASSWORD_MAX, "validation.passwordTooLong"),
    newPassword: newPassword,
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "validation.passwordsMismatch",
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** DELETE /api/account asks for the password again, so an unattended session cannot erase an account. */
export const deleteAccountSchema = z.object({
  password: z
    .string()
    .min(1, "validation.currentPasswordRequired")
    .max(PASSWORD_MAX, "validation.passwordTooLong"),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** GET /api/account/reset-token/:token; any string is taken, the service answers `valid: false` for a malformed one. */
export const resetTokenParamSchema = z.object({ token: z.string() });
