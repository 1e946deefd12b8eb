import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "@/server/http/context";
import { DomainError, type DomainErrorKind } from "@/server/services/errors";
import type { ApiErrorBody, ApiErrorCode } from "@/shared/api-errors";

/** An error the HTTP layer itself raises (middleware: body size, session guard); services throw DomainError. */
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

/** The one place where a domain error becomes an HTTP status. */
export const STATUS_OF_KIND: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  limit_reached: 400,
  unauthenticated: 401,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
};

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  params?: Record<string, string>,
): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(params ? { params } : {}) } };
}

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof DomainError) {
    return c.json(errorBody(err.code, err.message, err.fields, err.params), STATUS_OF_KIND[err.kind]);
  }
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, err.fields), err.status);
  if (err instanceof HTTPException) {
    const status = err.status;
    const code =
      status === 413
        ? "payload_too_large"
        : status === 401
          ? "unauthorized"
          : /malformed json/i.test(err.message)
            ? "invalid_json"
            : "invalid_request";
    return c.json(errorBody(code, err.message || "Request could not be processed"), status);
  }
  c.var.log?.error({ err }, "unhandled error");
  return c.json(errorBody("internal_error", "Something went wrong on our side. Please try again."), 500);
}
