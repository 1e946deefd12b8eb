import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { InvalidInputError, NotFoundError } from "@/server/services/errors";
import { withSafeKeys } from "@/shared/text-rules";

/** Field name to the first issue's message, for forms; codes come from the shared schemas. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  // No prototype: a field path named "__proto__" must land as a key, not replace the prototype.
  const fields: Record<string, string> = Object.create(null);
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Validates one part of the request (json, query, param, …) against a shared zod schema; a failure
 * answers 400 `validation_failed` with the field errors (a malformed id in a path, too). Where a path
 * parameter names a place rather than an item — a week beyond 5 is simply not there, like the page's
 * URL — `{ missIsNotFound: true }` answers 404 instead. The validated value is typed for the handler
 * (`c.req.valid(target)`) and for Hono's typed client. A JSON body with a `__proto__`, `constructor`
 * or `prototype` key at any depth is refused whatever the schema (decision 144).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  options: { missIsNotFound?: boolean } = {},
) {
  // The wrapper changes nothing about the accepted values, so the route keeps the schema's types.
  const checked = (target === "json" ? withSafeKeys(schema) : schema) as Schema;
  return zValidator(target, checked, (result) => {
    if (result.success) return;
    if (options.missIsNotFound) throw new NotFoundError("There is no such resource.");
    throw new InvalidInputError("Some fields are missing or invalid.", { fields: fieldErrors(result.error) });
  });
}
