/**
 * Error codes of our auth endpoints, kept apart from the zod schemas so the app shell can read them
 * without loading zod.
 */

/** The code our server answers with when the per-e-mail limit is reached (HTTP 429). */
export const RATE_LIMIT_CODE = "RATE_LIMIT_EXCEEDED";
