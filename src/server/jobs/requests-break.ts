import { setImmediate } from "node:timers/promises";

/**
 * A job's pause for the requests waiting behind it. better-sqlite3 answers synchronously, so a job's
 * `await` on a query resumes before any socket is read: a loop over thousands of members held the
 * event loop for as long as it ran (an autosave waited 870 ms while the weekly reminders went through
 * 100,000 members, issue 52). Called once per row, it gives the loop back when `sliceMs` have passed
 * since the last time; on PostgreSQL every query yields anyway and this costs a clock read.
 */
export function requestsBreak(sliceMs = 5): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await setImmediate();
    since = performance.now();
  };
}
