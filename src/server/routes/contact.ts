import { Hono } from "hono";
import { clientIp } from "@/server/http/client-ip";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import { submitContactMessage } from "@/server/services/contact/contact-service";
import { contactSchema } from "@/shared/public-forms";

/** /api/contact — the contact form. */
export function contactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post("/", validate("json", contactSchema), async (c) => {
    const result = await submitContactMessage(deps, {
      ...c.req.valid("json"),
      userId: c.var.viewer?.user.id ?? null,
      ip: clientIp(c, deps.config.trustProxy),
    });
    return c.json({ status: "received", id: result.id }, 201);
  });
}
