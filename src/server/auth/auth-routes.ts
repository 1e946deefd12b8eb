import type { MiddlewareHandler } from "hono";
import { AUTH_BASE_PATH } from "@/server/auth/auth";
import { errorBody } from "@/server/http/errors";
import { AUTH_REDIRECT_FIELDS, safeRedirectTarget } from "@/shared/routes";

/**
 * The better-auth endpoints the app calls over HTTP (client/lib/api.ts `AuthPath`, the verification
 * link of the sign-up mail); every other one answers 404 (decision 141). better-auth and its admin
 * plugin bring many more — impersonate-user, set-user-password, remove-user, ban-user, list-users,
 * update-user, delete-user, list-sessions … — which would let an admin read a member's reflections
 * or change a name past our rules. The admin area uses our own /api/admin routes instead, and the
 * server reads sessions in-process (`auth.api.getSession`), which this guard does not touch.
 */
export const ENABLED_AUTH_ENDPOINTS: readonly { method: "GET" | "POST"; path: string }[] = [
  { method: "POST", path: "/sign-up/email" },
  { method: "POST", path: "/sign-in/email" },
  { method: "POST", path: "/sign-out" },
  { method: "POST", path: "/request-password-reset" },
  { method: "POST", path: "/reset-password" },
  { method: "POST", path: "/change-password" },
  { method: "GET", path: "/verify-email" },
  // Two-factor sign-in (decision 170): set up, confirm, sign in with a code or a backup code, switch off.
  { method: "POST", path: "/two-factor/enable" },
  { method: "POST", path: "/two-factor/verify-totp" },
  { method: "POST", path: "/two-factor/verify-backup-code" },
  { method: "POST", path: "/two-factor/generate-backup-codes" },
  { method: "POST", path: "/two-factor/disable" },
];

const enabled = new Set(
  ENABLED_AUTH_ENDPOINTS.map(({ method, path }) => `${method} ${AUTH_BASE_PATH}${path}`),
);

export function authRouteGuard(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path.replace(/\/+$/, "");
    if (!enabled.has(`${c.req.method} ${path}`)) {
      return c.json(errorBody("not_found", `No API route for ${c.req.method} ${c.req.path}`), 404);
    }
    return next();
  };
}

/**
 * The request with every redirect target in its query normalised by the shared rule, so better-auth
 * never redirects anywhere but to a path of this site (second security probe, finding 1 in docs/security.md: `verify-email` answered
 * `302 //evil.example` for `callbackURL=/.//evil.example`, with no valid token needed). Body fields
 * get the same treatment in the auth guard.
 */
export function withSafeRedirects(request: Request): Request {
  // The POST endpoints we allow take their targets in the body (the auth guard checks those).
  if (request.method !== "GET") return request;
  const url = new URL(request.url);
  let changed = false;
  for (const field of AUTH_REDIRECT_FIELDS) {
    const values = url.searchParams.getAll(field);
    if (values.length === 0) continue;
    const safe = safeRedirectTarget(values[0]);
    if (values.length === 1 && safe === values[0]) continue;
    url.searchParams.set(field, safe);
    changed = true;
  }
  return changed ? new Request(url, request) : request;
}
