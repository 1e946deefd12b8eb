import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { ApiError } from "@/server/http/errors";
import {
  MEMBER_REMINDER_OFF_PAGE,
  switchOffMemberReminder,
} from "@/server/services/reminders/member-reminder-service";
import { reminderTokenSchema } from "@/shared/public-forms";

/** /api/member-reminders — switching a member's weekly reminder off from the mail, without signing in. */
export function memberReminderRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      // The page posts { token }; mail clients (RFC 8058) POST "List-Unsubscribe=One-Click" with it in the URL.
      .post("/unsubscribe", async (c) => {
        let token = c.req.query("token");
        if (!token && c.req.header("content-type")?.includes("application/json")) {
          const parsed = reminderTokenSchema.safeParse(await c.req.json().catch(() => null));
          token = parsed.success ? parsed.data.token : undefined;
        }
        if (!token) throw new ApiError(400, "reminder_token_invalid", "The unsubscribe link is not valid.");
        await switchOffMemberReminder(deps, token);
        return c.json({ status: "unsubscribed" });
      })
      // Opening the header's URL in a browser must not change anything (link scanners): show the page.
      .get("/unsubscribe", (c) => {
        const token = c.req.query("token") ?? "";
        return c.redirect(`${MEMBER_REMINDER_OFF_PAGE}?token=${encodeURIComponent(token)}`, 303);
      })
  );
}
