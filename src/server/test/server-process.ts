import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { build } from "esbuild";
import { inputsHash } from "../../../scripts/build-once.mjs";
import { serverBuildOptions } from "../../../scripts/server-build-options.mjs";

const root = path.resolve(import.meta.dirname, "../../..");
const bundles = path.join(root, "dist", "test-servers");

/**
 * The production server bundle (what `npm start` runs, without the client) in dist/test-servers/<hash>,
 * so that its packages resolve from the project's node_modules. It is keyed by the hash of the build's
 * inputs (scripts/build-once.mjs): the crash and two-instance tests, on SQLite and on PostgreSQL, and
 * the next run on the same sources all use one bundle instead of building their own.
 */
export async function buildServer(): Promise<{ main: string }> {
  const hash = inputsHash();
  const outdir = path.join(bundles, hash);
  const main = path.join(outdir, "main.js");
  if (existsSync(main)) return { main };
  // Built aside and renamed into place: a file running at the same moment never sees half a bundle.
  const temp = path.join(bundles, `${hash}.tmp-${process.pid}-${crypto.randomUUID().slice(0, 8)}`);
  await build({
    ...serverBuildOptions({ main: path.join(root, "src/server/main.ts") }, temp),
    tsconfig: path.join(root, "tsconfig.json"),
  });
  try {
    renameSync(temp, outdir);
  } catch {
    // Another file built it first.
    rmSync(temp, { recursive: true, force: true });
  }
  for (const old of readdirSync(bundles)) {
    const dir = path.join(bundles, old);
    if (old !== hash && Date.now() - statSync(dir).mtimeMs > 3_600_000)
      rmSync(dir, { recursive: true, force: true });
  }
  return { main };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout (pino's JSON lines). */
  output: () => string;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

/** Starts the built server on a free loopback port and waits until /api/health answers. */
export async function startServer(
  main: string,
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      CLIENT_DIR: path.join(root, "dist", "no-client"),
      LOG_LEVEL: "warn",
      SEED_STARTER_CONTENT: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    err += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${err || out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start within 30 s: ${err || out}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    output: () => out,
    kill: async (signal = "SIGKILL") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A minimal cookie-keeping HTTP client for a server process, sending what a correct browser sends. */
export function httpClient(base: string) {
  const cookies = new Map<string, string>();
  const request = async (
    p: string,
    options: { method?: string; body?: unknown; signal?: AbortSignal } = {},
  ) => {
    const headers: Record<string, string> = { origin: base };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const res = await fetch(`${base}${p}`, {
      method: options.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      signal: options.signal,
      redirect: "manual",
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (/max-age=0/i.test(line) || value === "") cookies.delete(name);
      else cookies.set(name, value);
    }
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, body: json, text };
  };
  return { request, cookies };
}
