import { APIError, createAuthMiddleware } from "better-auth/api";
import type { z } from "zod";
import type { Db } from "@/server/db/database";
import { fieldErrors } from "@/server/http/validate";
import type { Logger } from "@/server/logger";
import { checkRateLimit } from "@/server/services/accounts/rate-limit";
import { RATE_LIMIT_CODE } from "@/shared/auth-codes";
import {
  forgotPasswordSchema,
  loginSchema,
  normalizeEmail,
  rateLimitKey,
  SERVER_AUTH_LIMIT,
  signUpRequestSchema,
} from "@/shared/auth-schemas";

type Rule = { schema: z.ZodType; key: (email: string) => string };

/** The better-auth endpoints that take an e-mail address, with their input bounds and limit key. */
const RULES: Record<string, Rule> = {
  "/sign-in/email": { schema: loginSchema, key: rateLimitKey.signIn },
  "/sign-up/email": { schema: signUpRequestSchema, key: rateLimitKey.signUp },
  "/request-password-reset": { schema: forgotPasswordSchema, key: rateLimitKey.reset },
};

/**
 * Runs before better-auth's sign-in, sign-up and reset-request endpoints: checks the input against
 * our shared bounds (400 VALIDATION_ERROR with field codes, nothing stored), normalises the e-mail,
 * and applies the per-e-mail limit of spec 9 (429 RATE_LIMIT_EXCEEDED on the 6th attempt in 15 min).
 */
export function authRequestGuard({ db, logger }: { db: Db; logger: Logger }) {
  return createAuthMiddleware(async (ctx) => {
    const rule = RULES[ctx.path];
    if (!rule) return;
    const body: unknown = ctx.body;
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      throw new APIError("BAD_REQUEST", {
        code: "VALIDATION_ERROR",
        message: "The request body must be an object.",
      });
    }
    const parsed = rule.schema.safeParse(body);
    if (!parsed.success) {
      throw new APIError("BAD_REQUEST", {
        code: "VALIDATION_ERROR",
        message: "Some fields are missing or invalid.",
        fields: fieldErrors(parsed.error),
      });
    }
    const input = body as Record<string, unknown>;
    const email = normalizeEmail(String(input.email));
    const allowed = await checkRateLimit(
      db,
      logger,
      rule.key(email),
      SERVER_AUTH_LIMIT.maxAttempts,
      SERVER_AUTH_LIMIT.windowMinutes,
    );
    if (!allowed) {
      logger.warn({ path: ctx.path }, "per-e-mail rate limit reached");
      throw new APIError("TOO_MANY_REQUESTS", {
        code: RATE_LIMIT_CODE,
        message: "Too many attempts for this e-mail address. Please try again later.",
      });
    }
    const name = typeof input.name === "string" ? input.name.trim() : input.name;
    return { context: { body: { ...input, email, ...(name !== undefined ? { name } : {}) } } };
  });
}
