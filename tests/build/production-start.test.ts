import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "@/server/test/server-process";

/**
 * The production start of docs/operations.md ("Production start", issue 47), step by step, on a copy of
 * the build: `npm prune --omit=dev` (here: only the packages `npm ls --omit=dev` names, which is the set
 * the prune keeps), the application folder read-only for the user the server runs as (`nobody` when the
 * tests run as root), only DATA_DIR writable, `NODE_ENV=production node dist/server/main.js`. Then the
 * pages and the API answer, and SIGTERM finishes a request in flight, refuses new ones, closes the
 * database and exits 0 within 10 s.
 */
const root = path.resolve(import.meta.dirname, "../..");
const buildDir = () => process.env.BUILD_CHECKS_DIR ?? "";
const SHUTDOWN_LIMIT_MS = 10_000;

const asRoot = process.getuid?.() === 0;
const idOf = (flag: "-u" | "-g") => Number(execFileSync("id", [flag, "nobody"], { encoding: "utf8" }).trim());
/** The user the server runs as: `nobody` when root runs the tests, else the current user. */
const runAs = asRoot ? { uid: idOf("-u"), gid: idOf("-g") } : {};

let work: string;
let app: string;
let data: string;
let url: string;
let server: ChildProcess | undefined;
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
let stdout = "";
let stderr = "";
let before: Map<string, string>;

/**
 * Copies `from` into `to`, leaving out a package's own node_modules (its nested packages are listed
 * on their own). Files are hard links when `link` (root: the server's user cannot write root's files
 * either way, and chmod on a link would change the project's file), else copies made read-only.
 */
function copyTree(from: string, to: string, link: boolean) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") copyTree(source, target, link);
    } else if (entry.isSymbolicLink()) {
      symlinkSync(readlinkSync(source), target);
    } else if (link) {
      try {
        linkSync(source, target);
      } catch {
        // Another file system: a read-only copy instead.
        copyFileSync(source, target);
        chmodSync(target, statSync(source).mode & 0o555);
      }
    } else {
      copyFileSync(source, target);
      chmodSync(target, statSync(source).mode & 0o555);
    }
  }
}

/** dir and every folder under it, each before the folders inside it. */
function folders(dir: string): string[] {
  return [dir, ...readdirSync(dir, { recursive: true, withFileTypes: true })]
    .map((entry) => (typeof entry === "string" ? entry : path.join(entry.parentPath, entry.name)))
    .filter((full) => lstatSync(full).isDirectory())
    .sort((a, b) => a.split(path.sep).length - b.split(path.sep).length);
}

/** Every path under dir with its size, modification time and mode: what must not change. */
function snapshot(dir: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const stat = lstatSync(path.join(dir, name));
    entries.set(name, `${stat.size} ${stat.mtimeMs} ${stat.mode}`);
  }
  return entries;
}

/** The paths under dir that the user (uid and groups) may write: files and folders, not symlinks. */
function writableBy(dir: string, uid: number, groups: number[]): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => {
    const { mode, uid: owner, gid } = lstatSync(path.join(dir, name));
    if ((mode & 0o170000) === 0o120000) return false;
    return Boolean(mode & 0o002 || (owner === uid && mode & 0o200) || (groups.includes(gid) && mode & 0o020));
  });
}

