// `npm run bench`: builds for production, fills a fresh database with realistic data (2,000 members with
// journey state, and community data where those tables exist), starts the server and drives it with
// autocannon from a second process over loopback — on SQLite, then on PostgreSQL when a server answers.
// In the same run a bare node:http server answers a JSON body of the same size from memory: the yardstick.
// Prints one table per database and writes bench-results/<time>.json and bench-results/latest.json.
// Settings: BENCH_SECONDS (8), BENCH_CONNECTIONS (50), BENCH_MEMBERS (2000), TEST_PG_URL, BENCH_SKIP_BUILD=1,
// BENCH_DATABASES (sqlite,postgres), BENCH_ROUTES (a part of the route names, comma-separated),
// BENCH_CPU_PROF=<dir> (the server writes a V8 CPU profile there when it stops).
import { fork, spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import {
  benchServerSetting,
  fetchAgain,
  freePort,
  load,
  loadWithCpu,
  rssMb,
  run,
  signInAs,
  waitFor,
} from "./bench/bench-helpers.mjs";
import { ensureBuild } from "./build-once.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pgUrl = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const buildDir = path.resolve(".build/bench");
const BENCH_PASSWORD = "bench-password-1";
const benchEmail = (i) => `bench-${String(i).padStart(5, "0")}@bench.test`;

/** Searches one member may make in the limit's window: read from the one place it is written. */
function searchAllowance() {
  const source = readFileSync(path.join(root, "src/shared/request-limits.ts"), "utf8");
  const max = /SEARCH_RATE_LIMIT = \{ max: (\d+)/.exec(source)?.[1];
  if (!max) throw new Error("SEARCH_RATE_LIMIT not found in src/shared/request-limits.ts");
  return Number(max);
}

function signIn(base, i) {
  return signInAs(base, benchEmail(i), BENCH_PASSWORD);
}

/**
 * The first member as the admin of `/admin`: the role, and two-factor sign-in on as the admin area asks
 * (decision 170), set in the database after the sign-in, so the bench needs no authenticator code.
 */
async function enableTwoFactor(databaseUrl, dataDir, email) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`UPDATE "user" SET "twoFactorEnabled" = true, role = 'admin' WHERE email = $1`, [
      email,
    ]);
    await client.end();
    return;
  }
  const { default: Sqlite } = await import("better-sqlite3");
  const db = new Sqlite(path.join(dataDir, "purpose-journey.db"));
  db.prepare(`UPDATE "user" SET "twoFactorEnabled" = 1, role = 'admin' WHERE email = ?`).run(email);
  db.close();
}

/** The routes measured; community and admin lists join once they exist (a 404 on the probe skips them). */
function routes(cookies) {
  const member = cookies[0];
  return [
    { name: "GET /api/health", path: "/api/health", cookie: member },
    { name: "GET /api/journey/weeks/1", path: "/api/journey/weeks/1", cookie: member },
    { name: "GET /api/dashboard", path: "/api/dashboard", cookie: member },
    {
      name: "GET /api/community/today",
      path: "/api/community/today",
      cookie: member,
      optional: true,
    },
    { name: "GET /api/community/posts", path: "/api/community/posts", cookie: member, optional: true },
    { name: "GET /api/community/events", path: "/api/community/events", cookie: member, optional: true },
    // The forum search (decision 186) and the bulletin with its expiry filter (decision 187). Search is
    // limited per member (decision 253): one member per connection, each within its allowance.
    {
      name: "GET /api/community/search",
      path: "/api/community/search?q=%C3%BCberg",
      cookie: member,
      members: cookies,
      perConnection: searchAllowance() - 1,
      optional: true,
    },
    { name: "GET /api/community/bulletin", path: "/api/community/bulletin", cookie: member, optional: true },
    { name: "GET / as a visitor", path: "/", accept: "text/html" },
    { name: "GET / as a member (rendered)", path: "/", accept: "text/html", cookie: member },
    // A members' page, rendered whole from its loaders' answers (decision 236): the session, the unread
    // count and the page's own data — the dashboard, the week with its texts, the community's impulses,
    // forum, board and events, the profile's settings — in the HTML and again as the hydration data.
    { name: "GET /dashboard page", path: "/dashboard", accept: "text/html", cookie: member },
    { name: "GET /week/1 page", path: "/week/1", accept: "text/html", cookie: member },
    { name: "GET /community page", path: "/community", accept: "text/html", cookie: member },
    { name: "GET /week/2 page", path: "/week/2", accept: "text/html", cookie: member },
    { name: "GET /week/3 page", path: "/week/3", accept: "text/html", cookie: member },
    { name: "GET /profile page", path: "/profile", accept: "text/html", cookie: member },
    { name: "GET /admin page", path: "/admin", accept: "text/html", cookie: member },
    { name: "GET /api/profile", path: "/api/profile", cookie: member },
    { name: "PUT autosave", path: "/api/journey/weeks/1/entries", autosave: true },
  ];
}

