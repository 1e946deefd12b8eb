import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { requireViewer } from "@/server/auth/session-middleware";
import { currentTime } from "@/server/clock";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import {
  deleteAccount,
  isResetTokenValid,
  verifyOwnPassword,
} from "@/server/services/accounts/account-service";
import { startDataExport } from "@/server/services/accounts/data-export";
import {
  listDeviceSessions,
  signOutDevice,
  signOutOtherDevices,
} from "@/server/services/sessions/device-sessions";
import { deleteAccountSchema, resetTokenParamSchema } from "@/shared/auth-schemas";
import { DATA_EXPORT_FILENAME } from "@/shared/data-export-file";
import { deviceSessionsQuerySchema } from "@/shared/devices";
import { idParamSchema } from "@/shared/record-id";

type SignedIn = AppEnv & { Variables: { viewer: Viewer } };

/** /api/account: reset-link check, data export, account deletion, the member's signed-in devices. */
export function accountRoutes({ auth, db, logger }: AppDeps) {
  const signedIn = new Hono<SignedIn>()
    .use(requireViewer)
    .get("/export", async (c) => {
      const stream = await startDataExport({ db, logger }, c.var.viewer.user.id, currentTime());
      c.header("Cache-Control", "no-store");
      c.header("Content-Disposition", `attachment; filename="${DATA_EXPORT_FILENAME}"`);
      return c.body(stream, 200, { "Content-Type": "application/json; charset=utf-8" });
    })
    .delete("/", validate("json", deleteAccountSchema), async (c) => {
      const { user } = c.var.viewer;
      await verifyOwnPassword(auth, db, user.id, c.req.valid("json").password);
      await deleteAccount(db, user);
      logger.info({ userId: user.id }, "account deleted");
      const { authCookies } = await auth.$context;
      for (const cookie of [
        authCookies.sessionToken,
        authCookies.sessionData,
        authCookies.dontRememberToken,
      ]) {
        deleteCookie(c, cookie.name, { ...cookie.attributes, path: "/" } as never);
      }
      return c.json({ deleted: true });
    })
    // "Your devices" (decision 172): the member's sessions, one or all others signed out.
    .get("/sessions", validate("query", deviceSessionsQuerySchema), async (c) =>
      c.json(await listDeviceSessions(db, c.var.viewer, c.req.valid("query"))),
    )
    .post("/sessions/sign-out-others", async (c) =>
      c.json({ signedOut: await signOutOtherDevices(db, c.var.viewer) }),
    )
    .delete("/sessions/:id", validate("param", idParamSchema), async (c) => {
      await signOutDevice(db, c.var.viewer, c.req.valid("param").id);
      return c.json({ signedOut: 1 });
    });

  return new Hono<AppEnv>()
    .get("/reset-token/:token", validate("param", resetTokenParamSchema), async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ valid: await isResetTokenValid(auth, c.req.valid("param").token) });
    })
    .route("/", signedIn);
}
