import { ApiRequestError } from "@/client/lib/api";
import { errorMessage } from "@/client/lib/error-message";
import { type AnyT, translateCode } from "@/client/lib/translate-code";

/** The community's own error codes first, then the app-wide ones. */
export function communityError(t: AnyT, error: unknown): string {
  if (
    error instanceof ApiRequestError &&
    translateCode(t, `errors.${error.code}`, { ns: "community", defaultValue: "" })
  ) {
    return translateCode(t, `errors.${error.code}`, { ns: "community" });
  }
  return errorMessage(t, error);
}

/** A form field's error code (from the shared schema or the server) as a sentence. */
export function fieldMessage(t: AnyT, code: string | undefined, max: number): string | undefined {
  if (!code) return undefined;
  return translateCode(t, `errors.${code}`, {
    ns: "community",
    max,
    defaultValue: translateCode(t, "errors.validation_failed", { ns: "common" }),
  });
}
