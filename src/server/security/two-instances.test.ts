import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, httpClient, type ServerProcess, startServer } from "@/server/test/server-process";
import { createTestDatabase, testDialect } from "@/server/test/test-database";
import { SERVER_AUTH_LIMIT } from "@/shared/auth-limits";

/**
 * Two app processes on one PostgreSQL database (decision 147), as behind a load balancer: a session made
 * on one works on the other, a sign-out on one ends it on both, the per-e-mail sign-in limit counts
 * the attempts of both, and each scheduled job runs once per period however many instances tick.
 * SQLite is one process's file, so this runs in the PostgreSQL pass only.
 */

let server: Awaited<ReturnType<typeof buildServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const dirs: string[] = [];
const instances: ServerProcess[] = [];

async function instance() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pj-two-"));
  dirs.push(dataDir);
  const proc = await startServer(server.main, {
    DATA_DIR: dataDir,
    DATABASE_URL: database.target.kind === "postgres" ? database.target.url : "",
    AUTH_SECRET: "two-instances-secret-two-instances-0123",
    JOBS_ENABLED: "true",
    // Debug: each instance logs its finished ticks, which the job test waits for.
    LOG_LEVEL: "debug",
  });
  instances.push(proc);
  return proc;
}

describe.skipIf(testDialect !== "postgres")("two instances on one PostgreSQL database", () => {
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    server = await buildServer();
    database = await createTestDatabase();
    // The first start migrates; the second then finds the schema in place.
    a = await instance();
    b = await instance();
  }, 90_000);
  afterAll(async () => {
    await Promise.all(instances.map((p) => p.kill("SIGTERM")));
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A client that sends its cookies to either instance; APP_URL differs by port, so Origin follows. */
  function clientOn(proc: ServerProcess, cookies?: Map<string, string>) {
    const client = httpClient(proc.url);
    if (cookies) for (const [k, v] of cookies) client.cookies.set(k, v);
    return client;
  }

  it("shares sessions: signed in on one, signed in on the other; signed out on one, out on both", async () => {
    const onA = clientOn(a);
    const signUp = await onA.request("/api/auth/sign-up/email", {
      body: { name: "Two Places", email: "two@example.org", password: "secret123", ageConfirmed: true },
    });
    expect(signUp.status, signUp.text).toBe(200);
    const userId = signUp.body.user.id;

    const onB = clientOn(b, onA.cookies);
    expect((await onB.request("/api/me")).body?.user?.id).toBe(userId);
    expect((await onB.request("/api/profile")).status).toBe(200);

    expect((await onB.request("/api/auth/sign-out", { body: {} })).status).toBe(200);
    // The old cookie, still held by the tab that talks to A, must be worthless now.
    expect((await onA.request("/api/me")).body?.user).toBeNull();
    expect((await onA.request("/api/profile")).status).toBe(401);
  });

  it("shares the per-e-mail sign-in limit across instances", async () => {
    const setup = clientOn(a);
    const email = "limited@example.org";
    expect(
      (
        await setup.request("/api/auth/sign-up/email", {
          body: { name: "Limited", email, password: "secret123", ageConfirmed: true },
        })
      ).status,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i <= SERVER_AUTH_LIMIT.maxAttempts; i++) {
      const proc = i % 2 === 0 ? a : b;
      const res = await clientOn(proc).request("/api/auth/sign-in/email", {
        body: { email, password: "wrong-password" },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, SERVER_AUTH_LIMIT.maxAttempts).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("runs each scheduled job once per period", async () => {
    // Each instance ticks first 5–10 s after its start: wait until both have finished a tick.
    const ticked = (proc: ServerProcess) => proc.output().includes('"scheduled jobs tick done"');
    await expect.poll(() => ticked(a) && ticked(b), { timeout: 60_000, interval: 250 }).toBe(true);
    const runs = (proc: ServerProcess) =>
      proc
        .output()
        .split("\n")
        .filter((line) => line.includes('"job run finished"'))
        .map((line) => JSON.parse(line) as { job: string; period: string; status: string });
    const all = [...runs(a), ...runs(b)];
    const keys = all.map((r) => `${r.job} ${r.period}`);
    expect(keys.length, "some job was due").toBeGreaterThan(0);
    expect(new Set(keys).size, `a job ran twice: ${keys.join(", ")}`).toBe(keys.length);

    const client = new pg.Client({ connectionString: (database.target as { url: string }).url });
    await client.connect();
    try {
      const { rows } = await client.query("select job, period, attempts from job_runs");
      expect(rows.map((r) => `${r.job} ${r.period}`).sort()).toEqual([...keys].sort());
      expect(rows.every((r) => Number(r.attempts) === 1)).toBe(true);
    } finally {
      await client.end();
    }
  }, 90_000);
});
