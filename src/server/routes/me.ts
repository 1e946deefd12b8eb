import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { listBadges } from "@/server/services/profiles/profile-service";
import type { MeResponse } from "@/shared/session";

export function meRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const viewer = c.var.viewer;
    c.header("Cache-Control", "no-store");
    if (!viewer)
      return c.json({ user: null, profile: null, isAdmin: false, badges: [] } satisfies MeResponse);
    return c.json({
      user: viewer.user,
      profile: viewer.profile,
      isAdmin: viewer.isAdmin,
      badges: await listBadges(db, viewer.user.id),
    } satisfies MeResponse);
  });
}
