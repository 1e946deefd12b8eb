import type { TFunction } from "i18next";

// biome-ignore lint/suspicious/noExplicitAny: takes the `t` of any namespace
export type AnyT = TFunction<any, any>;

/**
 * Translates a key that is only known at run time: an error code from a shared zod schema
 * ("validation.emailInvalid") or from the server. The compiler checks every literal key against the
 * German catalogs; these few run-time keys are the deliberate exception and all pass through here.
 */
export function translateCode(t: AnyT, key: string, options?: Record<string, unknown>): string {
  return (t as unknown as (key: string, options?: Record<string, unknown>) => string)(key, options);
}
