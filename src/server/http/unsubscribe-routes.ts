import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import { InvalidInputError } from "@/server/services/errors";
import { reminderTokenSchema } from "@/shared/public-forms";

// Both optional: mail clients send the token in the URL with a form body, our pages send JSON.
const tokenQuery = z.object({ token: z.string().optional() });
const tokenBody = reminderTokenSchema.partial();

/**
 * POST and GET /unsubscribe for a kind of one-click link: POST switches off (our page with JSON
 * { token }, and mail clients' one-click POST per RFC 8058 with the token in the URL and the body
 * "List-Unsubscribe=One-Click"); GET only redirects to `page`, so a link scanner opening the header's
 * URL changes nothing.
 */
export function unsubscribeRoutes(page: string, unsubscribe: (token: string) => Promise<void>) {
  return new Hono<AppEnv>()
    .post("/unsubscribe", validate("query", tokenQuery), validate("json", tokenBody), async (c) => {
      const token = c.req.valid("query").token || c.req.valid("json").token;
      if (!token) {
        throw new InvalidInputError("The unsubscribe link is not valid.", { code: "reminder_token_invalid" });
      }
      await unsubscribe(token);
      return c.json({ status: "unsubscribed" });
    })
    .get("/unsubscribe", validate("query", tokenQuery), (c) => {
      const token = c.req.valid("query").token ?? "";
      return c.redirect(`${page}?token=${encodeURIComponent(token)}`, 303);
    });
}
