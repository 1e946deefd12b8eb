import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { sessionMiddleware } from "@/server/auth/session-middleware";
import { withClientIp } from "@/server/http/client-ip";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { ApiError, errorBody, handleError } from "@/server/http/errors";
import { mountStaticClient } from "@/server/http/static-files";
import { accountRoutes } from "@/server/routes/account";
import { adminRoutes } from "@/server/routes/admin";
import { consentRoutes } from "@/server/routes/consent";
import { contactRoutes } from "@/server/routes/contact";
import { dashboardRoutes } from "@/server/routes/dashboard";
import { healthRoutes } from "@/server/routes/health";
import { journeyRoutes } from "@/server/routes/journey";
import { landingRoutes } from "@/server/routes/landing";
import { meRoutes } from "@/server/routes/me";
import { memberReminderRoutes } from "@/server/routes/member-reminders";
import { planRoutes } from "@/server/routes/plans";
import { profileRoutes } from "@/server/routes/profile";
import { reminderRoutes } from "@/server/routes/reminders";
import { siteRoutes } from "@/server/routes/site";
import { usageRoutes } from "@/server/routes/usage";

import type { Language } from "@/shared/languages";

export type AppOptions = {
  clientDir?: string;
  /** The landing page's HTML shells (http/landing-document.ts); without them / is the SPA's index.html. */
  landingShells?: Record<Language, string> | null;
};

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    const log = deps.logger.child({ reqId: c.var.requestId });
    c.set("log", log);
    c.set("viewer", null);
    await next();
    const level = c.res.status >= 500 ? "error" : "info";
    log[level](
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: deps.config.secureCookies ? "max-age=31536000; includeSubDomains" : false,
    }),
  );
  app.use(compress());
  app.onError(handleError);

  app.use(
    "/api/*",
    bodyLimit({
      maxSize: 256 * 1024,
      onError: () => {
        throw new ApiError(413, "payload_too_large", "The request body is too large.");
      },
    }),
  );
  app.on(["GET", "POST"], "/api/auth/*", (c) => deps.auth.handler(withClientIp(c, deps.config.trustProxy)));
  app.use("/api/*", sessionMiddleware(deps.auth, deps.db, deps.logger));

  app.route("/api/health", healthRoutes(deps));
  app.route("/api/me", meRoutes(deps));
  app.route("/api/profile", profileRoutes(deps));
  app.route("/api/account", accountRoutes(deps));
  app.route("/api/reminders", reminderRoutes(deps));
  app.route("/api/member-reminders", memberReminderRoutes(deps));
  app.route("/api/contact", contactRoutes(deps));
  app.route("/api/site", siteRoutes(deps));
  app.route("/api/consent", consentRoutes(deps));
  app.route("/api/plans", planRoutes(deps));
  app.route("/api/dashboard", dashboardRoutes(deps));
  app.route("/api/journey", journeyRoutes(deps));
  app.route("/api/admin", adminRoutes(deps));
  app.route("/api/usage", usageRoutes(deps));

  app.all("/api/*", (c) =>
    c.json(errorBody("not_found", `No API route for ${c.req.method} ${c.req.path}`), 404),
  );

  if (options.landingShells) app.route("/", landingRoutes(deps, options.landingShells));
  if (options.clientDir) mountStaticClient(app, options.clientDir);
  return app;
}

export type App = ReturnType<typeof createApp>;
