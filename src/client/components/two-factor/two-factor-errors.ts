import { ApiRequestError } from "@/client/lib/api";
import { RATE_LIMIT_CODE } from "@/shared/auth-codes";

/** The "security" key for a failed two-factor call; the password and code fields show their own. */
export function twoFactorErrorKey(
  err: unknown,
): "errors.rateLimited" | "errors.wrongPassword" | "errors.failed" {
  if (err instanceof ApiRequestError && (err.status === 429 || err.code === RATE_LIMIT_CODE))
    return "errors.rateLimited";
  if (err instanceof ApiRequestError && err.code === "INVALID_PASSWORD") return "errors.wrongPassword";
  return "errors.failed";
}
