import { ApiRequestError } from "@/client/lib/api";
import { errorMessage } from "@/client/lib/error-message";
import { type AnyT, translateCode } from "@/client/lib/translate-code";

/** The admin area's own error codes first (item gone, date taken …), then the app-wide ones. */
export function adminError(t: AnyT, error: unknown): string {
  if (error instanceof ApiRequestError) {
    const own = translateCode(t, `errors.${error.code}`, { ns: "admin", defaultValue: "" });
    if (own) return own;
  }
  return errorMessage(t, error);
}

/** A form field's error code (from the shared schema or the server) as a sentence. */
export function fieldMessage(t: AnyT, code: string | undefined, max?: number): string | undefined {
  if (!code) return undefined;
  return translateCode(t, `form.${code}`, {
    ns: "admin",
    max,
    defaultValue: translateCode(t, "form.fallback", { ns: "admin" }),
  });
}
