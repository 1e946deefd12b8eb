import { Hono } from "hono";
import { requireViewer } from "@/server/auth/session-middleware";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import { getConsentStatus, grantConsent } from "@/server/services/consent/consent-service";
import { consentRequestSchema } from "@/shared/consent";

/** /api/consent: the viewer's privacy and terms consent, stored per user so every device knows it. */
export function consentRoutes({ db }: AppDeps) {
  return new Hono<AppEnv & { Variables: { viewer: Viewer } }>()
    .use(requireViewer)
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await getConsentStatus(db, c.var.viewer.user.id));
    })
    .post("/", validate("json", consentRequestSchema), async (c) => {
      return c.json(await grantConsent(db, c.var.viewer.user.id));
    });
}
