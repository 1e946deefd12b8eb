import { APIError, createAuthMiddleware, sendVerificationEmailFn } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { resetAccountOf, signInAttemptsOf } from "@/server/auth/auth-guard";
import {
  isKnownDevice,
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  rememberDevice,
} from "@/server/auth/known-devices";
import { releaseCode, TWO_FACTOR_PATHS, twoFactorStepOf } from "@/server/auth/two-factor-guard";
import { currentTime } from "@/server/clock";
import type { AppConfig } from "@/server/config";
import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";
import type { Mailer } from "@/server/mail/mailer";
import { codeGuessedMail, newDeviceMail, twoFactorChangedMail } from "@/server/mail/templates/security-mails";
import { finishCodeStep, liftCodeStepLocks } from "@/server/services/accounts/code-step-limit";
import { takeBackAttempt } from "@/server/services/accounts/rate-limit";
import { endTwoFactorChallenges } from "@/server/services/accounts/two-factor-challenges";
import { getProfile } from "@/server/services/profiles/profile-service";
import { DEFAULT_LANGUAGE } from "@/shared/languages";
import { memberTimeZone } from "@/shared/time-zones";
import { deviceName } from "@/shared/user-agent";

type Deps = { config: AppConfig; db: Db; logger: Logger; mailer: Mailer };
type AuthCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type SignedInUser = { id: string; email: string; name: string; emailVerified: boolean };

/** The paths after which a new session means "someone signed in" (not a sign-up, not a re-issue). */
const SIGN_IN_PATHS: ReadonlySet<string> = new Set([
  "/sign-in/email",
  "/verify-email",
  TWO_FACTOR_PATHS.verifyTotp,
  TWO_FACTOR_PATHS.verifyBackupCode,
]);

/**
 * Runs after better-auth's endpoints (before its plugins' own after hooks) and does what follows from
 * them (decision 173):
 * - a sign-in from a browser that has not signed in to the account before sends the new-device mail,
 *   and the browser is remembered (known-devices.ts); a sign-up remembers it without a mail;
 * - switching two-factor on ends the account's other sessions (they never passed a second factor)
 *   and sends a notice; switching it off sends a notice;
 * - a TOTP code claimed for a sign-in that did not happen is given back (the claim, made before the
 *   endpoint, keeps a code that signed someone in from doing it a second time);
 * - an ADMIN_EMAILS address that is not verified yet gets the verification mail at sign-in: the role
 *   comes only with the verified address (finding 3);
 * - the verification link signs in only an account without a second factor: for one with it, the
 *   session the link made is deleted again and its cookie expired (issue 50, finding 2). The address
 *   is verified either way; a session the browser already had stays;
 * - a changed or reset password ends every sign-in of the account still waiting for its code
 *   (issue 50, finding 4): it was started with the old password; and it lifts the code step's locks
 *   (decision 252): whoever guessed codes no longer has the password;
 * - a sign-in whose password was right and a code step whose code was right are taken back from the
 *   limits: only failed attempts count (decision 252);
 * - a wrong code after a right password, once the account has had a few within a day, tells the
 *   owner by mail that someone knows their password (at most once a day, decision 252).
 * Mail failures are logged, never turned into a failed sign-in.
 */
