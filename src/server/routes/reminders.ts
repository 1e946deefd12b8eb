import { Hono } from "hono";
import { clientIp } from "@/server/http/client-ip";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { unsubscribeToken } from "@/server/http/unsubscribe-token";
import { jsonBody } from "@/server/http/validate";
import {
  confirmReminderSubscription,
  REMINDER_UNSUBSCRIBE_PAGE,
  requestReminderSubscription,
  unsubscribeReminders,
} from "@/server/services/reminders/reminder-service";
import { reminderSignupSchema, reminderTokenSchema } from "@/shared/public-forms";

/** /api/reminders — the landing page's double opt-in e-mail reminders. */
export function reminderRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .post("/", jsonBody(reminderSignupSchema), async (c) => {
        const body = c.var.body;
        await requestReminderSubscription(deps, {
          ...body,
          ip: clientIp(c, deps.config.trustProxy),
        });
        return c.json({ status: "confirmation_sent" }, 202);
      })
      .post("/confirm", jsonBody(reminderTokenSchema), async (c) => {
        const result = await confirmReminderSubscription(deps, c.var.body.token);
        return c.json({ status: "confirmed", language: result.language });
      })
      // Mail clients that support RFC 8058 POST "List-Unsubscribe=One-Click" with the token in the URL.
      .post("/unsubscribe", async (c) => {
        await unsubscribeReminders(deps, await unsubscribeToken(c));
        return c.json({ status: "unsubscribed" });
      })
      // Someone opening the header's URL in a browser lands on the page that unsubscribes in one click.
      .get("/unsubscribe", (c) => {
        const token = c.req.query("token") ?? "";
        return c.redirect(`${REMINDER_UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`, 303);
      })
  );
}
