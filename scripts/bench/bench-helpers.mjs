// What both benchmarks share (`npm run bench` and `npm run bench -- --size <preset>`): starting
// processes, waiting for the server, one autocannon run in its own process, and /proc readings.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
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

/**
 * A load that runs while the bench does something else (a job): started now, ended by `stop()`, which
 * resolves to the same figures as `load`.
 */
export function startLoad(job) {
  const child = spawn(process.execPath, ["scripts/bench/load.mjs", JSON.stringify(job)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  const done = new Promise((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split("\n").pop())) : reject(new Error("load run failed")),
    ),
  );
  return {
    stop() {
      child.kill("SIGTERM");
      return done;
    },
  };
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
