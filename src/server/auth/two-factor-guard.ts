import { APIError, getSessionFromCtx } from "better-auth/api";
import { currentTimeMs } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { CLIENT_IP_HEADER } from "@/server/http/client-ip";
import type { Logger } from "@/server/logger";
import { beginCodeStep, type CodeStepAttempt } from "@/server/services/accounts/code-step-limit";
import { checkRateLimit } from "@/server/services/accounts/rate-limit";
import { RATE_LIMIT_CODE } from "@/shared/auth-codes";
import { SERVER_AUTH_LIMIT, twoFactorKey } from "@/shared/auth-limits";
import { TOTP_REPLAY_WINDOW_MINUTES, TWO_FACTOR_CODE_REUSED } from "@/shared/two-factor";

/** The two-factor endpoints of better-auth that the app opens (auth-routes.ts). */
export const TWO_FACTOR_PATHS = {
  enable: "/two-factor/enable",
  verifyTotp: "/two-factor/verify-totp",
  verifyBackupCode: "/two-factor/verify-backup-code",
  generateBackupCodes: "/two-factor/generate-backup-codes",
  disable: "/two-factor/disable",
} as const;
const CODE_STEPS: ReadonlySet<string> = new Set([
  TWO_FACTOR_PATHS.verifyTotp,
  TWO_FACTOR_PATHS.verifyBackupCode,
]);
const ALL: ReadonlySet<string> = new Set(Object.values(TWO_FACTOR_PATHS));
/** better-auth's name for the short-lived cookie that carries a sign-in between password and code. */
const TWO_FACTOR_COOKIE = "two_factor";

type AuthCtx = Parameters<typeof getSessionFromCtx>[0];
type Account = { id: string; email: string; name: string; twoFactorEnabled: boolean };
/**
 * What the guard found out before the endpoint ran, for the after hook (auth-events.ts): the claimed
 * code, and the attempt a sign-in's code step recorded (decision 252).
 */
export type TwoFactorStep = {
  account: Account;
  signedIn: boolean;
  code?: string;
  claimedAt?: string;
  attempt?: CodeStepAttempt;
};

const steps = new WeakMap<Request, TwoFactorStep>();

/** What the guard learned about a two-factor request, read by the after hook of the same request. */
export function twoFactorStepOf(request: Request | undefined): TwoFactorStep | undefined {
  return request ? steps.get(request) : undefined;
}

