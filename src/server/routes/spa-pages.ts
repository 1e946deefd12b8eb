import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Context } from "hono";
import type { RequestScreen, ServerRenderer } from "@/client/server-render";
import { loadViewer } from "@/server/auth/session-middleware";
import type { AppDeps, AppEnv } from "@/server/http/context";
import { LINK_ACTION_SCRIPT } from "@/server/http/link-action-script";
import { jsonForScript, startAfterPaint, takeOutSpaScripts } from "@/server/http/start-after-paint";
import { siteInfo } from "@/server/routes/site";
import { personalPageData } from "@/server/routes/spa-page-data";
import { sessionSummary } from "@/server/services/profiles/session-summary";
import { APP_START_MODULES, commonTextsModule } from "@/shared/app-start";
import type { LandingView } from "@/shared/landing-view";
import type { Language } from "@/shared/languages";
import { PAGE_DATA_ID, PAGE_DATA_KEYS, PAGE_I18N_ID, type PageData, type PageI18n } from "@/shared/page-data";

type Manifest = Record<string, { file: string; imports?: string[]; assets?: string[]; isEntry?: boolean }>;

/** A bound on the kept frames: languages × known paths × views stay far below it. */
const MAX_FRAMES = 500;

/**
 * The chunks a route's modules load besides the entry's (which index.html preloads already), from Vite's
 * manifest: first the app's start modules, which the entry imports (decision 232), then the route's own.
 * Listed in the answer with the entry, so the browser fetches them with it instead of after it has run
 * (decisions 200, 222).
 */
export function routePreloads(manifest: Manifest | null, modules: string[]): string[] {
  if (!manifest) return [];
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key]!.imports ?? []) visit(next);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const entry = closure(["index.html"]);
  return [...new Set([...closure([...APP_START_MODULES]), ...closure(modules)])]
    .filter((key) => !entry.has(key))
    .map((key) => `/${manifest[key]!.file}`);
}

/**
 * The body text's font (Inter, Latin subset) as a preload (decision 205): without it the frame paints
 * in the metric-matched fallback and the SPA's render a moment later in Inter, whose text is a few pixels
 * larger — a new, later largest paint of the same text. Preloaded, it arrives with the stylesheet and
 * the first paint already uses it. The headings' font is not preloaded: no largest text uses it.
 */
export function fontPreloads(manifest: Manifest | null): string {
  const font = manifest?.["index.html"]?.assets?.find((file) =>
    /\/inter-latin-wght-normal-[^/]*\.woff2$/.test(file),
  );
  return font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">` : "";
}

/**
 * A frame's markup split around its first screen, which is all of its `main` (`SiteFrame`): the part
 * before it, the screen, and the part after it.
 */
export function aroundFirstScreen(markup: string): { head: string; screen: string; tail: string } {
  const open = markup.indexOf("<main ");
  const start = open < 0 ? -1 : markup.indexOf(">", open) + 1;
  const end = markup.lastIndexOf("</main>");
  if (start <= 0 || end < start) return { head: markup, screen: "", tail: "" };
  return { head: markup.slice(0, start), screen: markup.slice(start, end), tail: markup.slice(end) };
}

/** A bound on the kept request screens: about 4 KB each. */
const MAX_REQUEST_SCREENS = 1000;

/**
 * What a request's first screen is rendered from, as a key: the parts of its data the markup shows
 * (a week's answers are not among them). `null` for a screen that is not kept (the admin pages: their
 * data change with everyone's activity, and they depend on a cookie).
 */
export function requestScreenKey(language: Language, screen: RequestScreen): string | null {
  if (screen.kind === "adminOverview" || screen.kind === "adminAnnouncements") return null;
  const shown =
    screen.kind === "week"
      ? [
          screen.plan,
          screen.state.week,
          screen.state.access,
          screen.state.weeks,
          screen.state.progress,
          screen.state.completedWeeks,
        ]
      : screen.kind === "profile"
        ? screen.settings
        : screen.valid;
  return createHash("sha256")
    .update(JSON.stringify([language, screen.kind, shown]))
    .digest("base64url");
}

/**
 * The request screens (decision 223) kept by what they are rendered from: rendering one costs 0.2-0.3 ms
 * of React and i18next, and a member who reloads their week or profile gets the same markup again. The
 * markup is a function of the key's data alone, so an entry can only be answered to a request that
 * carries that same data. Least recently used first out.
 */
