import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { ServerRenderer } from "@/client/server-render";
import { authRouteGuard, withSafeRedirects } from "@/server/auth/auth-routes";
import { sessionMiddleware } from "@/server/auth/session-middleware";
import { trustedOrigins } from "@/server/auth/trusted-origins";
import { withClientIp } from "@/server/http/client-ip";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { ApiError, errorBody, handleError } from "@/server/http/errors";
import { LINK_ACTION_SCRIPT_SOURCE } from "@/server/http/link-action-script";
import { requestGuard } from "@/server/http/request-guard";
import { sizedAnswers } from "@/server/http/sized-answers";
import { START_SCRIPT_SOURCE } from "@/server/http/start-after-paint";
import { mountStaticClient } from "@/server/http/static-files";
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
import { landingRoutes } from "@/server/routes/landing";
import { meRoutes } from "@/server/routes/me";
import { memberReminderRoutes } from "@/server/routes/member-reminders";
import { notificationMailRoutes, notificationRoutes } from "@/server/routes/notifications";
import { planRoutes } from "@/server/routes/plans";
import { profileRoutes } from "@/server/routes/profile";
import { reminderRoutes } from "@/server/routes/reminders";
import { siteRoutes } from "@/server/routes/site";
import { readManifest, spaPageAnswer } from "@/server/routes/spa-pages";
import { usageRoutes } from "@/server/routes/usage";

import type { Language } from "@/shared/languages";
import { apiPaths } from "@/shared/routes";

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
  clientDir?: string;
  /** The landing page's HTML shells (http/landing-document.ts); without them / is the SPA's index.html. */
  landingShells?: Record<Language, string> | null;
  /**
   * Renders pages from client components (`client/server-render.tsx`, the one way the server reaches
   * client code); `main.ts` hands it in. Without it (or without shells) / is the SPA's index.html.
   */
  render?: ServerRenderer;
};

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);
const MAX_BODY_BYTES = 256 * 1024;

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
        // The inline scripts: the SPA pages' start after the first paint (decision 222), and a mail
        // link's request as its page paints (decision 224).
        scriptSrc: ["'self'", START_SCRIPT_SOURCE, LINK_ACTION_SCRIPT_SOURCE],
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
      exempt: [apiPaths.reminderUnsubscribe, apiPaths.memberReminderUnsubscribe],
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

  if (options.landingShells && options.render)
    app.route("/", landingRoutes(deps, options.landingShells, options.render));
  if (options.clientDir) {
    const page = options.render
      ? spaPageAnswer(deps, options.render, readManifest(options.clientDir))
      : undefined;
    mountStaticClient(app, options.clientDir, page);
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
