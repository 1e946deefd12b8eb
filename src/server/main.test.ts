import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "@/server/test/server-process";
import { testDialectName } from "@/server/test/test-app";

/** The production bundle (built once per run of the same sources), as `npm start` runs it. */
let main: string;
beforeAll(async () => {
  if (testDialectName === "sqlite") ({ main } = await buildServer());
}, 120_000);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function waitForHealth(url: string, child: ChildProcess) {
  // 30 s at most: the bundle is up in well under a second on an idle machine.
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error("server exited early");
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not become healthy");
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

describe.skipIf(testDialectName !== "sqlite")("the server process", () => {
  it("stops with one line naming a bad variable", async () => {
    const { child, output } = startServer({
      PORT: "not-a-port",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "pj-main-")),
    });
    expect(await exited(child)).toBe(1);
    expect(output().trim()).toBe('Invalid configuration: PORT must be a whole number (got "not-a-port")');
  }, 30_000);

  it("shuts down cleanly on SIGTERM and keeps every row for the next start", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pj-main-"));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // An explicit SQLite file, so a DATABASE_URL in the caller's environment is not used.
    const env = {
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: path.join(dataDir, "main.db"),
    };

    const first = startServer(env);
    await waitForHealth(url, first.child);
    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({
        email: "keep@example.org",
        password: "secret123",
        name: "Keep Me",
        ageConfirmed: true,
      }),
    });
    expect(signUp.status).toBe(200);
    const page = await fetch(`${url}/some/client/route`);
    expect(page.status).toBeLessThan(500);
    first.child.kill("SIGTERM");
    expect(await exited(first.child)).toBe(0);
    expect(first.output()).toContain("database closed");

    const second = startServer(env);
    await waitForHealth(url, second.child);
    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({ email: "keep@example.org", password: "secret123" }),
    });
    expect(signIn.status).toBe(200);
    expect(second.output()).not.toContain("starter content loaded");
    second.child.kill("SIGINT");
    expect(await exited(second.child)).toBe(0);
  }, 60_000);
});
