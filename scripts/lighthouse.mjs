// `npm run lighthouse`: Lighthouse 12 in mobile mode (its default) on the production build — every route
// of the route table: the public pages as a visitor, the member pages signed in as a seeded Core member who has given consent (onboarding and payment as a newcomer who has not)
// (one week page per week), the admin pages as an admin with two-factor sign-in on. Prints the four
// scores and FCP, LCP, CLS and TBT per page and keeps the HTML and JSON reports in lighthouse-reports/
// (git-ignored). Settings: CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE_SKIP_BUILD=1 (reuse
// .build/lighthouse), LIGHTHOUSE_PAGES=<parts of page names, comma-separated>, LIGHTHOUSE_FLAGS=<more
// Lighthouse CLI flags, space-separated> (e.g. --save-assets to keep each run's trace; note that
// --blocked-url-patterns does not stop the service worker, whose script the browser fetches itself),
// LIGHTHOUSE_RUNS=<n> (runs per page, default 1: with more, the table shows the run with the median
// performance score and every run's blocking time, which scatters most on a shared 2-core machine),
// LIGHTHOUSE_NO_SOURCE_RUNDOWN=1 (a diagnostic: the trace without V8's source rundown, decision 226).
// Before the table it prints a host check (decision 227): whether this machine runs a page's kind of
// work steadily enough for the blocking times to be the page's. Beside Lighthouse's blocking time the
// table shows the same sum from the main thread's CPU time in each task (decision 230), read from the
// run's trace (kept only with --save-assets).
import { spawn, spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild } from "./build-once.mjs";
import { blockingTimes } from "./lighthouse-cpu-blocking.mjs";
import { describeHostCheck, hostCheck } from "./lighthouse-host-check.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const buildDir = path.resolve(".build/lighthouse");
const reportDir = path.resolve("lighthouse-reports");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const cli = path.resolve("node_modules/lighthouse/cli/index.js");
// Lighthouse's defaults without the trace's V8 source rundown (decision 226), when asked for.
const noSourceRundown = Boolean(process.env.LIGHTHOUSE_NO_SOURCE_RUNDOWN);
const configPath = path.resolve("scripts/lighthouse-no-source-rundown.mjs");
const extraFlags = process.env.LIGHTHOUSE_FLAGS?.split(" ").filter(Boolean) ?? [];
// The trace is read for the CPU-time figure (decision 230) and kept only when asked for.
const keepAssets = extraFlags.includes("--save-assets");

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
// bench-seed's members: Core plan, weeks 1–2 done and week 3 opened, this password. The script gives the member the
// consent every member has given by the time they use the journey (spec: the journey starts only with
// both consents); onboarding and payment are measured as a newcomer who has not agreed yet.
const MEMBER = { email: "bench-00000@bench.test", password: "bench-password-1" };
const NEWCOMER = { email: "lighthouse-newcomer@bench.test", password: "lighthouse-newcomer-1" };
// An ADMIN_EMAILS address: verified through the outbox, then two-factor switched on (as an admin must).
const ADMIN = { email: "lighthouse-admin@bench.test", password: "lighthouse-admin-1" };

