import { Hono } from "hono";
import { requireViewer } from "@/server/auth/session-middleware";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import { NotFoundError } from "@/server/services/errors";
import { getProfileSettings, updateOwnProfile } from "@/server/services/profiles/profile-service";
import { profileUpdateSchema } from "@/shared/profile-schemas";

export function profileRoutes({ db, config }: AppDeps) {
  return new Hono<AppEnv & { Variables: { viewer: Viewer } }>()
    .use(requireViewer)
    .get("/", async (c) => {
      const { user, isAdmin } = c.var.viewer;
      const settings = await getProfileSettings(
        db,
        { userId: user.id, email: user.email, isAdmin },
        config.timeZone,
      );
      if (!settings) throw new NotFoundError("No profile for this account.");
      c.header("Cache-Control", "no-store");
      return c.json({ settings });
    })
    .patch("/", validate("json", profileUpdateSchema), async (c) => {
      const { user, isAdmin } = c.var.viewer;
      const profile = await updateOwnProfile(db, user.id, c.req.valid("json"));
      const settings = await getProfileSettings(
        db,
        { userId: user.id, email: user.email, isAdmin },
        config.timeZone,
      );
      if (!settings) throw new NotFoundError("No profile for this account.");
      return c.json({ profile, settings });
    });
}
