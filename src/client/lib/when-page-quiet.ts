/**
 * Runs `task` once the page has gone quiet: no long task on the main thread and no download finished
 * for `quietMs`, or after `latestMs` at the latest (decision 227). For work that would otherwise compete
 * with the page it follows: the service worker's install downloads and stores ~200 files one after
 * another, in other threads and processes of the browser, and on a phone they share its few cores and
 * its connection with the page still loading its data and code.
 */
export function whenPageQuiet(task: () => void, { quietMs = 2000, latestMs = 30_000 } = {}) {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  let ran = false;
  const run = () => {
    if (ran) return;
    ran = true;
    clearTimeout(quiet);
    clearTimeout(latest);
    observer?.disconnect();
    task();
  };
  const latest = setTimeout(run, latestMs);
  const restart = () => {
    clearTimeout(quiet);
    quiet = setTimeout(run, quietMs);
  };
  // Long tasks are Chromium's only; elsewhere the downloads alone say when the page is done.
  const watched = (globalThis.PerformanceObserver?.supportedEntryTypes ?? []).filter(
    (type) => type === "longtask" || type === "resource",
  );
  if (watched.length > 0) {
    observer = new PerformanceObserver(restart);
    for (const type of watched) observer.observe({ type });
  }
  restart();
}
