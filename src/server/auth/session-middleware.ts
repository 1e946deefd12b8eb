import { createMiddleware } from "hono/factory";
import type { Auth } from "@/server/auth/auth";
import type { Db } from "@/server/db/database";
import type { AppEnv, Viewer } from "@/server/http/context";
import { hasAdminRole } from "@/server/services/admin/admin-role";
import { ForbiddenError, UnauthenticatedError } from "@/server/services/errors";
import { getProfile } from "@/server/services/profiles/profile-service";

/** Gives every API route the signed-in viewer (user, profile, admin flag) or null. */
export function sessionMiddleware(auth: Auth, db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set("viewer", await loadViewer(auth, db, c.req.raw.headers));
    await next();
  });
}

export async function loadViewer(auth: Auth, db: Db, headers: Headers): Promise<Viewer | null> {
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const { user, session } = result;
  return {
    user: { id: user.id, email: user.email, name: user.name, emailVerified: Boolean(user.emailVerified) },
    sessionId: session.id,
    profile: await getProfile(db, user.id),
    isAdmin: hasAdminRole((user as { role?: string | null }).role),
  };
}

export const requireViewer = createMiddleware<AppEnv & { Variables: { viewer: Viewer } }>(async (c, next) => {
  if (!c.var.viewer) throw new UnauthenticatedError();
  await next();
});

export const requireAdmin = createMiddleware<AppEnv & { Variables: { viewer: Viewer } }>(async (c, next) => {
  if (!c.var.viewer) throw new UnauthenticatedError();
  if (!c.var.viewer.isAdmin) {
    throw new ForbiddenError("Access Denied: This page is only accessible to administrators.");
  }
  await next();
});
