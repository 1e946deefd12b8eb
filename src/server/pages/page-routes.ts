import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { createRequestHandler, type ServerBuild } from "react-router";
import { loadViewer } from "@/server/auth/session-middleware";
import { currentTime, currentTimeMs } from "@/server/clock";
import { clientIp } from "@/server/http/client-ip";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { zoneClock } from "@/server/pages/page-clock";
import type { PageContext } from "@/server/pages/page-context";
import { pageData } from "@/server/pages/page-data";
import { landingView, pageLanguage } from "@/server/pages/page-language";
import { countsAsLandingView, createVisitorPageCache } from "@/server/pages/visitor-page-cache";
import { isBrowserNavigation, pageViewGateFor } from "@/server/services/usage/page-view-gate";
import { countPageView } from "@/server/services/usage/usage-counters";
import { LANGUAGE_COOKIE } from "@/shared/languages";
import { ADMIN_DENIED_NOTICE, NOTICE_COOKIE, paths, VISITOR_NOTICES } from "@/shared/routes";
import { memberTimeZone } from "@/shared/time-zones";

export type PagesBuild = {
  /** React Router's server build (`<build>/server/pages.js`), or how to load it (Vite's, in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** The landing page's script: its built file, or its source under Vite's dev server. */
  landingScript: string;
};

/** The notice keys a redirect may carry (`pj_notice`): only these are shown, whatever a cookie says. */
const NOTICES = new Set<string>([
  ADMIN_DENIED_NOTICE,
  ...Object.values(VISITOR_NOTICES).filter((n) => n !== undefined),
]);

/**
 * Every page request (decision 236): the viewer and the page's language are read once, the load
 * context is built, and React Router renders the matched route modules on the server — their loaders
 * call the services through `context.data`, and the page arrives with its content, then hydrates.
 * Personal pages are `no-store`; a visitor's may be kept by the browser but asked again (`no-cache`).
 */
export function pageHandler(deps: AppDeps, pages: PagesBuild) {
  const handle = createRequestHandler(pages.build, pages.mode);
  const visitorPages = createVisitorPageCache(currentTimeMs);
  return async (c: Context<AppEnv>) => {
    const viewer = await loadViewer(deps.auth, deps.db, c.req.raw.headers, c.var.log);
    const requested = new URL(c.req.url);
    const address = new URL(c.req.url);
    // A client navigation asks for the page's data at /<path>.data; its address is the page's own.
    address.pathname = address.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
    const notice = getCookie(c, NOTICE_COOKIE);
    const language = pageLanguage(
      c.req.query("lang"),
      getCookie(c, LANGUAGE_COOKIE),
      viewer?.profile?.language,
    );
    const nonce = c.get("secureHeadersNonce") ?? "";
    const cacheKey = visitorPages.keyOf({
      method: c.req.method,
      address: requested,
      language,
      visitor: !viewer,
      notice: notice !== undefined,
    });
    const context: PageContext = {
      language,
      nonce,
      clock: zoneClock(memberTimeZone(viewer?.profile?.timeZone, deps.config.timeZone), currentTime()),
      viewer,
      notice: notice && NOTICES.has(notice) ? notice : null,
      data: pageData(deps, viewer, address),
      landingView: landingView(viewer),
      landingScript: pages.landingScript,
      countLandingView: () => {
        if (
          isBrowserNavigation(c.req.method, c.req.raw.headers) &&
          pageViewGateFor(deps.db).admit(clientIp(c, deps.config.trustProxy) ?? "unknown", paths.home) ===
            "count"
        ) {
          countPageView(deps.db, paths.home, { logger: c.var.log });
        }
      },
    };
    const kept = cacheKey ? visitorPages.answer(cacheKey, nonce) : null;
    if (kept) {
      if (countsAsLandingView(requested)) context.countLandingView();
      return htmlAnswer(c, kept.html, kept.status, kept.headers);
    }
    const response = await handle(c.req.raw, context);
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", viewer ? "no-store" : "no-cache");
    headers.append("Vary", "Cookie");
    // The notice is shown on this page, once.
    if (notice && response.status < 300) headers.append("Set-Cookie", `${NOTICE_COOKIE}=; Path=/; Max-Age=0`);
    // A rendered page is one string (entry.server.tsx): compressed in one call and sent with its length.
    // Data for a client navigation stays React Router's stream.
    if (response.body && headers.get("Content-Type")?.startsWith("text/html")) {
      const html = await response.text();
      headers.delete("Content-Type");
      const record = headerRecord(headers);
      if (cacheKey) visitorPages.keep(cacheKey, { html, status: response.status, headers: record, nonce });
      return htmlAnswer(c, html, response.status, record);
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

/** A rendered page as one compressed answer with its length (`c.html` through the compression). */
function htmlAnswer(
  c: Context<AppEnv>,
  html: string,
  status: number,
  headers: Record<string, string | string[]>,
) {
  const { vary, ...rest } = headers;
  // Appended to the answer's own Vary, which the compression adds "Accept-Encoding" to.
  if (typeof vary === "string") c.header("Vary", vary, { append: true });
  return c.html(html, status as ContentfulStatusCode, rest);
}

/** Headers as the record `c.html()` takes, every Set-Cookie kept as its own header. */
function headerRecord(headers: Headers): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  headers.forEach((value, name) => {
    if (name !== "set-cookie") record[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) record["set-cookie"] = cookies;
  return record;
}
