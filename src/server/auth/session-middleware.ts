import { createMiddleware } from "hono/factory";
import type { Auth } from "@/server/auth/auth";
import { readViewer } from "@/server/auth/session-read";
import type { Db } from "@/server/db/database";
import type { AppEnv, Viewer } from "@/server/http/context";
import type { Logger } from "@/server/logger";
import { adminStatus } from "@/server/services/admin/admin-role";
import { assertAdmin } from "@/server/services/admin/admin-users";
import { UnauthenticatedError } from "@/server/services/errors";
import { getProfile } from "@/server/services/profiles/profile-service";
import { createActivityTracker } from "@/server/services/usage/usage-counters";

/** Gives every API route the signed-in viewer (user, profile, admin flag) or null. */
export function sessionMiddleware(auth: Auth, db: Db, logger?: Logger) {
  const recordActivity = createActivityTracker(db, logger);
  return createMiddleware<AppEnv>(async (c, next) => {
    const viewer = await loadViewer(auth, db, c.req.raw.headers, c.var.log ?? logger);
    c.set("viewer", viewer);
    // Feeds the anonymous "members active" counter; the profile row only keeps the day.
    if (viewer?.profile) await recordActivity(viewer.user.id);
    await next();
  });
}

export async function loadViewer(
  auth: Auth,
  db: Db,
  headers: Headers,
  logger?: Logger,
): Promise<Viewer | null> {
  const fast = await readViewer(auth, db, headers, logger);
  if (fast !== "ask-better-auth") return fast;
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const { user, session } = result;
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: Boolean(user.emailVerified),
      twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
    },
    sessionId: session.id,
    profile: await getProfile(db, user.id),
    isAdmin: adminStatus(user.id, (user as { role?: string | null }).role, logger),
  };
}

export const requireViewer = createMiddleware<AppEnv & { Variables: { viewer: Viewer } }>(async (c, next) => {
  if (!c.var.viewer) throw new UnauthenticatedError();
  await next();
});

export const requireAdmin = createMiddleware<AppEnv & { Variables: { viewer: Viewer } }>(async (c, next) => {
  if (!c.var.viewer) throw new UnauthenticatedError();
  // 403 for members; 403 `two_factor_required` for an admin without two-factor sign-in, which the
  // admin area turns into the setup screen.
  assertAdmin(c.var.viewer);
  await next();
});