/** Every route of the route table (src/client/routes.ts); `as` is who opens it. */
const ALL_PAGES = [
  { name: "landing", path: "/" },
  { name: "login", path: "/login" },
  { name: "register", path: "/register" },
  { name: "forgot-password", path: "/forgot-password" },
  { name: "reset-password", path: "/reset-password?token=lighthouse" },
  { name: "privacy", path: "/datenschutz" },
  { name: "imprint", path: "/impressum" },
  { name: "legal", path: "/datenschutz-impressum" },
  { name: "contact", path: "/kontakt" },
  // The reminder links as a mail carries them: with a real token (`linkFor` below), not an invalid one,
  // whose 4xx answer Chromium logs as a console error.
  { name: "reminder-confirm", path: "/erinnerungen/bestaetigen", link: "reminder-confirm" },
  { name: "reminder-unsubscribe", path: "/erinnerungen/abmelden", link: "reminder-unsubscribe" },
  { name: "member-reminder-off", path: "/erinnerungen/wochenmail-abbestellen", link: "member-reminder-off" },
  {
    name: "notification-mail-off",
    path: "/benachrichtigungen/abbestellen",
    link: "notification-mail-off",
  },
  { name: "not-found", path: "/no-such-page" },
  { name: "onboarding", path: "/onboarding", as: "newcomer" },
  { name: "payment", path: "/payment", as: "newcomer" },
  { name: "dashboard", path: "/dashboard", as: "member" },
  { name: "week-1", path: "/week/1", as: "member" },
  { name: "week-2", path: "/week/2", as: "member" },
  { name: "week-3", path: "/week/3", as: "member" },
  { name: "week-4", path: "/week/4", as: "member" },
  { name: "week-5", path: "/week/5", as: "member" },
  { name: "community", path: "/community", as: "member" },
  { name: "notifications", path: "/notifications", as: "member" },
  { name: "profile", path: "/profile", as: "member" },
  { name: "admin", path: "/admin", as: "admin" },
  { name: "admin-community", path: "/admin/community", as: "admin" },
  { name: "admin-impulses", path: "/admin/impulses", as: "admin" },
  { name: "admin-posts", path: "/admin/posts", as: "admin" },
  { name: "admin-events", path: "/admin/events", as: "admin" },
  { name: "admin-users", path: "/admin/users", as: "admin" },
  { name: "admin-announcements", path: "/admin/announcements", as: "admin" },
  { name: "admin-audit", path: "/admin/audit", as: "admin" },
  { name: "admin-reports", path: "/admin/reports", as: "admin" },
];
const only = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
const PAGES = only ? ALL_PAGES.filter((p) => only.some((part) => p.name.includes(part))) : ALL_PAGES;

