let firstRender: Promise<void> | undefined;

/**
 * Idle tasks wait for `rendered`, the SPA's first render (app/takeover.tsx): a render in slices leaves
 * the browser idle between them, and the tasks would otherwise run there and delay the page.
 */
export function holdIdleTasksUntil(rendered: Promise<void>) {
  firstRender = rendered;
}

/**
 * Runs `task` once the browser is idle (at most `timeout` ms later) after the page rendered: for code a
 * page needs only on interaction, fetched after the page rendered instead of with it (decision 131).
 */
export function whenIdle(task: () => void, timeout = 2000) {
  if (typeof window === "undefined") return;
  const schedule = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout });
    else setTimeout(task, 200);
  };
  if (firstRender) void firstRender.then(schedule);
  else schedule();
}
