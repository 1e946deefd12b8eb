import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import type { AppEnv } from "@/server/http/context";
import { ApiError } from "@/server/http/errors";

/** Field name to the first issue's message, for forms; codes come from the shared schemas. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Reads and validates a JSON body; malformed JSON and schema failures answer 400 with a message. */
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