export function authEvents({ config, db, logger, mailer }: Deps) {
  const languageOf = async (userId: string) => (await getProfile(db, userId))?.language ?? DEFAULT_LANGUAGE;
  const notice = async (user: SignedInUser) => ({
    to: user.email,
    name: user.name,
    language: await languageOf(user.id),
    appUrl: config.appUrl,
    at: currentTime(),
    timeZone: config.timeZone,
  });
  const send = async (what: string, build: () => Promise<Parameters<Mailer["send"]>[0]>) => {
    try {
      await mailer.send(await build());
    } catch (err) {
      logger.warn({ err, what }, "security notice not sent");
    }
  };

  const rememberBrowser = async (ctx: AuthCtx, user: SignedInUser, mailIfNew: boolean) => {
    const cookie = ctx.getCookie(KNOWN_DEVICE_COOKIE);
    const known = isKnownDevice(cookie, user.id, ctx.context.secret);
    ctx.setCookie(KNOWN_DEVICE_COOKIE, rememberDevice(cookie, user.id, ctx.context.secret), {
      httpOnly: true,
      secure: config.secureCookies,
      sameSite: "lax",
      path: "/",
      maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
    });
    if (known || !mailIfNew) return;
    const device = deviceName(ctx.headers?.get("user-agent"));
    await send("new-device", async () => newDeviceMail({ ...(await notice(user)), device }));
  };

  /** The owner's mail after wrong codes: in their language, the time on their own clock. */
  const codeGuessed = async (
    ctx: AuthCtx,
    account: { id: string; email: string; name: string },
    failures: number,
  ) => {
    const profile = await getProfile(db, account.id);
    return codeGuessedMail({
      to: account.email,
      name: account.name,
      language: profile?.language ?? DEFAULT_LANGUAGE,
      appUrl: config.appUrl,
      at: currentTime(),
      timeZone: memberTimeZone(profile?.timeZone, config.timeZone),
      device: deviceName(ctx.headers?.get("user-agent")),
      failures,
    });
  };

  return createAuthMiddleware(async (ctx) => {
    const created = ctx.context.newSession;
    const step = twoFactorStepOf(ctx.request);

    const succeeded = !(ctx.context.returned instanceof APIError);
    // A code claimed for a sign-in that did not happen is given back (two-factor-guard.ts).
    if (step?.claimedAt && step.code && !(succeeded && created)) {
      await releaseCode(db, step.account.id, step.code, step.claimedAt);
    }
    if (step?.attempt) {
      const failures = await finishCodeStep(db, logger, step.attempt, succeeded && Boolean(created));
      if (failures !== null) {
        await send("code-guessed", () => codeGuessed(ctx, step.account, failures));
      }
    }
    if (ctx.path === "/sign-in/email" && succeeded) {
      // The password was right: the attempt does not use up the owner's sign-in limit.
      for (const attempt of signInAttemptsOf(ctx.request)) {
        await takeBackAttempt(db, attempt.identifier, attempt.at).catch((err: unknown) =>
          logger.warn({ err }, "sign-in attempt not taken back"),
        );
      }
    }
    if (ctx.path === "/change-password" || ctx.path === "/reset-password") {
      const userId =
        ctx.path === "/reset-password" ? resetAccountOf(ctx.request) : ctx.context.session?.user.id;
      if (succeeded && userId) {
        await endTwoFactorChallenges(db, userId);
        const user = await db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
        if (user) await liftCodeStepLocks(db, user.email);
      }
      return;
    }
    if (ctx.path === "/sign-up/email") {
      if (created) await rememberBrowser(ctx, created.user, false);
      return;
    }
    if (ctx.path === TWO_FACTOR_PATHS.disable && created && step?.signedIn && step.account.twoFactorEnabled) {
      await send("two-factor-off", async () =>
        twoFactorChangedMail({ ...(await notice(created.user)), enabled: false }),
      );
      return;
    }
    if (ctx.path === TWO_FACTOR_PATHS.verifyTotp && created && step?.signedIn) {
      // The confirmation that switched two-factor on: the session was re-issued, the others never
      // passed a second factor.
      if (!step.account.twoFactorEnabled) {
        await db
          .deleteFrom("session")
          .where("userId", "=", created.user.id)
          .where("token", "!=", created.session.token)
          .execute();
        await send("two-factor-on", async () =>
          twoFactorChangedMail({ ...(await notice(created.user)), enabled: true }),
        );
      }
      return;
    }
    if (!created || !SIGN_IN_PATHS.has(ctx.path)) return;
    const user = created.user as SignedInUser & { twoFactorEnabled?: boolean | null };
    if (
      ctx.path === "/verify-email" &&
      user.twoFactorEnabled &&
      ctx.context.session?.session.id !== created.session.id
    ) {
      await ctx.context.internalAdapter.deleteSession(created.session.token);
      deleteSessionCookie(ctx);
      ctx.context.setNewSession(null);
      return;
    }
    // The password step of a two-factor account: the plugin's hook turns this session into a code
    // challenge right after this one. The sign-in happens at the code step.
    if (ctx.path === "/sign-in/email" && user.twoFactorEnabled) return;
    await rememberBrowser(ctx, user, true);
    if (ctx.path === "/sign-in/email" && !user.emailVerified && config.adminEmails.includes(user.email)) {
      await sendVerificationEmailFn(ctx as never, user as never).catch((err: unknown) =>
        logger.warn({ err }, "admin verification mail not sent"),
      );
    }
  });
}
