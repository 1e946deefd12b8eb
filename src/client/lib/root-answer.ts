/**
 * Whether the root's loader answer (session, unread count, the page's time zone) belongs to a session
 * that has changed since: a sign-in in this tab or another one is a client navigation, which would not
 * ask the root again on its own (root.tsx's `shouldRevalidate`).
 */
let stale = false;

export function markRootAnswerStale() {
  stale = true;
}

/** True once after `markRootAnswerStale`: the next navigation reads the root again. */
export function takeRootAnswerStale(): boolean {
  const was = stale;
  stale = false;
  return was;
}
