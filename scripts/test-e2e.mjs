// `npm run test:e2e`: Playwright in Debian's Chromium against a server on a temporary database.
// With DATABASE_URL=postgres://… the server runs on a fresh PostgreSQL database on that server,
// dropped afterwards; otherwise on a temporary SQLite file.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { defaultTestBuildDir, ensureBuild } from "./build-once.mjs";
import { ensureE2eTools } from "./debian-packages.mjs";

if (!ensureE2eTools()) process.exit(1);

/** A port the OS reports free right now, for the app server and the SMTP sink. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const env = { ...process.env };
env.E2E_PORT ??= String(await freePort());
env.E2E_SMTP_PORT ??= String(await freePort());
// A temporary data folder (SQLite file, outbox, mail sink, signed-in states), removed afterwards, and
// the build of the current sources in .build/<hash>, kept for the next run (scripts/build-once.mjs).
env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "pj-e2e-"));
env.E2E_BUILD_DIR ??= defaultTestBuildDir();
try {
  ensureBuild(env.E2E_BUILD_DIR);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
let dropDatabase = async () => {};
if (/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? "")) {
  const adminUrl = env.DATABASE_URL;
  const name = `pj_e2e_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  console.info(`End-to-end tests on a fresh PostgreSQL database: ${name}`);
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
} else {
  delete env.DATABASE_URL;
}

const result = spawnSync(
  process.execPath,
  ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)],
  {
    stdio: "inherit",
    env,
  },
);
await dropDatabase();
if (!process.env.E2E_KEEP) rmSync(env.E2E_DATA_DIR, { recursive: true, force: true });
process.exit(result.status ?? 1);