async function benchDatabase(label, databaseUrl, bare) {
  const { base, dataDir, env } = await benchServerSetting({ buildDir, databaseUrl, prefix: "pj-bench-" });
  console.info(`\n[${label}] seeding ${process.env.BENCH_MEMBERS ?? 2000} members…`);
  run([path.join(buildDir, "server/bench-seed.js")], env);

  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const server = spawn(process.execPath, [...profile, path.join(buildDir, "server/main.js")], {
    env,
    stdio: "ignore",
  });
  const readyMs = Math.round(await waitFor(`${base}/api/health`));
  try {
    const cookies = [];
    for (let i = 0; i < connections; i++) cookies.push(await signIn(base, i));
    await enableTwoFactor(databaseUrl, dataDir, benchEmail(0));
    const rows = [];
    const only = process.env.BENCH_ROUTES?.split(",").map((part) => part.trim().toLowerCase());
    for (const route of routes(cookies)) {
      if (only && !only.some((part) => route.name.toLowerCase().includes(part))) continue;
      const url = `${base}${route.path}`;
      let size = 600;
      if (!route.autosave) {
        const probe = await fetchAgain(url, {
          headers: {
            accept: route.accept ?? "application/json",
            ...(route.cookie ? { cookie: route.cookie } : {}),
          },
        });
        if (!probe.ok) {
          if (route.optional) continue;
          throw new Error(`${route.name}: ${probe.status}`);
        }
        size = (await probe.arrayBuffer()).byteLength;
      }
      const figures = loadWithCpu(
        {
          url,
          seconds,
          connections,
          accept: route.accept,
          origin: base,
          cookies: route.autosave ? cookies : (route.members ?? (route.cookie ? [route.cookie] : [])),
          ...(route.perConnection ? { perConnection: route.perConnection } : {}),
          ...(route.autosave ? { autosave: { baseVersion: 3 } } : {}),
        },
        server.pid,
      );
      bare[route.name] ??= load({ url: `${bare.base}/?size=${size}`, seconds, connections });
      rows.push({
        route: route.name,
        bytes: size,
        ...figures,
        shareOfBare: figures.rps / bare[route.name].rps,
      });
      console.info(
        `  ${route.name}: ${figures.rps} req/s, p99 ${figures.p99} ms, server CPU ${figures.cpuMsPerRequest?.toFixed(2)} ms per answer, ${figures.errors} errors ${JSON.stringify(figures.statuses)}`,
      );
    }
    return { database: label, readyMs, rssMb: rssMb(server.pid), rows };
  } finally {
    // SIGINT lets Node write the CPU profile on the way out.
    server.kill(profile.length > 0 ? "SIGINT" : "SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(result, sqlite) {
  const lines = [
    `\n${result.database}: ready in ${result.readyMs} ms, RSS after the run ${result.rssMb} MB`,
    `| route | req/s | p50 ms | p99 ms | CPU ms per answer | errors | share of bare |${sqlite ? " share of SQLite |" : ""}`,
    `|---|---|---|---|---|---|---|${sqlite ? "---|" : ""}`,
  ];
  for (const row of result.rows) {
    const base = sqlite?.rows.find((r) => r.route === row.route);
    lines.push(
      `| ${row.route} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.cpuMsPerRequest?.toFixed(2) ?? "–"} | ${row.errors} | ${row.shareOfBare.toFixed(2)} |${
        sqlite ? ` ${base ? (row.rps / base.rps).toFixed(2) : "–"} |` : ""
      }`,
    );
  }
  return lines.join("\n");
}

// The production build of the current sources (scripts/build-once.mjs), made only when they changed.
if (!process.env.BENCH_SKIP_BUILD) ensureBuild(buildDir);

// `npm run bench -- --size <S|M|L|XL>`: the same build at a size preset (scripts/bench/at-size.mjs).
const sizeArg = process.argv.indexOf("--size");
if (sizeArg !== -1) {
  const preset = process.argv[sizeArg + 1]?.toUpperCase();
  if (!["S", "M", "L", "XL"].includes(preset ?? "")) {
    console.error("usage: npm run bench -- --size <S|M|L|XL>");
    process.exit(2);
  }
  const { benchAtSize } = await import("./bench/at-size.mjs");
  await benchAtSize({
    preset,
    buildDir,
    seconds,
    connections,
    databases: (process.env.BENCH_DATABASES ?? "sqlite,postgres").toLowerCase(),
    pgUrl,
  });
  process.exit(0);
}

const barePort = await freePort();
const bareServer = fork("scripts/bench/bare-server.mjs", [String(barePort)], { stdio: "ignore" });
await new Promise((r) => bareServer.once("message", r));
const bare = { base: `http://127.0.0.1:${barePort}` };
const floorPort = await freePort();
const floorServer = fork("scripts/bench/hono-floor.mjs", [String(floorPort)], { stdio: "ignore" });
await new Promise((r) => floorServer.once("message", r));

let floor;
const databases = (process.env.BENCH_DATABASES ?? "sqlite,postgres").toLowerCase();
const results = [];
try {
  if (databases.includes("sqlite")) results.push(await benchDatabase("SQLite", null, bare));
  let pgAvailable = databases.includes("postgres");
  const admin = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    if (pgAvailable) await admin.connect();
  } catch (err) {
    pgAvailable = false;
    console.warn(`\nNo PostgreSQL at ${pgUrl} (${err.message}): the PostgreSQL table is skipped.`);
  }
  if (pgAvailable) {
    const name = `pj_bench_${process.pid}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    try {
      results.push(await benchDatabase("PostgreSQL", url.toString(), bare));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  // Measured once, at the size of the health answer: the framework's floor on this machine.
  const healthBytes = results[0]?.rows.find((row) => row.route === "GET /api/health")?.bytes ?? 64;
  floor = load({ url: `http://127.0.0.1:${floorPort}/?size=${healthBytes}`, seconds, connections });
} finally {
  bareServer.kill();
  floorServer.kill();
}
const floorBare = bare["GET /api/health"];

const bareRows = Object.entries(bare)
  .filter(([k]) => k !== "base")
  .map(([route, f]) => `| bare node:http, size of ${route} | ${f.rps} | ${f.p50} | ${f.p99} |`);
console.info(
  `\nbare node:http (same body sizes, same run)\n| yardstick | req/s | p50 ms | p99 ms |\n|---|---|---|---|\n${bareRows.join("\n")}\n| Hono on @hono/node-server, no middleware, size of GET /api/health${floorBare ? ` (${(floor.rps / floorBare.rps).toFixed(2)} of bare)` : ""} | ${floor.rps} | ${floor.p50} | ${floor.p99} |`,
);
const sqliteResult = results.find((r) => r.database === "SQLite");
for (const result of results) console.info(table(result, result === sqliteResult ? null : sqliteResult));

const record = {
  at: new Date().toISOString(),
  machine: { cores: (await import("node:os")).cpus().length, node: process.version },
  seconds,
  connections,
  bare: Object.fromEntries(Object.entries(bare).filter(([k]) => k !== "base")),
  honoFloor: floor,
  results,
};
mkdirSync("bench-results", { recursive: true });
const file = path.join("bench-results", `bench-${record.at.replace(/[:.]/g, "-")}.json`);
writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
writeFileSync(path.join("bench-results", "latest.json"), `${JSON.stringify(record, null, 2)}\n`);
console.info(`\nWritten: ${file}`);