/** The account a code is for: the signed-in one, or the one whose password step the cookie carries. */
async function accountOf(ctx: AuthCtx, db: Db): Promise<{ account: Account; signedIn: boolean } | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  let userId = session?.user.id ?? null;
  if (!userId) {
    const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
    const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (!identifier) return null;
    const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
    userId = challenge?.value ?? null;
  }
  if (!userId) return null;
  const user = await db
    .selectFrom("user")
    .select(["id", "email", "name", "twoFactorEnabled"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return null;
  return {
    account: {
      id: user.id,
      email: user.email,
      name: user.name,
      twoFactorEnabled: user.twoFactorEnabled === true || user.twoFactorEnabled === 1,
    },
    signedIn: Boolean(session),
  };
}

const tooMany = () =>
  new APIError("TOO_MANY_REQUESTS", {
    code: RATE_LIMIT_CODE,
    message: "Too many attempts for this account. Please try again later.",
  });

/**
 * Runs before better-auth's two-factor endpoints (decision 171):
 * - "remember this device" and "no session" are never honoured: every sign-in asks for the code,
 *   and a correct code always ends in a session;
 * - the code step of a sign-in counts failed codes per account and client and per account, with a
 *   lock that grows and a daily bound (CODE_STEP_LIMIT, decision 252); the calls that check the
 *   password of a signed-in member (enable, disable, new backup codes) 5 per 15 minutes per account;
 *   refused attempts are not counted (decision 142);
 * - a TOTP code that already signed this account in is refused for as long as it could be valid.
 * Answers the body to continue with, or throws.
 */
export async function guardTwoFactor(
  ctx: AuthCtx,
  input: Record<string, unknown>,
  { db, logger }: { db: Db; logger: Logger },
): Promise<Record<string, unknown> | undefined> {
  if (!ALL.has(ctx.path)) return undefined;
  const body: Record<string, unknown> = { ...input };
  if (CODE_STEPS.has(ctx.path)) {
    body.trustDevice = false;
    if (ctx.path === TWO_FACTOR_PATHS.verifyBackupCode) body.disableSession = false;
  }
  const found = await accountOf(ctx, db);
  // Without an account better-auth answers its own 401; there is nothing of ours to count.
  if (!found) return body;
  const { account, signedIn } = found;
  if (ctx.path === TWO_FACTOR_PATHS.disable && !account.twoFactorEnabled) {
    throw new APIError("BAD_REQUEST", {
      code: "TWO_FACTOR_NOT_ENABLED",
      message: "Two-factor sign-in is not switched on.",
    });
  }
  const client = ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
  let attempt: CodeStepAttempt | undefined;
  if (!CODE_STEPS.has(ctx.path)) {
    const settings = twoFactorKey.settings(account.email);
    const { maxAttempts, windowMinutes } = SERVER_AUTH_LIMIT;
    if (!(await checkRateLimit(db, logger, settings, maxAttempts, windowMinutes))) {
      logger.warn({ path: ctx.path }, "two-factor rate limit reached");
      throw tooMany();
    }
  } else if (!signedIn) {
    // A code while signed in only confirms the setup; it guesses nothing and counts for nothing.
    const verdict = await beginCodeStep(db, logger, account.email, client);
    if (!verdict.allowed) {
      logger.warn({ path: ctx.path }, "two-factor rate limit reached");
      throw tooMany();
    }
    attempt = verdict.attempt;
  }
  const code = typeof body.code === "string" ? body.code.trim() : undefined;
  // The code is claimed for this sign-in before better-auth checks it and makes a session: of several
  // code steps sent the same fresh code at once, one gets it (issue 50, finding 5). A code that turns
  // out wrong is given back after the endpoint (auth-events.ts), so a guess blocks nobody.
  let claimedAt: string | undefined;
  if (ctx.path === TWO_FACTOR_PATHS.verifyTotp && !signedIn && code) {
    claimedAt = (await claimCode(db, account.id, code)) ?? undefined;
    // A used code is a failed code: the attempt recorded above stays.
    if (!claimedAt) {
      throw new APIError("UNAUTHORIZED", {
        code: TWO_FACTOR_CODE_REUSED,
        message: "This code was already used. Please wait for the next one.",
      });
    }
  }
  if (ctx.request) steps.set(ctx.request, { account, signedIn, code, claimedAt, attempt });
  return body;
}

/**
 * Claims a TOTP code for the account: answers the claim's time when this is the first use of the code
 * within the replay window, else null. One statement (insert, or take over a claim older than the
 * window), atomic on both databases through the table's primary key.
 */
export async function claimCode(db: Db, userId: string, code: string): Promise<string | null> {
  const now = currentTimeMs();
  const usedAt = new Date(now).toISOString();
  const windowStart = new Date(now - TOTP_REPLAY_WINDOW_MINUTES * 60_000).toISOString();
  const claimed = await db
    .insertInto("used_totp_codes")
    .values({ user_id: userId, code, used_at: usedAt })
    .onConflict((conflict) =>
      conflict
        .columns(["user_id", "code"])
        .doUpdateSet({ used_at: usedAt })
        .where("used_totp_codes.used_at", "<=", windowStart),
    )
    .returning("used_at")
    .executeTakeFirst();
  return claimed ? usedAt : null;
}

/** Gives back a claim whose code did not sign anyone in (a wrong code, a refused step). */
export async function releaseCode(db: Db, userId: string, code: string, claimedAt: string): Promise<void> {
  await db
    .deleteFrom("used_totp_codes")
    .where("user_id", "=", userId)
    .where("code", "=", code)
    .where("used_at", "=", claimedAt)
    .execute();
}