/** RFC 6238 code of an otpauth:// URI (as src/server/test/totp.ts computes it). */
function totp(uri) {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let buffer = 0;
  const bytes = [];
  for (const char of secret.replace(/=+$/, "").toUpperCase()) {
    buffer = (buffer << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac("sha1", Buffer.from(bytes)).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** The text of every mail in the outbox so far, quoted-printable soft breaks undone. */
function outboxText(dataDir) {
  const outbox = path.join(dataDir, "outbox");
  const files = existsSync(outbox) ? readdirSync(outbox) : [];
  return files
    .map((f) => readFileSync(path.join(outbox, f), "utf8"))
    .join("\n")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
}

/** The first link in the outbox whose path contains `part`, waiting up to 10 s for the mail. */
async function outboxLink(dataDir, part) {
  for (let i = 0; i < 100; i++) {
    const link = outboxText(dataDir).match(new RegExp(`https?://[^\\s<>"')]*${part}[^\\s<>"')]*`))?.[0];
    if (link) return new URL(link.replace(/&amp;/g, "&"));
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail with a ${part} link`);
}

/** A cookie jar of one client: every Set-Cookie is kept, the header sent back. */
function jar() {
  const cookies = new Map();
  return {
    keep(res) {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
  };
}

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
// The production build of the current sources (scripts/build-once.mjs), made only when they changed.
if (!process.env.LIGHTHOUSE_SKIP_BUILD) ensureBuild(buildDir);

// Before the server starts, so that nothing of the measurement runs beside it.
const host = await hostCheck(chromePath);

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
  ADMIN_EMAILS: ADMIN.email,
};
delete env.DATABASE_URL;
run([path.join(buildDir, "server/bench-seed.js")], env);
const server = spawn(process.execPath, [path.join(buildDir, "server/main.js")], { env, stdio: "ignore" });

const rows = [];
try {
  await waitFor(`${base}/api/health`);
  const post = async (client, apiPath, body) => {
    const send = () =>
      fetch(`${base}${apiPath}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, cookie: client.header() },
        body: JSON.stringify(body),
      });
    // A kept-alive connection the server closed while a page was measured fails ("fetch failed": EPIPE,
    // or the other side closed); the request never arrived, so it is sent again. Each idle connection
    // of the pool can be such a one (seen: two in a row), so up to four tries.
    let res;
    for (let attempt = 1; !res; attempt++) {
      res = await send().catch(async (error) => {
        if (!(error instanceof TypeError) || attempt === 4) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return undefined;
      });
    }
    client.keep(res);
    if (!res.ok) throw new Error(`${apiPath} failed: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const member = jar();
  await post(member, "/api/auth/sign-in/email", MEMBER);
  await post(member, "/api/consent", { privacy: true, terms: true });
  const memberId = (await (await fetch(`${base}/api/me`, { headers: { cookie: member.header() } })).json())
    .user.id;
  const newcomer = jar();
  if (PAGES.some((p) => p.as === "newcomer")) {
    await post(newcomer, "/api/auth/sign-up/email", { ...NEWCOMER, name: "Newcomer", ageConfirmed: true });
  }
  const admin = jar();
  if (PAGES.some((p) => p.as === "admin")) {
    await post(admin, "/api/auth/sign-up/email", { ...ADMIN, name: "Admin", ageConfirmed: true });
    // The verification mail lands in the outbox (no SMTP_URL); its link makes the address an admin.
    const url = await outboxLink(dataDir, "verify-email");
    admin.keep(
      await fetch(`${base}${url.pathname}${url.search}`, {
        redirect: "manual",
        headers: { cookie: admin.header() },
      }),
    );
    await post(admin, "/api/auth/sign-in/email", { email: ADMIN.email, password: ADMIN.password });
    const { totpURI } = await post(admin, "/api/auth/two-factor/enable", { password: ADMIN.password });
    await post(admin, "/api/auth/two-factor/verify-totp", { code: totp(totpURI) });
    const check = await fetch(`${base}/api/admin/overview`, { headers: { cookie: admin.header() } });
    if (!check.ok) throw new Error(`the admin cannot open the admin area: ${check.status}`);
  }
  const cookieOf = { member: member.header(), newcomer: newcomer.header(), admin: admin.header() };
  /**
   * A reminder page's address with a token as its mail carries it. The landing sign-up's confirmation
   * mail has the confirm link; opening it sends the welcome mail with the one-click unsubscribe link.
   * The weekly member mail is sent by a job, so its link is signed here the way
   * `services/reminders/unsubscribe-links.ts` signs it ("member-reminder-off" and the member's id).
   */
  const linkFor = async (kind) => {
    if (kind === "reminder-confirm") {
      await post(jar(), "/api/reminders", { email: "lighthouse-reminder@bench.test", language: "de" });
      const url = await outboxLink(dataDir, "/erinnerungen/bestaetigen");
      return `${url.pathname}${url.search}`;
    }
    if (kind === "reminder-unsubscribe") {
      const url = await outboxLink(dataDir, "/erinnerungen/abmelden");
      return `${url.pathname}${url.search}`;
    }
    // Signed as the server signs them (services/reminders/unsubscribe-links.ts): `<id>.<mac of purpose:id>`.
    const signed = (purpose, id) =>
      `${id}.${createHmac("sha256", env.AUTH_SECRET).update(`${purpose}:${id}`).digest("base64url")}`;
    if (kind === "notification-mail-off") {
      const token = signed("notification-mail-off", `post_comment:${memberId}`);
      return `/benachrichtigungen/abbestellen?token=${encodeURIComponent(token)}`;
    }
    return `/erinnerungen/wochenmail-abbestellen?token=${encodeURIComponent(signed("member-reminder-off", memberId))}`;
  };
  mkdirSync(reportDir, { recursive: true });
  for (const page of PAGES) {
    const pagePath = page.link ? await linkFor(page.link) : page.path;
    const measured = [];
    for (let run = 1; run <= RUNS; run++) {
      const row = measure(
        page,
        pagePath,
        page.as ? cookieOf[page.as] : undefined,
        path.join(reportDir, RUNS > 1 ? `${page.name}-run${run}` : page.name),
      );
      if (row) measured.push(row);
    }
    if (measured.length === 0) continue;
    // The run with the median performance score (Lighthouse's own advice for its variance: the median
    // of several runs), its report kept under the page's name; every run's blocking time is printed.
    const ranked = [...measured].sort((a, b) => a.performance - b.performance || b.tbt - a.tbt);
    const median = ranked[Math.floor((ranked.length - 1) / 2)];
    if (RUNS > 1) {
      for (const ext of ["json", "html"]) {
        writeFileSync(
          path.join(reportDir, `${page.name}.report.${ext}`),
          readFileSync(`${median.out}.report.${ext}`),
        );
      }
    }
    rows.push({
      ...median,
      tbtRuns: measured.map((row) => row.tbt),
      cpuTbtRuns: measured.map((row) => row.cpuTbt),
      out: undefined,
    });
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The blocking time from the main thread's CPU time in the run's trace, the trace removed unless kept. */
function cpuBlocking(out) {
  const trace = `${out}-0.trace.json`;
  if (!existsSync(trace)) return undefined;
  const parsed = JSON.parse(readFileSync(trace, "utf8"));
  const times = blockingTimes(parsed.traceEvents ?? parsed);
  if (!keepAssets) for (const file of [trace, `${out}-0.devtoolslog.json`]) rmSync(file, { force: true });
  return times?.cpu;
}

/** One Lighthouse run of a page, its figures; undefined when its trace failed twice. */
function measure(page, pagePath, cookie, out) {
  const args = [
    cli,
    `${base}${pagePath}`,
    "--output=json",
    "--output=html",
    `--output-path=${out}`,
    "--quiet",
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ...(noSourceRundown ? [`--config-path=${configPath}`] : []),
    ...(keepAssets ? extraFlags : ["--save-assets", ...extraFlags]),
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  console.info(`Lighthouse on ${page.path}${page.as ? ` (${page.as})` : ""}…`);
  // Lighthouse's trace sometimes fails on a loaded machine (NO_NAVSTART): once more, then the page is
  // reported as not measured instead of ending the run.
  let result;
  for (let attempt = 0; attempt < 2 && result?.status !== 0; attempt++) {
    result = spawnSync(process.execPath, args, {
      stdio: "inherit",
      env: { ...process.env, CHROME_PATH: chromePath },
    });
  }
  if (result.status !== 0) {
    console.error(`Lighthouse failed twice on ${page.path}: not measured`);
    return undefined;
  }
  const report = JSON.parse(readFileSync(`${out}.report.json`, "utf8"));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(report.audits[id]?.numericValue ?? 0);
  return {
    out,
    page: page.path,
    as: page.as ?? "visitor",
    fcp: ms("first-contentful-paint"),
    lcp: ms("largest-contentful-paint"),
    cls: Math.round((report.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
    tbt: ms("total-blocking-time"),
    cpuTbt: cpuBlocking(out),
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
  };
}

const seconds = (v) => `${(v / 1000).toFixed(1)} s`;
const msOrDash = (v) => (v === undefined ? "–" : `${v} ms`);
console.info(`\n${describeHostCheck(host)}`);
console.info(
  `\n| page | performance | accessibility | best practices | SEO | FCP | LCP | CLS | TBT | TBT from CPU time |${RUNS > 1 ? " TBT of each run (from CPU time) |" : ""}\n|---|---|---|---|---|---|---|---|---|---|${RUNS > 1 ? "---|" : ""}`,
);
for (const r of rows) {
  console.info(
    `| ${r.page}${r.as === "visitor" ? "" : ` (${r.as})`} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${r.cls} | ${r.tbt} ms | ${msOrDash(r.cpuTbt)} |${RUNS > 1 ? ` ${r.tbtRuns.map((tbt, i) => `${tbt} (${r.cpuTbtRuns[i] ?? "–"})`).join(", ")} ms |` : ""}`,
  );
}
writeFileSync(
  path.join(reportDir, "scores.json"),
  `${JSON.stringify({ when: new Date().toISOString(), trace: noSourceRundown ? "without-v8-source-rundown" : "stock", host, rows }, null, 2)}\n`,
);
if (noSourceRundown) {
  console.info("\nTrace without V8's source rundown (LIGHTHOUSE_NO_SOURCE_RUNDOWN, decision 226).");
}
console.info(`\nReports in ${path.relative(root, reportDir)}/`);
