import { type Context, Hono } from "hono";
import type { AppEnv } from "@/server/http/context";
import { ApiError } from "@/server/http/errors";
import { reminderTokenSchema } from "@/shared/public-forms";

/**
 * The token of an unsubscribe request: in the URL for mail clients' one-click POST (RFC 8058,
 * body "List-Unsubscribe=One-Click"), or as JSON { token } from our unsubscribe pages.
 */
async function unsubscribeToken(c: Context): Promise<string> {
  let token = c.req.query("token");
  if (!token && c.req.header("content-type")?.includes("application/json")) {
    const parsed = reminderTokenSchema.safeParse(await c.req.json().catch(() => null));
    token = parsed.success ? parsed.data.token : undefined;
  }
  if (!token) throw new ApiError(400, "reminder_token_invalid", "The unsubscribe link is not valid.");
  return token;
}

/**
 * POST and GET /unsubscribe for a kind of one-click link: POST switches off (our page and mail
 * clients), GET only redirects to `page`, so a link scanner opening the header's URL changes nothing.
 */
export function unsubscribeRoutes(page: string, unsubscribe: (token: string) => Promise<void>) {
  return new Hono<AppEnv>()
    .post("/unsubscribe", async (c) => {
      await unsubscribe(await unsubscribeToken(c));
      return c.json({ status: "unsubscribed" });
    })
    .get("/unsubscribe", (c) => {
      const token = c.req.query("token") ?? "";
      return c.redirect(`${page}?token=${encodeURIComponent(token)}`, 303);
    });
}
