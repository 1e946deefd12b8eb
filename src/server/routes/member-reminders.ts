import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { unsubscribeToken } from "@/server/http/unsubscribe-token";
import {
  MEMBER_REMINDER_OFF_PAGE,
  switchOffMemberReminder,
} from "@/server/services/reminders/member-reminder-service";

/** /api/member-reminders — switching a member's weekly reminder off from the mail, without signing in. */
export function memberReminderRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      // The page posts { token }; mail clients (RFC 8058) POST "List-Unsubscribe=One-Click" with it in the URL.
      .post("/unsubscribe", async (c) => {
        await switchOffMemberReminder(deps, await unsubscribeToken(c));
        return c.json({ status: "unsubscribed" });
      })
      // Opening the header's URL in a browser must not change anything (link scanners): show the page.
      .get("/unsubscribe", (c) => {
        const token = c.req.query("token") ?? "";
        return c.redirect(`${MEMBER_REMINDER_OFF_PAGE}?token=${encodeURIComponent(token)}`, 303);
      })
  );
}
