/**
 * How long a browser may answer from a member's offline copy (decision 254): a sign-out made on
 * another device ("Überall sonst abmelden") reaches an offline browser only when it is online again,
 * so the copy must not outlive a long time without the server. The privacy text names the same days.
 */
export const OFFLINE_COPY_MAX_AGE_DAYS = 30;

const MAX_AGE_MS = OFFLINE_COPY_MAX_AGE_DAYS * 86_400_000;

/**
 * Whether a copy whose session the server last confirmed at `confirmedAt` (ms) is too old to show at
 * `now`. A copy without that moment (kept by an older version of the app) counts as too old.
 */
export function offlineCopyExpired(confirmedAt: number | null, now: number): boolean {
  if (confirmedAt === null || !Number.isFinite(confirmedAt)) return true;
  return now - confirmedAt > MAX_AGE_MS;
}
