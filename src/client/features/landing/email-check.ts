/** Mirrors EMAIL_MAX of src/shared/auth-schemas.ts (checked by email-check.test.ts), which imports zod. */
export const EMAIL_MAX = 254;

/**
 * The landing page checks the address without zod to stay small (zod alone would double its
 * JavaScript); the server validates with the shared schema and answers with the same message keys.
 */
export function checkEmail(value: string): { email: string; error?: string } {
  const email = value.trim().toLowerCase();
  if (!email) return { email, error: "validation.emailRequired" };
  if (email.length > EMAIL_MAX) return { email, error: "validation.emailTooLong" };
  if (!/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i.test(email)) {
    return { email, error: "validation.emailInvalid" };
  }
  return { email };
}
