import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { InvalidInputError, NotFoundError } from "@/server/services/errors";

/** Field name to the first issue's message, for forms; codes come from the shared schemas. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Validates one part of the request (json, query, param, …) against a shared zod schema. A body or
 * query that fails answers 400 `validation_failed` with the field errors; a path parameter that fails
 * names nothing that exists, so it answers 404 `not_found` (e.g. /api/journey/weeks/6). The validated
 * value is typed for the handler (`c.req.valid(target)`) and for Hono's typed client.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    if (target === "param") throw new NotFoundError("There is no such resource.");
    throw new InvalidInputError("Some fields are missing or invalid.", { fields: fieldErrors(result.error) });
  });
}
