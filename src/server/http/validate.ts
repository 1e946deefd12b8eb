import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import type { AppEnv } from "@/server/http/context";
import { ApiError } from "@/server/http/errors";

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
 * Validates one part of the request (json, query, param, …) against a shared zod schema; a failure
 * answers 400 `validation_failed` with the field errors. The validated value is typed for the
 * handler (`c.req.valid(target)`) and for Hono's typed client.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new ApiError(
        400,
        "validation_failed",
        "Some fields are missing or invalid.",
        fieldErrors(result.error),
      );
    }
  });
}

/** Older routes' JSON body check, to be replaced by `validate("json", schema)` (issue 9). */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return createMiddleware<AppEnv & { Variables: { body: z.infer<T> } }>(async (c, next) => {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw new ApiError(400, "invalid_json", "The request body is not valid JSON.");
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      throw new ApiError(
        400,
        "validation_failed",
        "Some fields are missing or invalid.",
        fieldErrors(parsed.error),
      );
    }
    c.set("body", parsed.data);
    await next();
  });
}
