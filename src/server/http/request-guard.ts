import type { MiddlewareHandler } from "hono";
import { ApiError } from "@/server/http/errors";
import type { ApiErrorCode } from "@/shared/api-errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const FORBIDDEN_ORIGIN_CODE: ApiErrorCode = "forbidden_origin";
const UNSUPPORTED_MEDIA_TYPE_CODE: ApiErrorCode = "unsupported_media_type";

/** The origin a request claims to come from: Origin, or when a browser left it out, the Referer's. */
function requestOrigin(headers: Headers): string | null {
  const origin = headers.get("origin");
  if (origin) return origin === "null" ? null : origin;
  const referer = headers.get("referer");
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

function hasBody(headers: Headers): boolean {
  const length = headers.get("content-length");
  return (
    headers.has("transfer-encoding") || (length !== null && length !== "0") || headers.has("content-type")
  );
}

function isJson(contentType: string | null): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/**
 * CSRF defence for every /api write (decision 140). `SameSite=Lax` does not stop a page on another
 * port of the same host, and `fetch(…, { mode: "no-cors" })` can send text/plain or form bodies with
 * the cookie. So a POST, PUT, PATCH or DELETE must name a trusted origin (403 `forbidden_origin`),
 * and a body must be `application/json` (415 `unsupported_media_type`), which a cross-origin page
 * cannot send without a CORS preflight we never answer. Runs before any handler, so nothing changes
 * on a refusal. `exempt` paths carry their own authority in the URL (RFC 8058 one-click unsubscribe
 * tokens that mail clients POST as a form without an Origin).
 */
export function requestGuard(options: { trustedOrigins: readonly string[]; exempt: readonly string[] }) {
  const trusted = new Set(options.trustedOrigins);
  const exempt = new Set(options.exempt);
  const guard: MiddlewareHandler = async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || exempt.has(c.req.path)) return next();
    const headers = c.req.raw.headers;
    const origin = requestOrigin(headers);
    if (!origin || !trusted.has(origin)) {
      throw new ApiError(403, FORBIDDEN_ORIGIN_CODE, "This request must come from the app's own pages.");
    }
    if (hasBody(headers) && !isJson(headers.get("content-type"))) {
      throw new ApiError(415, UNSUPPORTED_MEDIA_TYPE_CODE, "The request body must be application/json.");
    }
    return next();
  };
  return guard;
}
