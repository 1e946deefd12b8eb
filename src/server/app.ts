import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { authRouteGuard, withSafeRedirects } from "@/server/auth/auth-routes";
import { sessionMiddleware } from "@/server/auth/session-middleware";
import { trustedOrigins } from "@/server/auth/trusted-origins";
import { withClientIp } from "@/server/http/client-ip";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { ApiError, errorBody, handleError } from "@/server/http/errors";
import { requestGuard } from "@/server/http/request-guard";
import { sizedAnswers } from "@/server/http/sized-answers";
import { APP_SHELL_PATH, mountStaticClient, shellScriptSources } from "@/server/http/static-files";
import { metricsRoutes } from "@/server/metrics/metrics-routes";
import { observeRequest } from "@/server/metrics/registry";
import { type PagesBuild, pageHandler } from "@/server/pages/page-routes";
import { accountRoutes } from "@/server/routes/account";
import { adminRoutes } from "@/server/routes/admin";
import { calendarRoutes } from "@/server/routes/calendar";
import { communityRoutes } from "@/server/routes/community";
import { consentRoutes } from "@/server/routes/consent";
import { contactRoutes } from "@/server/routes/contact";
import { dashboardRoutes } from "@/server/routes/dashboard";
import { downloadRoutes } from "@/server/routes/downloads";
import { healthRoutes } from "@/server/routes/health";
import { journeyRoutes } from "@/server/routes/journey";
import { meRoutes } from "@/server/routes/me";
import { memberReminderRoutes } from "@/server/routes/member-reminders";
import { notificationMailRoutes, notificationRoutes } from "@/server/routes/notifications";
import { planRoutes } from "@/server/routes/plans";
import { profileRoutes } from "@/server/routes/profile";
import { reminderRoutes } from "@/server/routes/reminders";
import { siteRoutes } from "@/server/routes/site";
import { usageRoutes } from "@/server/routes/usage";
import { apiPaths, paths } from "@/shared/routes";

/**
 * Every /api resource in one chain, so `ApiRoutes` describes each path with its request and answer for
 * the client's typed calls (`client/lib/api-client.ts`). Add a resource here as one more `.route()`.
 */
export function apiRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route("/health", healthRoutes(deps))
    .route("/me", meRoutes(deps))
    .route("/profile", profileRoutes(deps))
    .route("/account", accountRoutes(deps))
    .route("/reminders", reminderRoutes(deps))
    .route("/member-reminders", memberReminderRoutes(deps))
    .route("/notifications", notificationRoutes(deps))
    .route("/notification-mails", notificationMailRoutes(deps))
    .route("/contact", contactRoutes(deps))
    .route("/site", siteRoutes(deps))
    .route("/consent", consentRoutes(deps))
    .route("/plans", planRoutes(deps))
    .route("/dashboard", dashboardRoutes(deps))
    .route("/journey", journeyRoutes(deps))
    .route("/community", communityRoutes(deps))
    .route("/calendar", calendarRoutes(deps))
    .route("/downloads", downloadRoutes(deps))
    .route("/admin", adminRoutes(deps))
    .route("/usage", usageRoutes(deps));
}

/** The type the client's `hc<ApiRoutes>("/api")` is built from; imported with `import type` only. */
export type ApiRoutes = ReturnType<typeof apiRoutes>;

export type AppOptions = {
  /** The built client's files (assets, public files, the service worker and the offline shell). */
  clientDir?: string;
  /** The pages: React Router's server build (decision 236); without it the app answers /api only. */
  pages?: PagesBuild;
};

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);
const MAX_BODY_BYTES = 256 * 1024;

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const shellScripts = options.clientDir ? shellScriptSources(options.clientDir) : null;

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    const log = deps.logger.child({ reqId: c.var.requestId });
    c.set("log", log);
    c.set("viewer", null);
    await next();
    const ms = performance.now() - started;
    observeRequest(c, ms / 1000);
    const level = c.res.status >= 500 ? "error" : "info";
    log[level](
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(ms) },
      "request",
    );
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // The pages' inline scripts (React Router's hydration data and start) carry the request's
        // nonce; no other inline script runs (decision 236). The offline shell is rendered once, at
        // build time: its scripts go by their hashes.
        scriptSrc: [
          "'self'",
          (c, directive) =>
            shellScripts && c.req.path === APP_SHELL_PATH ? shellScripts.join(" ") : NONCE(c, directive),
        ],
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
      // The app uses none of these powerful features; no embedded page may either.
      permissionsPolicy: {
        accelerometer: [],
        autoplay: [],
        browsingTopics: [],
        camera: [],
        displayCapture: [],
        geolocation: [],
        gyroscope: [],
        hid: [],
        magnetometer: [],
        microphone: [],
        midi: [],
        payment: [],
        serial: [],
        usb: [],
      },
      strictTransportSecurity: deps.config.secureCookies ? "max-age=31536000; includeSubDomains" : false,
    }),
  );
  app.use(compress());
  app.use(sizedAnswers);
  app.onError(handleError);

  const tooLarge = () => new ApiError(413, "payload_too_large", "The request body is too large.");
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw tooLarge();
    },
  });
  // Asking the request for its body stream makes @hono/node-server build a full web Request, which cost
  // more than the rest of a cached read (docs/performance.md), and then the handler's `c.req.json()` reads it
  // through web streams instead of straight from the socket. So: nothing for GET, the declared length
  // where there is one (the parser never reads past it), the stream only for a chunked body.
  app.use("/api/*", (c, next) => {
    if (BODYLESS.has(c.req.method)) return next();
    const declared = c.req.header("Content-Length");
    if (declared === undefined || c.req.header("Transfer-Encoding") !== undefined) return limitBody(c, next);
    if (Number(declared) > MAX_BODY_BYTES) throw tooLarge();
    return next();
  });
  app.use(
    "/api/*",
    requestGuard({
      trustedOrigins: trustedOrigins(deps.config),
      // Every API address a mail names: the one-click targets (RFC 8058), which mail clients POST as a
      // form without an Origin and whose token is their authority.
      exempt: Object.values(apiPaths),
    }),
  );
  // Answers about a person must not stay in a browser's or proxy's cache; a route that is public and
  // the same for everyone (the operator details) sets its own Cache-Control.
  app.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });
  app.use("/api/auth/*", authRouteGuard());
  app.on(["GET", "POST"], "/api/auth/*", (c) =>
    deps.auth.handler(withSafeRedirects(withClientIp(c, deps.config.trustProxy))),
  );
  app.use("/api/*", sessionMiddleware(deps.auth, deps.db, deps.logger));

  app.route("/api", apiRoutes(deps));

  app.all("/api/*", (c) =>
    c.json(errorBody("not_found", `No API route for ${c.req.method} ${c.req.path}`), 404),
  );

  // The landing page's reminder form posts here only without JavaScript (the script sends JSON to
  // /api/reminders). Its method is POST so the address never lands in a URL; nothing is stored, the
  // visitor is taken back to the form (decision 145).
  app.post(paths.home, (c) => c.redirect(`${paths.home}#reminders`, 303));
  // With METRICS_PORT and no token, /metrics is served only on that loopback listener (main.ts).
  if (deps.config.metrics.token) app.route("/", metricsRoutes(deps.db, deps.config.metrics.token));
  if (options.clientDir) mountStaticClient(app, options.clientDir);
  if (options.pages) app.all("*", pageHandler(deps, options.pages));
  return app;
}

export type App = ReturnType<typeof createApp>;
