// `npm run lighthouse`: Lighthouse 12 in mobile mode (its default) on the production build — the public
// pages as a visitor, the member pages signed in as a seeded Core member. Prints the four scores per
// page and keeps the HTML and JSON reports in lighthouse-reports/ (git-ignored).
// Settings: CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE_SKIP_BUILD=1 (reuse .build/lighthouse).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const buildDir = path.resolve(".build/lighthouse");
const reportDir = path.resolve("lighthouse-reports");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const cli = path.resolve("node_modules/lighthouse/cli/index.js");
// bench-seed's members: Core plan, weeks 1–2 opened, this password.
const MEMBER = { email: "bench-00000@bench.test", password: "bench-password-1" };

const PAGES = [
  { name: "landing", path: "/" },
  { name: "login", path: "/login" },
  { name: "legal", path: "/datenschutz-impressum" },
  { name: "dashboard", path: "/dashboard", member: true },
  { name: "week-1", path: "/week/1", member: true },
  { name: "community", path: "/community", member: true },
];

function run(args, env = process.env) {
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`failed: node ${args.join(" ")}`);
}

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

async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no answer from ${url}`);
}

if (!existsSync(cli)) {
  console.error("Lighthouse is not installed: run `npm install` (it is a devDependency).");
  process.exit(1);
}
if (!process.env.LIGHTHOUSE_SKIP_BUILD) {
  console.info("Building for production…");
  run([
    "node_modules/vite/bin/vite.js",
    "build",
    "--logLevel",
    "warn",
    "--outDir",
    path.join(buildDir, "client"),
  ]);
  run(["scripts/build-server.mjs", path.join(buildDir, "server")]);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "pj-lighthouse-"));
const env = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  APP_URL: base,
  DATA_DIR: dataDir,
  CLIENT_DIR: path.join(buildDir, "client"),
  AUTH_SECRET: "lighthouse-secret-lighthouse-secret-0123",
  JOBS_ENABLED: "false",
  IP_RATE_LIMIT: "false",
  LOG_LEVEL: "warn",
  BENCH_MEMBERS: "1",
};
delete env.DATABASE_URL;
run([path.join(buildDir, "server/bench-seed.js")], env);
const server = spawn(process.execPath, [path.join(buildDir, "server/main.js")], { env, stdio: "ignore" });

const rows = [];
try {
  await waitFor(`${base}/api/health`);
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(MEMBER),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  mkdirSync(reportDir, { recursive: true });
  for (const page of PAGES) {
    const out = path.join(reportDir, page.name);
    const args = [
      cli,
      `${base}${page.path}`,
      "--output=json",
      "--output=html",
      `--output-path=${out}`,
      "--quiet",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      ...(page.member ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ];
    console.info(`Lighthouse on ${page.path}${page.member ? " (signed in)" : ""}…`);
    const result = spawnSync(process.execPath, args, {
      stdio: "inherit",
      env: { ...process.env, CHROME_PATH: chromePath },
    });
    if (result.status !== 0) throw new Error(`lighthouse failed on ${page.path}`);
    const report = JSON.parse(readFileSync(`${out}.report.json`, "utf8"));
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    rows.push({
      page: page.path,
      signedIn: Boolean(page.member),
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    });
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

console.info("\n| page | performance | accessibility | best practices | SEO |\n|---|---|---|---|---|");
for (const r of rows) {
  console.info(
    `| ${r.page}${r.signedIn ? " (signed in)" : ""} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} |`,
  );
}
writeFileSync(
  path.join(reportDir, "scores.json"),
  `${JSON.stringify({ when: new Date().toISOString(), rows }, null, 2)}\n`,
);
console.info(`\nReports in ${path.relative(root, reportDir)}/`);
