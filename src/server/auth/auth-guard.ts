import { APIError, createAuthMiddleware } from "better-auth/api";
import type { z } from "zod";
import { guardTwoFactor } from "@/server/auth/two-factor-guard";
import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { CLIENT_IP_HEADER } from "@/server/http/client-ip";
import { fieldErrors } from "@/server/http/validate";
import type { Logger } from "@/server/logger";
import { checkRateLimit, takeBackAttempt } from "@/server/services/accounts/rate-limit";
import { RATE_LIMIT_CODE } from "@/shared/auth-codes";
import {
  normalizeEmail,
  rateLimitKey,
  SERVER_AUTH_LIMIT,
  SIGN_IN_ACCOUNT_LIMIT,
  signInClientKey,
} from "@/shared/auth-limits";
import { forgotPasswordSchema, loginSchema, signUpRequestSchema } from "@/shared/auth-schemas";
import { AUTH_REDIRECT_FIELDS, safeRedirectTarget } from "@/shared/routes";

type Limit = { identifier: string; maxAttempts: number; windowMinutes: number };
type Rule = { schema: z.ZodType; limits: (email: string, client: string) => Limit[] };

const perEmail = (identifier: string): Limit => ({ identifier, ...SERVER_AUTH_LIMIT });

/**
 * The better-auth endpoints that take an e-mail address, with their input bounds and limits. Sign-in
 * counts per e-mail and client (the spec's 5 in 15 minutes) and per e-mail from all clients together
 * (a higher cap against guessing from many addresses), so a stranger cannot lock the owner out; a
 * sign-in whose password was right is taken back afterwards (auth-events.ts), so only failed ones
 * count (decision 252).
 */
const RULES: Record<string, Rule> = {
  "/sign-in/email": {
    schema: loginSchema,
    limits: (email, client) => [
      perEmail(signInClientKey.of(email, client)),
      { identifier: rateLimitKey.signIn(email), ...SIGN_IN_ACCOUNT_LIMIT },
    ],
  },
  "/sign-up/email": {
    schema: signUpRequestSchema,
    limits: (email) => [perEmail(rateLimitKey.signUp(email))],
  },
  "/request-password-reset": {
    schema: forgotPasswordSchema,
    limits: (email) => [perEmail(rateLimitKey.reset(email))],
  },
};

/** None of better-auth's endpoints takes more than a flat object with small values. */
const MAX_BODY_DEPTH = 8;

/**
 * Whether a parsed JSON body nests deeper than `max` objects or arrays, checked without recursion.
 * better-auth merges a middleware's returned body into its context recursively: a body nested 20,000
 * deep overflowed the stack there (a 500 the fuzzing found), so such a body never gets that far.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== "object") continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Whether any text in the body holds a NUL: no field of ours may (codes, tokens, addresses, passwords,
 * names), and PostgreSQL cannot compare or store such a text, so a token or code that held one was a
 * 500 there (issue 50, finding 6).
 */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return true;
    } else if (item !== null && typeof item === "object") {
      stack.push(...Object.values(item));
    }
  }
  return false;
}

/** The body with every redirect target normalised to a path of this site (second security probe, finding 1; docs/security.md). */
function withSafeRedirectFields(body: Record<string, unknown>): Record<string, unknown> {
  const safe = { ...body };
  for (const field of AUTH_REDIRECT_FIELDS) {
    if (field in safe) safe[field] = typeof safe[field] === "string" ? safeRedirectTarget(safe[field]) : "/";
  }
  return safe;
}

/** Password changes always end the other sessions, whatever the client asks for (decision 143). */
const CHANGE_PASSWORD = "/change-password";
const RESET_PASSWORD = "/reset-password";

const resetAccounts = new WeakMap<Request, string>();
const signInAttempts = new WeakMap<Request, Attempt[]>();

/** A sign-in attempt the guard recorded: taken back when the password was right (decision 252). */
export type Attempt = { identifier: string; at: string };

