import { paths } from "@/shared/routes";

/** How long a rendered visitor's page is answered again before it is rendered anew. */
export const VISITOR_PAGE_TTL_MS = 60_000;
/** At most this many pages are kept; the oldest goes first. */
const MAX_PAGES = 64;
/** Query parameters a kept page may have: the language only (a token or a search is not kept). */
const KEPT_PARAMS: ReadonlySet<string> = new Set(["lang"]);

type Headers = Record<string, string | string[]>;
type KeptPage = { parts: string[]; status: number; headers: Headers; renderedAt: number };

/**
 * A visitor's pages as rendered, for a minute (decision 256): a page without a viewer, notice or cookie
 * of its own is the same for every visitor in a language but for the CSP nonce, and rendering it cost
 * 15–35 ms of CPU where answering it again costs its compression. The nonce is cut out when the page is
 * kept and each answer gets its own, so no two answers share one. Kept per process, so several
 * instances each keep their own copy; an edit to public content shows within the minute.
 */
export function createVisitorPageCache(now: () => number) {
  const pages = new Map<string, KeptPage>();
  return {
    /** The key of a request that may be answered from the cache, or null. */
    keyOf(request: { method: string; address: URL; language: string; visitor: boolean; notice: boolean }) {
      const { method, address, language, visitor, notice } = request;
      if (method !== "GET" || !visitor || notice || address.pathname.endsWith(".data")) return null;
      for (const name of address.searchParams.keys()) if (!KEPT_PARAMS.has(name)) return null;
      return `${language} ${address.pathname}${address.search}`;
    },
    /** The kept page with `nonce` in place of the one it was rendered with. */
    answer(key: string, nonce: string) {
      const page = pages.get(key);
      if (!page) return null;
      if (now() - page.renderedAt >= VISITOR_PAGE_TTL_MS) {
        pages.delete(key);
        return null;
      }
      return { html: page.parts.join(nonce), status: page.status, headers: page.headers };
    },
    /** Keeps a rendered page: only a complete one (200) that sets no cookie and carries its nonce. */
    keep(key: string, page: { html: string; status: number; headers: Headers; nonce: string }) {
      if (page.status !== 200 || "set-cookie" in page.headers || page.nonce.length < 16) return;
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, {
        parts: page.html.split(page.nonce),
        status: page.status,
        headers: page.headers,
        renderedAt: now(),
      });
    },
  };
}

export type VisitorPageCache = ReturnType<typeof createVisitorPageCache>;

/** Whether a kept page's answer stands for a view of the landing page, which is counted (usage). */
export const countsAsLandingView = (address: URL) => address.pathname === paths.home;
