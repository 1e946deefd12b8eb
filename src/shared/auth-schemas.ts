import { z } from "zod";
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from "@/shared/auth-limits";
import { fullNameField } from "@/shared/profile-schemas";

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
