// A second reading of a Lighthouse run's blocking time, from its trace (decision 230). Lighthouse sums,
// for each main-thread task after the first contentful paint, the part of its simulated length (the
// observed length times the 4x CPU slowdown of its mobile run) over 50 ms. The observed length is wall
// time: on a host that takes the page's thread off its CPU (decision 227's check says when), that time
// is multiplied too. This makes the same sum twice over the observed tasks: once from their wall time,
// as Lighthouse does, and once from the thread's CPU time in each task (the trace's `tdur`), which is
// the page's own work. Where the two agree, the host gave the page its CPU; where they do not, the CPU
// figure is what the page's tasks would block on one that did.

/** The slowdown of Lighthouse's mobile run and the part of a task that is not blocking. */
const CPU_SLOWDOWN = 4;
const BLOCKING_OVER_MS = 50;

/**
 * Blocking time from a trace's events: `wall` as Lighthouse counts it (an approximation: its own figure
 * comes from a simulation of the same tasks), `cpu` from the thread's CPU time in each task, in ms.
 * Undefined when the trace has no first contentful paint.
 */
export function blockingTimes(traceEvents) {
  const fcp = traceEvents.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) return undefined;
  const tasks = traceEvents
    .filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === "X" && e.name === "RunTask")
    .sort((a, b) => a.ts - b.ts);
  let wall = 0;
  let cpu = 0;
  let end = 0;
  for (const task of tasks) {
    // Top-level tasks only: a nested loop's tasks are inside their parent's time.
    if (task.ts < end) continue;
    end = task.ts + task.dur;
    if (task.ts < fcp.ts) continue;
    wall += Math.max(0, (CPU_SLOWDOWN * task.dur) / 1000 - BLOCKING_OVER_MS);
    cpu += Math.max(0, (CPU_SLOWDOWN * (task.tdur ?? task.dur)) / 1000 - BLOCKING_OVER_MS);
  }
  return { wall: Math.round(wall), cpu: Math.round(cpu) };
}
