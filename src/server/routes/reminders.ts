import { Hono } from "hono";
import { clientIp } from "@/server/http/client-ip";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { unsubscribeRoutes } from "@/server/http/unsubscribe-routes";
import { validate } from "@/server/http/validate";
import {
  confirmReminderSubscription,
  requestReminderSubscription,
  SUBSCRIBER_UNSUBSCRIBE,
  unsubscribeReminders,
} from "@/server/services/reminders/reminder-service";
import { reminderSignupSchema, reminderTokenSchema } from "@/shared/public-forms";

/** /api/reminders — the landing page's double opt-in e-mail reminders. */
export function reminderRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .post("/", validate("json", reminderSignupSchema), async (c) => {
        const body = c.req.valid("json");
        await requestReminderSubscription(deps, {
          ...body,
          ip: clientIp(c, deps.config.trustProxy),
        });
        return c.json({ status: "confirmation_sent" }, 202);
      })
      .post("/confirm", validate("json", reminderTokenSchema), async (c) => {
        const result = await confirmReminderSubscription(deps, c.req.valid("json").token);
        return c.json({ status: "confirmed", language: result.language });
      })
      // One-click unsubscribe from every mail, no sign-in.
      .route(
        "/",
        unsubscribeRoutes(SUBSCRIBER_UNSUBSCRIBE.page, (token) => unsubscribeReminders(deps, token)),
      )
  );
}
