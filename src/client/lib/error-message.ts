import { ApiRequestError } from "@/client/lib/api";
import { type AnyT, translateCode } from "@/client/lib/translate-code";

/** A translated message for any error the API client throws. */
export function errorMessage(t: AnyT, error: unknown): string {
  const generic = translateCode(t, "errors.generic", { ns: "common" });
  if (error instanceof ApiRequestError) {
    return translateCode(t, `errors.${error.code}`, { ns: "common", defaultValue: generic });
  }
  return generic;
}
