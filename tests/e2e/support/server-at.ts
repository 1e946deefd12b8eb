import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

/** A port the OS reports free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type ServerAt = {
  baseURL: string;
  /** The server's clock now: the instant it started at plus the real time since. */
  now: () => Date;
  stop: () => Promise<void>;
};

/**
 * The run's production build (E2E_BUILD_DIR) as a second server whose clock starts at `instant` and
 * runs on from there: the whole process under libfaketime (Debian's faketime), so the server's clock
 * and the libraries it calls agree (decision 235). Its own data folder; jobs off, as on the main server.
 */
export async function startServerAt(
  instant: Date,
  options: { dataDir: string; port: number; env?: Record<string, string> },
): Promise<ServerAt> {
  const baseURL = `http://127.0.0.1:${options.port}`;
  // libfaketime reads the start as wall time in the process's zone: UTC, written the way it expects.
  const start = instant.toISOString().slice(0, 19).replace("T", " ");
  const startedAt = Date.now();
  // The library preloaded into node itself, as the `faketime` command would: that command forks and
  // does not pass SIGTERM on, so the server would outlive stop().
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      // $LIB is the dynamic loader's own: lib/x86_64-linux-gnu or whatever the machine's is.
      LD_PRELOAD: "/usr/$LIB/faketime/libfaketime.so.1",
      FAKETIME: `@${start}`,
      TZ: "UTC",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      APP_URL: baseURL,
      DATA_DIR: options.dataDir,
      BUILD_DIR: process.env.E2E_BUILD_DIR ?? "",
      LOG_LEVEL: "warn",
      IP_RATE_LIMIT: "false",
      JOBS_ENABLED: "false",
      SEED_STARTER_CONTENT: "false",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server at ${start} exited: ${stderr}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server at ${start} did not start within 30 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    now: () => new Date(instant.getTime() + (Date.now() - startedAt)),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
