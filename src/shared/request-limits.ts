/**
 * What one member may ask of the requests that cost the server much for little (issue 50, finding 7;
 * decision 253), in one place and without zod. The per-member counts live in rate_limit_attempts, so
 * they hold across app instances; a refused request answers 429 `rate_limited`.
 */

/** A search word shorter than this is dropped: one letter is the start of almost every text. */
export const SEARCH_MIN_TERM_LENGTH = 2;

/**
 * Matching rows a search reads, the most recently written first, before it ranks them: a broad query
 * costs what a narrow one does, however large the forum grows.
 */
export const SEARCH_MATCH_CAP = 500;

/** Searches per member in a sliding window. */
export const SEARCH_RATE_LIMIT = { max: 30, windowMinutes: 1 } as const;

/** "Download my data" per member in a sliding window; one at a time besides. */
export const DATA_EXPORT_LIMIT = { max: 5, windowMinutes: 60 } as const;

/** Rows of a table the export reads and writes out at once, before the server turns to other requests. */
export const DATA_EXPORT_ROWS_PER_STEP = 500;

/** Sessions per page of "Your devices"; the first page begins with the one asking. */
export const DEVICE_SESSIONS_PAGE_SIZE = 50;
