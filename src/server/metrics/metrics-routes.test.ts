import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBackupRun } from "@/server/backup/backup-runs";
import { runDueJobs } from "@/server/jobs/scheduler";
import { measuredMailer, registry } from "@/server/metrics/registry";
import { buildServer, freePort, startServer } from "@/server/test/server-process";
import { createTestApp, type TestApp, testDialectName, uniqueEmail } from "@/server/test/test-app";
import { createTestDatabase } from "@/server/test/test-database";

/** `/metrics` (issue 47): the Prometheus text format, behind a token or on a loopback port only. */

const TOKEN = "metrics-token-for-the-test-0123";

type Sample = { name: string; labels: Record<string, string>; value: number };

/** A strict reader of the Prometheus text format (0.0.4): every line is a comment or a sample (NaN and Inf in any case, as Prometheus reads them). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  const sampleLine =
    /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|nan|[+-]?inf))$/i;
  const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g;
  for (const line of text.split("\n")) {
    if (line === "" || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) continue;
    const match = sampleLine.exec(line);
    if (!match) throw new Error(`not a metrics line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(label)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t?.close();
});

describe(`/metrics on ${testDialectName}`, () => {
  it("answers 401 and nothing else without the token or with a wrong one", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token-wrong-token" },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
      { authorization: `Bearer ${TOKEN}x` },
    ];
    for (const headers of attempts) {
      const res = await t.app.request("/metrics", { headers });
      expect(res.status).toBe(401);
      expect(await res.text()).not.toMatch(/pj_|# HELP/);
    }
  });

  it("counts requests by route pattern and status, with no address or e-mail in any label", async () => {
    const email = uniqueEmail("metrics");
    const c = t.client();
    await c.signUp({ email });
    expect((await c.json("/api/journey/weeks/3")).status).toBe(200);
    expect((await c.json("/api/journey/weeks/9")).status).toBe(404);
    await t.deps.mailer.send({ to: email, subject: "Hallo", text: "Grüße" });
    const now = new Date("2026-03-01T10:00:00Z");
    const job = (name: string, fails: boolean) => ({
      name,
      period: () => "2026-03-01",
      run: async () => {
        if (fails) throw new Error("mail server down");
        return { done: 1 };
      },
    });
    await runDueJobs(t.deps, [job("metrics-ok", false), job("metrics-broken", true)], now);
    await recordBackupRun(t.db, {
      startedAt: new Date("2026-03-01T03:00:00Z"),
      finishedAt: new Date("2026-03-01T03:00:05Z"),
      outcome: {
        status: "ok",
        file: "purpose-journey-2026-03-01T03-00-00Z.db.gz",
        sizeBytes: 12_345,
        afterCommand: null,
      },
    });

    const res = await t.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const samples = parse(text);

    const weeks = { method: "GET", route: "/api/journey/weeks/:week" };
    expect(
      find(samples, "pj_http_requests_total", { ...weeks, status: "200" })[0]?.value,
    ).toBeGreaterThanOrEqual(1);
    expect(
      find(samples, "pj_http_requests_total", { ...weeks, status: "404" })[0]?.value,
    ).toBeGreaterThanOrEqual(1);
    expect(find(samples, "pj_http_request_duration_seconds_count", weeks)[0]?.value).toBeGreaterThanOrEqual(
      2,
    );
    expect(find(samples, "pj_db_query_duration_seconds_count")[0]?.value).toBeGreaterThan(0);
    expect(find(samples, "pj_job_runs_total", { job: "metrics-ok", result: "done" })[0]?.value).toBe(1);
    expect(find(samples, "pj_job_runs_total", { job: "metrics-broken", result: "failed" })[0]?.value).toBe(1);
    expect(find(samples, "pj_mails_total", { result: "sent" })[0]?.value).toBeGreaterThanOrEqual(1);
    expect(find(samples, "pj_backup_last_success_timestamp_seconds")[0]?.value).toBe(
      Date.parse("2026-03-01T03:00:05Z") / 1000,
    );
    expect(find(samples, "pj_backup_last_size_bytes")[0]?.value).toBe(12_345);
    expect(find(samples, "pj_nodejs_eventloop_lag_seconds")).toHaveLength(1);
    expect(find(samples, "pj_process_resident_memory_bytes")[0]?.value).toBeGreaterThan(0);

    // Labels are patterns and fixed words only.
    const values = samples.flatMap((s) => Object.values(s.labels));
    expect(values.filter((v) => v.includes("@") || /\/weeks\/\d/.test(v))).toEqual([]);
    expect(text).not.toContain(email);
  });
});

describe("mail failures", () => {
  it("are counted and still thrown to the caller", async () => {
    const failed = async () =>
      parse(await registry.metrics()).find((s) => s.name === "pj_mails_total" && s.labels.result === "failed")
        ?.value ?? 0;
    const before = await failed();
    const broken = measuredMailer({
      send: async () => {
        throw new Error("connection refused");
      },
    });
    await expect(broken.send({ to: "a@example.org", subject: "x", text: "y" })).rejects.toThrow(
      "connection refused",
    );
    expect(await failed()).toBe(before + 1);
  });
});

describe(`METRICS_PORT on ${testDialectName}`, () => {
  it("serves /metrics on 127.0.0.1 only at that port, not on the app's", async () => {
    const server = await buildServer();
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), "pj-metrics-"));
    const metricsPort = await freePort();
    const proc = await startServer(server.main, {
      DATA_DIR: dataDir,
      DATABASE_URL: database.target.kind === "postgres" ? database.target.url : database.target.file,
      AUTH_SECRET: "metrics-port-secret-metrics-port-0123",
      JOBS_ENABLED: "false",
      METRICS_PORT: String(metricsPort),
    });
    try {
      await fetch(`${proc.url}/api/health/ready`);
      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scrape.status).toBe(200);
      const samples = parse(await scrape.text());
      expect(
        find(samples, "pj_http_requests_total", { route: "/api/health/ready", status: "200" })[0]?.value,
      ).toBe(1);
      expect((await fetch(`${proc.url}/metrics`)).status).toBe(404);
    } finally {
      await proc.kill("SIGTERM");
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
