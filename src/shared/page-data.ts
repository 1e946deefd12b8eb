/**
 * Query answers the server puts into an SPA page's first answer (decision 200), so the page starts
 * from them instead of asking the API after its script has run: `[queryKey, data]` pairs in a JSON block
 * with this id. The keys are the client's TanStack Query keys, named here once for both sides.
 */
export const PAGE_DATA_ID = "pj-data";

export const PAGE_DATA_KEYS = {
  /** GET /api/me */
  session: ["session"],
  /** GET /api/site: the operator and the test phase's dates (legal and contact pages). */
  siteInfo: ["site-info"],
} as const;

export type PageData = [key: readonly string[], data: unknown][];
