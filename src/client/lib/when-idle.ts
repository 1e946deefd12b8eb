/**
 * Runs `task` once the browser is idle (at most `timeout` ms later) after the page rendered: for code a
 * page needs only on interaction, fetched after the page rendered instead of with it (decision 131).
 */
export function whenIdle(task: () => void, timeout = 2000) {
  if (typeof window === "undefined") return;
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout });
  else setTimeout(task, 200);
}
