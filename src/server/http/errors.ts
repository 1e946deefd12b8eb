import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "@/server/http/context";
import type { ApiErrorBody, ApiErrorCode } from "@/shared/api-errors";

/** An error a service throws to answer with a status, a code the client translates, and a message. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode | (string & {}),
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, err.fields), err.status);
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? "payload_too_large" : status === 401 ? "unauthorized" : "invalid_request";
    return c.json(errorBody(code, err.message || "Request could not be processed"), status);
  }
  c.var.log?.error({ err }, "unhandled error");
  return c.json(errorBody("internal_error", "Something went wrong on our side. Please try again."), 500);
}
