import { Hono } from "hono";
import { requireViewer } from "@/server/auth/session-middleware";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { ApiError } from "@/server/http/errors";
import { jsonBody } from "@/server/http/validate";
import { getProfileSettings, updateOwnProfile } from "@/server/services/profiles/profile-service";
import { profileUpdateSchema } from "@/shared/profile-schemas";

export function profileRoutes({ db }: AppDeps) {
  return new Hono<AppEnv & { Variables: { viewer: Viewer } }>()
    .use(requireViewer)
    .get("/", async (c) => {
      const { user, isAdmin } = c.var.viewer;
      const settings = await getProfileSettings(db, { userId: user.id, email: user.email, isAdmin });
      if (!settings) throw new ApiError(404, "not_found", "No profile for this account.");
      c.header("Cache-Control", "no-store");
      return c.json({ settings });
    })
    .patch("/", jsonBody(profileUpdateSchema), async (c) => {
      const { user, isAdmin } = c.var.viewer;
      const profile = await updateOwnProfile(db, user.id, c.var.body);
      const settings = await getProfileSettings(db, { userId: user.id, email: user.email, isAdmin });
      return c.json({ profile, settings });
    });
}
