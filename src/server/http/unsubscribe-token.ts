import type { Context } from "hono";
import { ApiError } from "@/server/http/errors";
import { reminderTokenSchema } from "@/shared/public-forms";

/**
 * The token of an unsubscribe request: in the URL for mail clients' one-click POST (RFC 8058,
 * body "List-Unsubscribe=One-Click"), or as JSON { token } from our unsubscribe pages.
 */
export async function unsubscribeToken(c: Context): Promise<string> {
  let token = c.req.query("token");
  if (!token && c.req.header("content-type")?.includes("application/json")) {
    const parsed = reminderTokenSchema.safeParse(await c.req.json().catch(() => null));
    token = parsed.success ? parsed.data.token : undefined;
  }
  if (!token) throw new ApiError(400, "reminder_token_invalid", "The unsubscribe link is not valid.");
  return token;
}
