import type { TFunction } from "i18next";
import { ApiRequestError } from "@/client/lib/api";

/** A translated message for any error the API client throws. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError) {
    const key = `errors.${error.code}`;
    return t(key, { ns: "common", defaultValue: t("errors.generic", { ns: "common" }) });
  }
  return t("errors.generic", { ns: "common" });
}
