import i18next from "i18next";
import { ApiRequestError } from "@/client/lib/api";
import { errorMessage } from "@/client/lib/error-message";
import { longDate } from "@/client/lib/format";
import { type AnyT, translateCode } from "@/client/lib/translate-code";

/** The community's own error codes first, then the app-wide ones. */
export function communityError(t: AnyT, error: unknown): string {
  if (
    error instanceof ApiRequestError &&
    translateCode(t, `errors.${error.code}`, { ns: "community", defaultValue: "" })
  ) {
    // A suspension names its end date in the page's language (decision 185).
    const until = error.params?.until;
    return translateCode(t, `errors.${error.code}`, {
      ns: "community",
      ...(until ? { date: longDate(until, i18next.language) } : {}),
    });
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
