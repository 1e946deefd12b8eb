import type { Context } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Mailer } from "@/server/mail/mailer";

/**
 * The process's Prometheus metrics and the hooks that feed them (issue 47, decision 261):
 * `observeRequest` from the app's request log, `observeQuery` as Kysely's `log`;
 * `metrics-routes.ts` serves them. One registry per process: every instance is scraped on its own. No
 * label carries personal data — routes are the patterns the app registered (`/api/journey/weeks/:week`),
 * never the address a request asked for.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: "pj_" });

const httpRequests = new Counter({
  name: "pj_http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status.",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
});
const httpDuration = new Histogram({
  name: "pj_http_request_duration_seconds",
  help: "Time to answer an HTTP request, by method and route pattern.",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const queryDuration = new Histogram({
  name: "pj_db_query_duration_seconds",
  help: "Time of one database query.",
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});
const dbErrors = new Counter({
  name: "pj_db_query_errors_total",
  help: "Database queries that failed.",
  registers: [registry],
});
const jobRuns = new Counter({
  name: "pj_job_runs_total",
  help: "Scheduled job runs of this instance, by job and result (done or failed).",
  labelNames: ["job", "result"] as const,
  registers: [registry],
});
const mails = new Counter({
  name: "pj_mails_total",
  help: "Mails handed to the mail server (or the outbox), by result (sent or failed).",
  labelNames: ["result"] as const,
  registers: [registry],
});
// Set from the database at each scrape (metrics-routes.ts), so a backup made by `npm run backup` or another instance counts.
export const backupLastSuccess = new Gauge({
  name: "pj_backup_last_success_timestamp_seconds",
  help: "When the last successful backup finished (Unix time; 0: never).",
  registers: [registry],
});
export const backupLastSize = new Gauge({
  name: "pj_backup_last_size_bytes",
  help: "Size of the last successful backup.",
  registers: [registry],
});
export const backupLastFailed = new Gauge({
  name: "pj_backup_last_run_failed",
  help: "1 when the most recent backup run failed, else 0.",
  registers: [registry],
});

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The route label: the registered pattern; every page React Router renders is "page". */
function routeLabel(c: Context): string {
  const pattern = routePath(c);
  if (pattern === "*" || pattern === "/*") return "page";
  return pattern || "unmatched";
}

/** Counts and times one answered request; called by the app's request log, which times it already. */
export function observeRequest(c: Context, seconds: number) {
  const method = METHODS.has(c.req.method) ? c.req.method : "other";
  const route = routeLabel(c);
  httpRequests.inc({ method, route, status: String(c.res.status) });
  httpDuration.observe({ method, route }, seconds);
}

/** Kysely's `log` option: times every query. */
export function observeQuery(event: { level: "query" | "error"; queryDurationMillis: number }) {
  if (event.level === "error") dbErrors.inc();
  queryDuration.observe(event.queryDurationMillis / 1000);
}

export function countJobRun(job: string, result: "done" | "failed") {
  jobRuns.inc({ job, result });
}

/** A mailer that counts what it sent and what failed (the count only). */
export function measuredMailer(mailer: Mailer): Mailer {
  return {
    ...mailer,
    async send(message) {
      try {
        await mailer.send(message);
        mails.inc({ result: "sent" });
      } catch (err) {
        mails.inc({ result: "failed" });
        throw err;
      }
    },
  };
}
