import { serve } from "@hono/node-server";
import { createApp } from "@/server/app";
import { bootstrap } from "@/server/bootstrap";
import { loadConfigOrExit } from "@/server/config";
import { allJobs } from "@/server/jobs/jobs";
import { runDueJobs } from "@/server/jobs/scheduler";
import { createLogger } from "@/server/logger";
import { builtPages } from "@/server/pages/built-pages";

/**
 * The server `npm run bench -- --size <preset>` measures (docs/performance.md): main.ts's app without
 * the scheduler, plus what only the benchmark needs — on a message from the bench it runs one job in
 * this process, as the scheduler would (claim, run, finish), at the instant it names, so a job's cost
 * and the requests it slows down are measured together. Started with `fork`; never in production.
 */
type RunJob = { job: string; at: string };

async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const { deps } = await bootstrap(config, logger);
  const { clientDir, pages } = await builtPages(import.meta.dirname);
  const app = createApp(deps, { clientDir, pages });
  serve({ fetch: app.fetch, port: config.port, hostname: config.host });

  process.on("message", async (message: RunJob) => {
    const job = allJobs.find((j) => j.name === message.job);
    if (!job) {
      process.send?.({ job: message.job, error: "no such job" });
      return;
    }
    const started = performance.now();
    try {
      const outcomes = await runDueJobs(deps, [job], new Date(message.at));
      process.send?.({ job: job.name, ms: Math.round(performance.now() - started), outcomes });
    } catch (err) {
      process.send?.({ job: job.name, error: err instanceof Error ? err.message : String(err) });
    }
  });
  process.on("SIGTERM", () => process.exit(0));
  process.on("SIGINT", () => process.exit(0));
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
