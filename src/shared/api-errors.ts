/**
 * Error codes the API answers with. The client maps each code to a translated message, so a German
 * page never shows a raw English server message.
 */
export const API_ERROR_CODES = [
  "invalid_json",
  "validation_failed",
  "not_found",
  "unauthorized",
  "forbidden",
  "conflict",
  "rate_limited",
  "payload_too_large",
  "forbidden_origin",
  "unsupported_media_type",
  "internal_error",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export type ApiErrorBody = {
  error: {
    code: ApiErrorCode | (string & {});
    message: string;
    /** Field name to error code, for form errors. */
    fields?: Record<string, string>;
    /** Values the translated message names (a suspension's end date). */
    params?: Record<string, string>;
  };
};
