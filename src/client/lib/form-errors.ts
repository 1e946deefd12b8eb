import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "@/client/lib/api";

/**
 * Puts the server's field errors (the shared schemas' codes, or the server's own) on a react-hook-form
 * form at the named fields; answers whether there were any to show, so the caller can say everything
 * else in a toast. `only` keeps the codes a form can translate; `shouldFocus` moves to the first one.
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: readonly Path<T>[],
  options: { shouldFocus?: boolean; only?: (code: string) => boolean } = {},
): boolean {
  if (!(error instanceof ApiRequestError) || !error.fields) return false;
  let shown = false;
  for (const field of fields) {
    const code = error.fields[field];
    if (code && (options.only?.(code) ?? true)) {
      form.setError(field, { message: code }, options.shouldFocus ? { shouldFocus: true } : undefined);
      shown = true;
    }
  }
  return shown;
}