/** The attempts the guard recorded for a sign-in request, for the after hook of the same request. */
export function signInAttemptsOf(request: Request | undefined): Attempt[] {
  return (request && signInAttempts.get(request)) || [];
}

/**
 * The account a reset request's token is for, read before better-auth uses the token up, for the
 * after hook of the same request (auth-events.ts ends the account's open code steps).
 */
export function resetAccountOf(request: Request | undefined): string | undefined {
  return request ? resetAccounts.get(request) : undefined;
}

/**
 * Runs before better-auth's sign-in, sign-up and reset-request endpoints: checks the input against
 * our shared bounds (400 VALIDATION_ERROR with field codes, nothing stored), normalises the e-mail,
 * and applies the per-e-mail limit of spec 9 (429 RATE_LIMIT_EXCEEDED on the 6th attempt in 15 min).
 */
export function authRequestGuard({ db, logger }: { db: Db; logger: Logger }) {
  return createAuthMiddleware(async (ctx) => {
    if (nestedDeeperThan(ctx.body, MAX_BODY_DEPTH)) {
      throw new APIError("BAD_REQUEST", {
        code: "VALIDATION_ERROR",
        message: "The request body is nested too deeply.",
      });
    }
    if (holdsNul(ctx.body) || holdsNul(ctx.query)) {
      throw new APIError("BAD_REQUEST", {
        code: "VALIDATION_ERROR",
        message: "Some fields are missing or invalid.",
      });
    }
    const raw: unknown = ctx.body;
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
      if (RULES[ctx.path]) {
        throw new APIError("BAD_REQUEST", {
          code: "VALIDATION_ERROR",
          message: "The request body must be an object.",
        });
      }
      return;
    }
    const body = withSafeRedirectFields(raw as Record<string, unknown>);
    if (ctx.path === RESET_PASSWORD && typeof body.token === "string" && ctx.request) {
      const reset = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
      if (reset?.value) resetAccounts.set(ctx.request, reset.value);
    }
    if (ctx.path === CHANGE_PASSWORD) {
      return { context: { body: { ...body, revokeOtherSessions: true } } };
    }
    const twoFactorBody = await guardTwoFactor(ctx, body, { db, logger });
    if (twoFactorBody) return { context: { body: twoFactorBody } };
    const rule = RULES[ctx.path];
    if (!rule) return { context: { body } };
    const parsed = rule.schema.safeParse(body);
    if (!parsed.success) {
      throw new APIError("BAD_REQUEST", {
        code: "VALIDATION_ERROR",
        message: "Some fields are missing or invalid.",
        fields: fieldErrors(parsed.error),
      });
    }
    const input = body;
    const email = normalizeEmail(String(input.email));
    const client = ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
    let allowed = true;
    const now = currentTime();
    const recorded: Attempt[] = [];
    // In order, and stopping at the first refusal: an attempt refused per client is not counted
    // against the account as a whole, and one the account refuses is taken back per client.
    for (const limit of rule.limits(email, client)) {
      allowed = await checkRateLimit(
        db,
        logger,
        limit.identifier,
        limit.maxAttempts,
        limit.windowMinutes,
        now,
      );
      if (!allowed) break;
      recorded.push({ identifier: limit.identifier, at: now.toISOString() });
    }
    if (!allowed) {
      for (const attempt of recorded) {
        await takeBackAttempt(db, attempt.identifier, attempt.at).catch((err: unknown) =>
          logger.warn({ err }, "refused sign-in attempt not taken back"),
        );
      }
      logger.warn({ path: ctx.path }, "per-e-mail rate limit reached");
      throw new APIError("TOO_MANY_REQUESTS", {
        code: RATE_LIMIT_CODE,
        message: "Too many attempts for this e-mail address. Please try again later.",
      });
    }
    if (ctx.request) signInAttempts.set(ctx.request, recorded);
    // The name as the shared rule cleaned it (NFC, no control or bidi characters), as the profile stores it.
    const name = (parsed.data as { name?: unknown }).name;
    return { context: { body: { ...input, email, ...(name !== undefined ? { name } : {}) } } };
  });
}
