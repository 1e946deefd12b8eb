import type { MiddlewareHandler } from "hono";
import { AUTH_BASE_PATH } from "@/server/auth/auth";
import { errorBody } from "@/server/http/errors";

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
