import { serve } from "@hono/node-server";
import { createApp } from "@/server/app";
import { bootstrap } from "@/server/bootstrap";
import { loadConfigOrExit } from "@/server/config";
import { MigrationFailedError } from "@/server/db/migrate";
import { startJobs } from "@/server/jobs/jobs";
import { markShuttingDown } from "@/server/lifecycle";
import { createLogger } from "@/server/logger";
import { metricsRoutes } from "@/server/metrics/metrics-routes";
import { builtPages } from "@/server/pages/built-pages";
import { flushPageViews } from "@/server/services/usage/usage-counters";

async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const { deps, database } = await bootstrap(config, logger);
  const { clientDir, pages } = await builtPages(import.meta.dirname);
  const app = createApp(deps, { clientDir, pages });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    logger.info({ port: config.port, database: database.dialect }, "server started");
    console.info(
      [
        "",
        `  Purpose Journey is running at ${config.appUrl}`,
        `  Database: ${database.dialect === "sqlite" ? config.database.kind === "sqlite" && config.database.file : "PostgreSQL"}`,
        "  Make yourself an admin after registering:  npm run admin:grant -- you@example.com",
        "",
      ].join("\n"),
    );
  });

  // Prometheus' own listener, reachable only from this machine (a scraper beside it, or a tunnel).
  const metricsServer =
    config.metrics.port === undefined
      ? null
      : serve(
          {
            fetch: metricsRoutes(database.db, config.metrics.token).fetch,
            port: config.metrics.port,
            hostname: "127.0.0.1",
          },
          () => logger.info({ port: config.metrics.port }, "metrics listening on 127.0.0.1"),
        );

  // Reminder mails and data retention; safe with several instances on one database (decision 050).
  const jobs = startJobs(deps);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    markShuttingDown();
    logger.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      logger.warn("requests still open after 10 s; closing anyway");
      process.exit(1);
    }, 10_000);
    force.unref();
    // A running job stops between two rows; it must be done before the database closes.
    const jobsStopped = jobs?.stop();
    metricsServer?.close();
    server.close(async () => {
      await jobsStopped;
      await flushPageViews(database.db);
      await database.close();
      logger.info("database closed; bye");
      process.exit(0);
    });
    // server.close() waits for every connection, and Node keeps a keep-alive one open 5 s after its
    // last answer: close each connection as soon as it is idle, not only those idle now.
    if ("closeIdleConnections" in server) {
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 100).unref();
    }
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  // A failed migration is the operator's to read: one line naming it, not a stack.
  if (err instanceof MigrationFailedError) console.error(err.message);
  else console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