function keptRequestScreens(render: ServerRenderer) {
  const kept = new Map<string, string | null>();
  return {
    render(language: Language, screen: RequestScreen, cookie: string): string | null {
      const key = requestScreenKey(language, screen);
      if (key === null) return render.requestScreen(language, screen, cookie);
      const found = kept.get(key);
      if (found !== undefined) {
        kept.delete(key);
        kept.set(key, found);
        return found;
      }
      const markup = render.requestScreen(language, screen, cookie);
      if (kept.size >= MAX_REQUEST_SCREENS) kept.delete(kept.keys().next().value!);
      kept.set(key, markup);
      return markup;
    },
  };
}

export function readManifest(clientDir: string): Manifest | null {
  const file = path.join(clientDir, ".vite", "manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : null;
}

/**
 * An SPA route's answer (decision 200): the localized index.html with the route's frame inside #root
 * (kept per path, language and view — nothing personal), its chunks announced, and the session and site
 * answers inlined, so the SPA starts without asking /api/me or /api/site, and on the dashboard and the
 * weeks the member's own answer too (decision 216). Personal, so `no-store` when signed in.
 */
export function spaPageAnswer(deps: AppDeps, render: ServerRenderer, manifest: Manifest | null) {
  // A frame's markup is kept split around its first screen (all of `main`), which an answer with a
  // screen of its own replaces (decision 223): a week's or the profile's, the reset link's.
  const frames = new Map<
    string,
    { head: string; screen: string; firstScreen: boolean; tail: string; texts: string; start: string }
  >();
  // Per shell (one per language, all from the same index.html): without the SPA's scripts, which the
  // answer requests after the first paint (decision 222), and with the body font's preload.
  const shells = new Map<string, { html: string; scripts: string[] }>();
  const font = fontPreloads(manifest);
  const site = siteInfo(deps.config);
  const screens = keptRequestScreens(render);
  return async (c: Context<AppEnv>, shell: string, language: Language) => {
    const viewer = await loadViewer(deps.auth, deps.db, c.req.raw.headers, c.var.log);
    const view: LandingView = {
      signedIn: Boolean(viewer),
      currentWeek: viewer?.profile?.currentWeek ?? 1,
      isAdmin: viewer?.isAdmin ?? false,
    };
    const frame = render.frame(
      language,
      view,
      c.req.path,
      {
        ready: Boolean(viewer?.isAdmin && viewer.user.twoFactorEnabled),
        cookie: c.req.header("cookie") ?? "",
      },
      site,
    );
    let prepared = shells.get(shell);
    if (!prepared) {
      const { html, scripts } = takeOutSpaScripts(shell);
      prepared = { html: html.replace(/<link rel="stylesheet"/, (link) => `${font}${link}`), scripts };
      shells.set(shell, prepared);
    }
    let kept = frames.get(frame.key);
    if (!kept) {
      const preloads = routePreloads(manifest, [commonTextsModule(language), ...frame.modules]);
      const namespaces = frame.namespaces();
      const i18n: PageI18n = { language, namespaces };
      const texts = Object.keys(namespaces).length
        ? `<script type="application/json" id="${PAGE_I18N_ID}">${jsonForScript(i18n)}</script>`
        : "";
      // The frame's key holds its language, so it is always answered with the same shell.
      kept = {
        ...aroundFirstScreen(frame.render()),
        firstScreen: frame.firstScreen,
        texts,
        // A mail link's request goes first, as the page paints; the SPA's scripts after it (decision 224).
        start: `${frame.linkAction ? `<script>${LINK_ACTION_SCRIPT}</script>` : ""}${startAfterPaint([...prepared.scripts, ...preloads])}`,
      };
      if (frames.size >= MAX_FRAMES) frames.clear();
      frames.set(frame.key, kept);
    }
    const [session, personal] = await Promise.all([
      sessionSummary(deps.db, viewer),
      personalPageData(deps, viewer, frame.data, { language, query: (name) => c.req.query(name) }),
    ]);
    const data: PageData = [
      [PAGE_DATA_KEYS.session, session],
      [PAGE_DATA_KEYS.siteInfo, site],
      ...personal.entries,
    ];
    const { head, tail, start } = kept;
    const requestScreen =
      personal.screen && screens.render(language, personal.screen, c.req.header("cookie") ?? "");
    // The texts of the route's first screen go along wherever the answer shows one.
    const texts = requestScreen || kept.firstScreen ? kept.texts : "";
    const html = prepared.html.replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-frame>${head}${requestScreen ?? kept.screen}${tail}</div><script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(data)}</script>${texts}${start}`,
    );
    // Personal, or rendered from this request's own data (a reset link's check): not stored.
    c.header("Cache-Control", viewer || personal.entries.length > 0 ? "no-store" : "no-cache");
    c.header("Vary", "Cookie");
    return c.html(html);
  };
}

export type SpaPageAnswer = ReturnType<typeof spaPageAnswer>;
