/**
 * Turns of the event loop for work that holds it (issue 50, finding 7). better-sqlite3 answers
 * synchronously, so work chained only by promises holds the loop until all of it is done: requests
 * waiting on their sockets, /api/health among them, are read only after.
 */

/** Resolves after the event loop has taken its next turn: waiting requests are read first. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

const queues = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `work` once the work queued before it under `key` is done, with a turn of the loop in
 * between: sixteen searches at once hold the loop for one search at a time, not for all sixteen.
 */
export function inTurn<T>(key: object, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(nextTurn).then(work);
  queues.set(
    key,
    run.catch(() => undefined),
  );
  return run;
}