const waitFor = async (check: () => boolean, what: string, ms: number) => {
  const deadline = performance.now() + ms;
  while (!check()) {
    if (server && server.exitCode !== null)
      throw new Error(`server exited (${server.exitCode}) while waiting for ${what}: ${stderr || stdout}`);
    if (performance.now() > deadline) throw new Error(`no ${what} within ${ms} ms: ${stderr || stdout}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** One GET on a connection of its own: the status, content type and whole body, or the socket's error. */
function request(
  pathname: string,
): Promise<{ status: number; type: string; body: string } | { error: string | undefined }> {
  return new Promise((resolve) => {
    const req = http.get(`${url}${pathname}`, { agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }),
      );
    });
    req.on("error", (err: NodeJS.ErrnoException) => resolve({ error: err.code }));
  });
}

async function get(pathname: string) {
  const res = await request(pathname);
  if ("error" in res) throw new Error(`GET ${pathname}: ${res.error}`);
  return res;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "pj-production-start-"));
  app = path.join(work, "app");
  data = path.join(work, "data");

  // The build (dist/server, dist/client) and the package.json that makes its .js files ES modules.
  copyTree(path.join(buildDir(), "server"), path.join(app, "dist", "server"), false);
  copyTree(path.join(buildDir(), "client"), path.join(app, "dist", "client"), false);
  copyFileSync(path.join(root, "package.json"), path.join(app, "package.json"));
  chmodSync(path.join(app, "package.json"), 0o444);
  // `npm prune --omit=dev`: the production dependencies only, at their paths (nested ones too).
  const packages = execFileSync("npm", ["ls", "--omit=dev", "--all", "--parseable"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .map((line) => path.relative(root, line.trim()))
    .filter((rel) => rel.startsWith(`node_modules${path.sep}`));
  expect(packages).toContain(path.join("node_modules", "better-sqlite3"));
  expect(packages).not.toContain(path.join("node_modules", "@biomejs", "biome"));
  for (const rel of packages) copyTree(path.join(root, rel), path.join(app, rel), asRoot);

  // Read-only: every folder (the deepest first) as every file copied; only DATA_DIR is the user's.
  for (const dir of folders(app).reverse()) chmodSync(dir, 0o555);
  chmodSync(work, 0o755);
  mkdirSync(data, { mode: 0o700 });
  if (asRoot) chownSync(data, runAs.uid!, runAs.gid!);
  before = snapshot(app);

  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: app,
    ...runAs,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: "/nonexistent",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: data,
      AUTH_SECRET: "production-start-test-secret-0123456789abcdef",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.setEncoding("utf8").on("data", (chunk) => {
    stdout += chunk;
  });
  server.stderr?.setEncoding("utf8").on("data", (chunk) => {
    stderr += chunk;
  });
  const child = server;
  exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: performance.now() })),
  );

  const deadline = performance.now() + 30_000;
  for (;;) {
    const res = await request("/api/health/ready");
    if ("status" in res && res.status === 200) break;
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr || stdout}`);
    if (performance.now() > deadline) throw new Error(`server not ready within 30 s: ${stderr || stdout}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill("SIGKILL");
    await exited;
  }
  if (!work) return;
  // Folders writable again (the files need not be: removing a file writes its folder only).
  for (const dir of folders(work)) chmodSync(dir, 0o755);
  rmSync(work, { recursive: true, force: true });
});

describe("the production start (docs/operations.md)", () => {
  it("runs as an unprivileged user who can write DATA_DIR only", () => {
    const probe = spawnSync(
      process.execPath,
      [
        "-e",
        `const fs = require("node:fs");
         const tryWrite = (write) => { try { write(); return "written"; } catch (err) { return err.code; } };
         console.log(JSON.stringify({
           uid: process.getuid(),
           groups: process.getgroups(),
           newFile: tryWrite(() => fs.writeFileSync("dist/server/probe", "x")),
           newPackage: tryWrite(() => fs.mkdirSync("node_modules/probe")),
           bundle: tryWrite(() => fs.appendFileSync("dist/server/main.js", "")),
           addon: tryWrite(() => fs.appendFileSync("node_modules/better-sqlite3/package.json", "")),
           dataDir: tryWrite(() => { fs.writeFileSync(${JSON.stringify(path.join(data, "probe"))}, "x");
             fs.unlinkSync(${JSON.stringify(path.join(data, "probe"))}); }),
         }));`,
      ],
      { cwd: app, ...runAs, env: { PATH: process.env.PATH ?? "" }, encoding: "utf8" },
    );
    expect(probe.status, probe.stderr).toBe(0);
    const result = JSON.parse(probe.stdout);
    expect(result).toMatchObject({
      newFile: "EACCES",
      newPackage: "EACCES",
      bundle: "EACCES",
      addon: "EACCES",
      dataDir: "written",
    });
    if (asRoot) {
      expect(result.uid).toBe(runAs.uid);
      expect(result.groups).not.toContain(0);
    }
    // Not one file or folder of the application the server's user could write.
    expect(writableBy(app, result.uid, result.groups)).toEqual([]);
  });

  it("answers the pages, their files and the API", async () => {
    expect(await get("/api/health/ready")).toMatchObject({ status: 200 });

    for (const page of ["/", "/login"]) {
      const res = await get(page);
      expect(res.status, page).toBe(200);
      expect(res.type, page).toMatch(/^text\/html/);
      expect(res.body, page).toMatch(/^<!DOCTYPE html>/i);
      expect(res.body, page).toContain("</html>");
    }
    // A script of the client's build, found beside the server bundle (no CLIENT_DIR).
    const scripts = readdirSync(path.join(app, "dist", "client", "assets"));
    const script = scripts.find((file) => file.endsWith(".js"));
    const asset = await get(`/assets/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.type).toMatch(/javascript/);

    const site = await get("/api/site");
    expect(site.status).toBe(200);
    expect(site.type).toMatch(/^application\/json/);
    expect(JSON.parse(site.body)).toHaveProperty("testPhaseEnd");

    const missing = await get("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.type).toMatch(/^text\/html/);
    expect((await get("/api/no-such-route")).status).toBe(404);
  });

  it("on SIGTERM finishes the request in flight, takes no new one, closes the database and exits 0", async () => {
    const child = server!;
    const body = JSON.stringify({ email: "nobody@example.org", password: "not-the-password-1" });
    const half = Math.floor(body.length / 2);
    // A keep-alive connection, as a browser or proxy keeps one: shutdown must not wait for it to idle out.
    const agent = new http.Agent({ keepAlive: true });
    let sentAt = 0;
    try {
      const response = new Promise<{ status: number; body: string; complete: boolean }>((resolve, reject) => {
        const req = http.request(`${url}/api/auth/sign-in/email`, {
          method: "POST",
          agent,
          headers: {
            origin: url,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            // The server answers "100 Continue" once it has read the headers: from then on the request
            // is the server's, in flight, when SIGTERM arrives.
            expect: "100-continue",
          },
        });
        req.on("error", reject);
        req.on("response", (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, complete: res.complete }));
          res.on("error", reject);
        });
        req.on("continue", () => {
          req.write(body.slice(0, half), async () => {
            try {
              child.kill("SIGTERM");
              sentAt = performance.now();
              await waitFor(() => stdout.includes("shutting down"), "shutdown log", 5_000);
              // A new connection now: refused (the port is closed) or, if it got in, not ready.
              const fresh = await request("/api/health/ready");
              if ("status" in fresh) expect(fresh.status).toBe(503);
              else expect(["ECONNREFUSED", "ECONNRESET"]).toContain(fresh.error);
              await new Promise((resolve) => setTimeout(resolve, 300));
              expect(child.exitCode).toBeNull();
              req.end(body.slice(half));
            } catch (err) {
              reject(err);
            }
          });
        });
        req.flushHeaders();
      });

      const answer = await response;
      const answeredAt = performance.now();
      expect(answer.complete).toBe(true);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toHaveProperty("code");

      let timer: NodeJS.Timeout | undefined;
      const exit = await Promise.race([
        exited,
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), SHUTDOWN_LIMIT_MS + 1_000);
        }),
      ]);
      clearTimeout(timer);
      expect(exit, `no exit after SIGTERM: ${stdout}${stderr}`).not.toBeNull();
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit!.at - sentAt).toBeLessThan(SHUTDOWN_LIMIT_MS);
      // Not held by the idle keep-alive connection (Node keeps one open 5 s after its last answer).
      expect(exit!.at - answeredAt).toBeLessThan(4_000);
      expect(stdout).toContain("database closed; bye");
      expect(stdout).not.toContain("closing anyway");
      // No warning or error in the log (pino's level 40 and up), no failed file access on stderr.
      const levels = stdout
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => (JSON.parse(line) as { level: number }).level);
      expect(levels.filter((level) => level >= 40)).toEqual([]);
      expect(stderr).not.toMatch(/error|EACCES|EPERM|EROFS/i);
    } finally {
      agent.destroy();
    }
  }, 30_000);

  it("wrote nothing in the application folder and the database in DATA_DIR", () => {
    expect(snapshot(app)).toEqual(before);
    const database = path.join(data, "purpose-journey.db");
    expect(existsSync(database)).toBe(true);
    expect(statSync(database).size).toBeGreaterThan(0);
    if (asRoot) expect(statSync(database).uid).toBe(runAs.uid);
  });
});
