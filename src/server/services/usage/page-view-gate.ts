import { createHash, randomBytes } from "node:crypto";

/** A page is counted once per client and route in this window (second security probe, finding 6; decision 174; docs/security.md). */
export const PAGE_VIEW_REPEAT_MS = 5 * 60_000;
/** More reports than this from one client in a minute are a flood: refused, not counted. */
export const PAGE_VIEW_FLOOD = { max: 30, windowMs: 60_000 } as const;
/** Clients remembered at once; past it the expired ones go, and if that is not enough, all. */
const MAX_CLIENTS = 20_000;

export type PageViewVerdict = "count" | "repeat" | "flood";

type Client = { routes: Map<string, number>; reports: number[] };

/**
 * Decides whether a page view counts, in memory only: a client is known by a salted hash of its
 * address (the salt is random per process and never stored), kept a few minutes and then forgotten.
 * Nothing about the client reaches the database — the counters stay anonymous and cookieless.
 */
export function createPageViewGate(now: () => number = Date.now) {
  const salt = randomBytes(16);
  const clients = new Map<string, Client>();

  const keyOf = (client: string) => createHash("sha256").update(salt).update(client).digest("base64url");

  const forgetExpired = (at: number) => {
    for (const [key, entry] of clients) {
      for (const [route, countedAt] of entry.routes) {
        if (at - countedAt >= PAGE_VIEW_REPEAT_MS) entry.routes.delete(route);
      }
      entry.reports = entry.reports.filter((reported) => at - reported < PAGE_VIEW_FLOOD.windowMs);
      if (entry.routes.size === 0 && entry.reports.length === 0) clients.delete(key);
    }
    if (clients.size >= MAX_CLIENTS) clients.clear();
  };

  return {
    admit(client: string, route: string, { refuseFloods = true } = {}): PageViewVerdict {
      const at = now();
      const key = keyOf(client);
      let entry = clients.get(key);
      if (!entry) {
        if (clients.size >= MAX_CLIENTS) forgetExpired(at);
        entry = { routes: new Map(), reports: [] };
        clients.set(key, entry);
      }
      entry.reports = entry.reports.filter((reported) => at - reported < PAGE_VIEW_FLOOD.windowMs);
      if (refuseFloods && entry.reports.length >= PAGE_VIEW_FLOOD.max) return "flood";
      entry.reports.push(at);
      const countedAt = entry.routes.get(route);
      if (countedAt !== undefined && at - countedAt < PAGE_VIEW_REPEAT_MS) return "repeat";
      entry.routes.set(route, at);
      return "count";
    },
    /** How many clients are remembered now (for tests). */
    size: () => clients.size,
  };
}

export type PageViewGate = ReturnType<typeof createPageViewGate>;

/**
 * Whether a GET of a page is a browser's navigation to it — not an <img>, a fetch or a prefetch from
 * another site, which would let any page add views. Browsers send Sec-Fetch-Mode/-Dest with every
 * request; a HEAD never counts.
 */
export function isBrowserNavigation(method: string, headers: Headers): boolean {
  if (method !== "GET") return false;
  if (headers.get("sec-fetch-mode") !== "navigate") return false;
  const dest = headers.get("sec-fetch-dest");
  if (dest !== null && dest !== "document") return false;
  const purpose = headers.get("sec-purpose") ?? headers.get("purpose");
  return !purpose?.includes("prefetch");
}

const gates = new WeakMap<object, PageViewGate>();

/** The gate of one app (keyed by its database handle, like the pending page views). */
export function pageViewGateFor(db: object): PageViewGate {
  let gate = gates.get(db);
  if (!gate) {
    gate = createPageViewGate();
    gates.set(db, gate);
  }
  return gate;
}
