import { betterAuth } from "better-auth";
import { admin, twoFactor } from "better-auth/plugins";
import { authEvents } from "@/server/auth/auth-events";
import { authRequestGuard } from "@/server/auth/auth-guard";
import { hashPassword, verifyPassword } from "@/server/auth/password-hash";
import { trustedOrigins } from "@/server/auth/trusted-origins";
import type { AppConfig } from "@/server/config";
import type { Db } from "@/server/db/database";
import type { DialectName } from "@/server/db/dialect";
import { CLIENT_IP_HEADER } from "@/server/http/client-ip";
import type { Logger } from "@/server/logger";
import type { Mailer } from "@/server/mail/mailer";
import { existingAccountMail, resetPasswordMail, verifyEmailMail } from "@/server/mail/templates/auth-mails";
import { ADMIN_ROLE, setAdminRole } from "@/server/services/admin/admin-role";
import { createProfile, getProfile } from "@/server/services/profiles/profile-service";
import { countUsage } from "@/server/services/usage/usage-counters";
import { RESET_TOKEN_TTL_SECONDS } from "@/shared/auth-limits";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@/shared/languages";
import { paths } from "@/shared/routes";
import { cleanName } from "@/shared/text-rules";
import { BACKUP_CODE_COUNT, TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from "@/shared/two-factor";

export type AuthDeps = { config: AppConfig; db: Db; dialect: DialectName; mailer: Mailer; logger: Logger };

export const AUTH_BASE_PATH = "/api/auth";
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** better-auth on our own database and migrations (the schema is checked against its generator in a test). */
export function createAuth({ config, db, dialect, logger, mailer }: AuthDeps) {
  /** Mails about an account go out in the language of the user's profile. */
  const languageOf = async (userId: string): Promise<Language> =>
    (await getProfile(db, userId))?.language ?? DEFAULT_LANGUAGE;
  /** An address of ADMIN_EMAILS: the admin role comes with it once it is verified (second security probe, finding 3; docs/security.md). */
  const isListedAdmin = (email: string) => config.adminEmails.includes(email.trim().toLowerCase());

  return betterAuth({
    appName: "Purpose Journey",
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    database: { db: db as never, type: dialect, transaction: false },
    trustedOrigins: trustedOrigins(config),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
      requireEmailVerification: config.emailVerification,
      autoSignIn: !config.emailVerification,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Our own page reads the token and checks it before showing the form (GET /api/account/reset-token).
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.appUrl}${paths.resetPassword}?token=${encodeURIComponent(token)}`;
        await mailer.send(
          resetPasswordMail({ to: user.email, name: user.name, language: await languageOf(user.id), url }),
        );
      },
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(
          existingAccountMail({
            to: user.email,
            name: user.name,
            language: await languageOf(user.id),
            url: `${config.appUrl}${paths.login}`,
          }),
        );
      },
    },
    emailVerification: {
      // Always asked; the callback decides. An ADMIN_EMAILS address is verified even when verification
      // is otherwise off: its admin role waits for it.
      sendOnSignUp: true,
      sendOnSignIn: config.emailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        if (!config.emailVerification && !isListedAdmin(user.email)) return;
        await mailer.send(
          verifyEmailMail({ to: user.email, name: user.name, language: await languageOf(user.id), url }),
        );
      },
      afterEmailVerification: async (user) => {
        if (!isListedAdmin(user.email)) return;
        await setAdminRole(db, user.email, true);
        logger.info({ userId: user.id }, "admin role granted to a verified ADMIN_EMAILS address");
      },
    },
    hooks: {
      before: authRequestGuard({ db, logger }),
      after: authEvents({ config, db, logger, mailer }),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.ipRateLimit,
      storage: "database",
      window: 60,
      max: 200,
      customRules: {
        "/sign-in/email": { window: 60, max: 20 },
        // The plugin's own 3 per 10 s would refuse a member's third typo; our per-account limits apply too.
        "/two-factor/*": { window: 60, max: 20 },
        "/sign-up/email": { window: 60, max: 10 },
        "/request-password-reset": { window: 60, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.secureCookies,
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      admin({ defaultRole: "user", adminRoles: [ADMIN_ROLE] }),
      // Decision 170: TOTP and one-time backup codes, both kept encrypted with AUTH_SECRET. No
      // "trusted device" (the auth guard drops it): every sign-in of such an account asks for a code.
      twoFactor({
        issuer: TOTP_ISSUER,
        totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS },
        backupCodeOptions: { amount: BACKUP_CODE_COUNT, length: 10, storeBackupCodes: "encrypted" },
        // Its lock (10 failed codes: 15 minutes for everyone) kept the owner out with the guesser;
        // the auth guard's limits replace it (decision 252).
        accountLockout: { enabled: false },
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const email = String(user.email).trim().toLowerCase();
            // Never admin at sign-up: an ADMIN_EMAILS address becomes admin once it is verified.
            return { data: { ...user, email, name: cleanName(String(user.name)), role: "user" } };
          },
          after: async (user, context) => {
            const language = context?.body?.language;
            const timeZone = context?.body?.timeZone;
            await createProfile(db, {
              userId: user.id,
              fullName: user.name,
              language: isLanguage(language) ? language : undefined,
              // The browser's zone; createProfile keeps it only when it is a known one (decision 196).
              timeZone: typeof timeZone === "string" ? timeZone : undefined,
            });
            await countUsage(db, "signup", "", { logger });
            logger.info({ userId: user.id }, "user created");
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
