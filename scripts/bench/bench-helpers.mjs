// What both benchmarks share (`npm run bench` and `npm run bench -- --size <preset>`): starting
// processes, waiting for the server, one autocannon run in its own process, and /proc readings.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export function run(args, env = process.env) {
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`failed: node ${args.join(" ")}`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 60_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no answer from ${url}`);
}

export function load(job) {
  const result = spawnSync(process.execPath, ["scripts/bench/load.mjs", JSON.stringify(job)], {
    encoding: "utf8",
    maxBuffer: 1 << 20,
  });
  if (result.status !== 0) throw new Error(`load run failed: ${result.stderr}`);
  if (process.env.BENCH_DEBUG) console.error(result.stderr.split("\n").slice(0, 30).join("\n"));
  return JSON.parse(result.stdout.trim().split("\n").pop());
}

/** fetch, once more on a socket the server closed while it sat idle in the keep-alive pool. */
export async function fetchAgain(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** The process's CPU time so far (user + system, in ms), from /proc: Linux's clock ticks are 10 ms. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The highest RSS of a process, read every `everyMs` until `stop()`. */
export function watchRss(pid, everyMs = 250) {
  let peak = 0;
  const read = () => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {}
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    peak: () => peak,
    stop() {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}

/** Signs in through the API as a browser would; the session's cookies as one Cookie header. */
export async function signInAs(base, email, password) {
  const res = await fetchAgain(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * Where a bench's server runs: a free port, a fresh data folder, and its environment — production
 * mode, the build's client files, no scheduler (the size bench runs jobs itself), no per-IP limit
 * (every connection comes from 127.0.0.1) — on SQLite in the folder, or on `databaseUrl`.
 */
export async function benchServerSetting({ buildDir, databaseUrl, prefix }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: base,
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(buildDir, "client"),
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    JOBS_ENABLED: "false",
    IP_RATE_LIMIT: "false",
    LOG_LEVEL: "warn",
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return { base, dataDir, env };
}

/**
 * Autosaves at a steady pace from Node's own HTTP client while the bench does something else (a job):
 * each member (cookie, starting version) saves every `everyMs`; `stop()` resolves to p50, p99, max and
 * errors of the saves made meanwhile. autocannon's fixed-rate mode reported 505 ms (p99) where these
 * requests took 5 ms: its latency is not the server's at a paced rate.
 */
export function startPacedAutosaves({ base, members, everyMs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: members.length });
  const latencies = [];
  let errors = 0;
  /** What the failed saves answered, by status (or the socket's error code), to tell them apart. */
  const failures = {};
  const fail = (key) => {
    errors++;
    failures[key] = (failures[key] ?? 0) + 1;
  };
  let running = true;
  const save = (m) =>
    new Promise((resolve) => {
      const body = JSON.stringify({
        changes: [
          {
            field: "reflection",
            value: `Gedanke ${m.version}: ${"Text ".repeat(60)}`,
            baseVersion: m.version,
          },
        ],
      });
      const started = performance.now();
      const req = http.request(
        `${base}/api/journey/weeks/1/entries`,
        {
          method: "PUT",
          agent,
          headers: {
            cookie: m.cookie,
            origin: base,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode === 200) m.version++;
            else fail(String(res.statusCode));
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      req.on("error", (err) => {
        fail(err.code ?? err.message);
        resolve();
      });
      req.end(body);
    });
  const loops = members.map(async (m, i) => {
    await new Promise((r) => setTimeout(r, (i * everyMs) / members.length));
    while (running) {
      const started = performance.now();
      await save(m);
      const wait = everyMs - (performance.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  });
  const startedAt = performance.now();
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      const sorted = latencies.sort((a, b) => a - b);
      const at = (q) => Math.round(sorted[Math.floor(q * (sorted.length - 1))] ?? 0);
      const seconds = (performance.now() - startedAt) / 1000;
      return {
        rps: Math.round(sorted.length / seconds),
        p50: at(0.5),
        p99: at(0.99),
        max: at(1),
        errors,
        failures,
      };
    },
  };
}

/** One `load` run, with the server's CPU per answer beside it: the cost of a request, apart from the load generator's. */
export function loadWithCpu(job, serverPid) {
  const before = cpuMs(serverPid);
  const figures = load(job);
  const answered = Object.values(figures.statuses).reduce((sum, n) => sum + n, 0);
  figures.cpuMsPerRequest = answered > 0 ? (cpuMs(serverPid) - before) / answered : null;
  return figures;
}
