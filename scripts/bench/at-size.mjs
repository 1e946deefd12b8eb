// `npm run bench -- --size <S|M|L|XL>` (issue 52; docs/performance.md, "At size"): fills a fresh
// database to a size preset (`seed-size.js`), starts the bench server (`bench-server.js`: the app, and
// a job on request) and measures, on SQLite and then on PostgreSQL:
//   - the signed-in reads and pages, one seeded member per connection, and the admin's reads;
//   - the writes (autosave, comment, report, mark all read), one member per connection within the
//     community's write allowance;
//   - the daily summary and the weekly reminders across all members, run one after the other while
//     every connection autosaves, and the autosave's latency meanwhile;
//   - the bulletin clean-up, one member's export and deletion with 2,000 items of their own, and the
//     retention job (last: it deletes every member);
//   - the time to migrate an empty database and to seed it, and the server's highest RSS.
// Prints the tables and writes bench-results/size-<preset>-<time>.json.
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import {
  benchServerSetting,
  fetchAgain,
  load,
  loadWithCpu,
  run,
  signInAs,
  startPacedAutosaves,
  waitFor,
  watchRss,
} from "./bench-helpers.mjs";

const SEED_PASSWORD = "seed-password-1";
const seedEmail = (i) => `member-${String(i).padStart(6, "0")}@seed.test`;
/** The seed makes member 1 the admin (src/server/seed/seed-size.ts). */
const ADMIN_INDEX = 1;
/**
 * Autosaves per second while the mail jobs run, from every connection together: 1,000 members writing
 * at once, each field saved every five seconds. A load that saturates the server would starve the job
 * of the event loop instead of measuring either.
 */
const AUTOSAVE_RATE_DURING_JOBS = 200;
/** The member whose export and deletion are timed gets this many items of their own on top. */
const EXPORT_ITEMS = 2000;
const FORUM_DEEP_PAGE = 50;

/** One connection to the bench's database beside the server, for what the API does not show. */
async function openDatabase(databaseUrl, dataDir) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const toPg = (q) => {
      let n = 0;
      return q.replace(/\?/g, () => `$${++n}`);
    };
    return {
      dialect: "postgres",
      all: async (q, params = []) => (await client.query(toPg(q), params)).rows,
      close: () => client.end(),
    };
  }
  const { default: Sqlite } = await import("better-sqlite3");
  const db = new Sqlite(path.join(dataDir, "purpose-journey.db"));
  db.pragma("busy_timeout = 10000");
  return {
    dialect: "sqlite",
    all: async (q, params = []) => {
      const statement = db.prepare(q);
      if (statement.reader) return statement.all(...params);
      statement.run(...params);
      return [];
    },
    close: async () => db.close(),
  };
}

/** The cursor after `pages` pages of a community list, walking it as the app does; fewer if it ends. */
async function cursorAfter(base, cookie, listPath, pages) {
  let cursor = null;
  let reached = 1;
  for (let page = 1; page < pages; page++) {
    const url = `${base}${listPath}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`;
    const res = await fetchAgain(url, { headers: { accept: "application/json", cookie } });
    if (!res.ok) throw new Error(`${listPath}: ${res.status}`);
    const next = (await res.json()).nextCursor;
    if (!next) break;
    cursor = next;
    reached = page + 1;
  }
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return { path: `${listPath}${query}`, page: reached };
}

function sendJob(server, job, at) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message.job !== job) return;
      server.off("message", onMessage);
      if (message.error) reject(new Error(`${job}: ${message.error}`));
      else resolve(message);
    };
    server.on("message", onMessage);
    server.send({ job, at });
  });
}

/** Tomorrow (UTC) at the given hour: the daily summary is due from 07:00 on the members' clocks. */
function tomorrowAt(hourUtc, minute = 0) {
  const d = new Date();
  return new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1, hourUtc, minute),
  ).toISOString();
}

async function benchDatabase({ label, databaseUrl, preset, buildDir, seconds, connections }) {
  const { base, dataDir, env } = await benchServerSetting({
    buildDir,
    databaseUrl,
    prefix: "pj-bench-size-",
  });

  const timed = (args) => {
    const started = performance.now();
    run(args, env);
    return Math.round(performance.now() - started);
  };
  console.info(`\n[${label}] migrating an empty database, then seeding preset ${preset}…`);
  const migrateMs = timed([path.join(buildDir, "server/db-migrate.js")]);
  const seedMs = timed([path.join(buildDir, "server/seed-size.js"), preset]);
  console.info(`  migrations ${migrateMs} ms, seed ${(seedMs / 1000).toFixed(1)} s`);

  // BENCH_NODE_FLAGS: V8 flags for the server, e.g. the heap limit of decision 267.
  const execArgv = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  const server = fork(path.join(buildDir, "server/bench-server.js"), [], { env, stdio: "ignore", execArgv });
  const readyMs = Math.round(await waitFor(`${base}/api/health`, 300_000));
  const rss = watchRss(server.pid);
  const db = await openDatabase(databaseUrl, dataDir);
  const result = {
    database: label,
    preset,
    nodeFlags: execArgv.join(" "),
    migrateMs,
    seedMs,
    readyMs,
    rows: [],
    jobs: [],
    member: {},
  };
  try {
    // Members who may write in the community (the seed suspends a few), the admin left out; one more
    // for the export and deletion.
    const emails = (
      await db.all(
        `SELECT u.email FROM "user" u JOIN profiles p ON p.id = u.id WHERE p.community_suspended_until IS NULL AND u.email <> ? ORDER BY u.email LIMIT ?`,
        [seedEmail(ADMIN_INDEX), connections + 1],
      )
    ).map((row) => row.email);
    const ownerEmail = emails.pop();
    const cookies = [];
    for (const email of emails) cookies.push(await signInAs(base, email, SEED_PASSWORD));
    const admin = await signInAs(base, seedEmail(ADMIN_INDEX), SEED_PASSWORD);
    // The admin area asks for two-factor sign-in (decision 170): switched on after the sign-in.
    await db.all(
      `UPDATE "user" SET "twoFactorEnabled" = ${db.dialect === "postgres" ? "true" : "1"} WHERE email = ?`,
      [seedEmail(ADMIN_INDEX)],
    );
    const ids = [];
    for (const email of emails)
      ids.push((await db.all(`SELECT id FROM "user" WHERE email = ?`, [email]))[0].id);

    const [longThread] = await db.all(
      "SELECT post_id, COUNT(*) AS n FROM forum_comments GROUP BY post_id ORDER BY COUNT(*) DESC LIMIT 1",
    );
    const member = cookies[0];
    const forumDeep = await cursorAfter(base, member, "/api/community/posts", FORUM_DEEP_PAGE);
    const threadPath = `/api/community/posts/${longThread.post_id}/comments`;
    const threadLast = await cursorAfter(base, member, threadPath, 10_000);
    const [{ n: auditRows }] = await db.all("SELECT COUNT(*) AS n FROM admin_audit_log");
    const auditDeepPage = Math.max(1, Math.min(10_000, Math.ceil(Number(auditRows) / 20)));
    const [newestPost] = await db.all(
      "SELECT id FROM forum_posts WHERE id <> ? ORDER BY created_at DESC LIMIT 1",
      [longThread.post_id],
    );
    result.shapes = {
      longThreadComments: Number(longThread.n),
      forumDeepPage: forumDeep.page + (forumDeep.page > 1 ? 1 : 0),
      threadLastPage: threadLast.page,
      auditRows: Number(auditRows),
      auditDeepPage,
    };
    const versions = async (field) => {
      const rows = await db.all(
        `SELECT user_id, version FROM journey_entries WHERE week_number = 1 AND field = ? AND user_id IN (${ids.map(() => "?").join(", ")})`,
        [field, ...ids],
      );
      const byId = new Map(rows.map((r) => [r.user_id, Number(r.version)]));
      return ids.map((id) => byId.get(id) ?? 0);
    };
    // Each connection reports other members' comments, a new one each time.
    const reportBodies = [];
    for (const [c, id] of ids.entries()) {
      const targets = await db.all(
        "SELECT id FROM forum_comments WHERE user_id <> ? ORDER BY id LIMIT 4 OFFSET ?",
        [id, c * 4],
      );
      reportBodies.push(
        targets.map((t) => JSON.stringify({ itemType: "post_comment", itemId: t.id, reason: "spam" })),
      );
    }

    const m = { members: cookies };
    const routes = [
      { name: "GET /api/dashboard", path: "/api/dashboard", ...m },
      { name: "GET /dashboard page", path: "/dashboard", accept: "text/html", ...m },
      { name: "GET /week/1 page", path: "/week/1", accept: "text/html", ...m },
      { name: "GET /api/journey/weeks/1", path: "/api/journey/weeks/1", ...m },
      { name: "GET /community page", path: "/community", accept: "text/html", ...m },
      { name: "GET /api/community/today", path: "/api/community/today", ...m },
      { name: "GET forum, first page", path: "/api/community/posts", ...m },
      { name: `GET forum, page ${result.shapes.forumDeepPage}`, path: forumDeep.path, ...m },
      { name: "GET long thread, first page", path: threadPath, ...m },
      { name: `GET long thread, page ${threadLast.page}`, path: threadLast.path, ...m },
      {
        name: "GET search, common word",
        path: `/api/community/search?q=${encodeURIComponent("Großmutter")}`,
        ...m,
        perConnection: 14,
      },
      {
        name: "GET search, rare word",
        path: `/api/community/search?q=${encodeURIComponent("Zebrastreifen")}`,
        ...m,
        perConnection: 14,
      },
      { name: "GET /api/notifications", path: "/api/notifications", ...m },
      { name: "GET /api/notifications/count", path: "/api/notifications/count", ...m },
      { name: "GET /notifications page", path: "/notifications", accept: "text/html", ...m },
      { name: "GET /api/profile", path: "/api/profile", ...m },
      { name: "GET /profile page", path: "/profile", accept: "text/html", ...m },
      { name: "GET devices", path: "/api/account/sessions", ...m },
      { name: "GET admin overview", path: "/api/admin/overview", members: [admin] },
      { name: "GET /admin page", path: "/admin", accept: "text/html", members: [admin] },
      { name: "GET admin users", path: "/api/admin/users", members: [admin] },
      {
        name: "GET admin user search (name prefix)",
        path: `/api/admin/users?q=${encodeURIComponent("özl")}`,
        members: [admin],
      },
      { name: "GET admin reports", path: "/api/admin/reports", members: [admin] },
      { name: "GET admin audit, first page", path: "/api/admin/audit", members: [admin] },
      {
        name: `GET admin audit, page ${auditDeepPage}`,
        path: `/api/admin/audit?page=${auditDeepPage}`,
        members: [admin],
      },
      { name: "PUT autosave", path: "/api/journey/weeks/1/entries", autosave: true },
      {
        name: "POST comment",
        path: `/api/community/posts/${newestPost.id}/comments`,
        bodies: [[JSON.stringify({ text: "Danke fürs Teilen – das hilft mir weiter." })]],
        perConnection: 4,
      },
      { name: "POST report", path: "/api/community/reports", bodies: reportBodies, perConnection: 4 },
      { name: "POST mark all read", path: "/api/notifications/read-all", bodies: [["{}"]] },
    ];
    const only = process.env.BENCH_ROUTES?.split(",").map((part) => part.trim().toLowerCase());
    for (const route of routes) {
      if (only && !only.some((part) => route.name.toLowerCase().includes(part))) continue;
      const url = `${base}${route.path}`;
      const writes = route.autosave || route.bodies;
      if (!writes) {
        const probe = await fetchAgain(url, {
          headers: { accept: route.accept ?? "application/json", cookie: route.members[0] },
        });
        if (!probe.ok) throw new Error(`${route.name}: ${probe.status} ${await probe.text()}`);
        await probe.arrayBuffer();
      }
      // A second of the same load first, not measured: the first requests of a route pay for V8's
      // compiling its code, which would land in the p99 of whichever route comes first.
      // (Not for a route with a per-member allowance: the warm-up would spend it.)
      if (!writes && !route.perConnection) {
        load({ url, seconds: 1, connections, accept: route.accept, cookies: route.members });
      }
      const figures = loadWithCpu(
        {
          url,
          seconds,
          connections,
          accept: route.accept,
          origin: base,
          cookies: writes ? cookies : route.members,
          ...(route.perConnection ? { perConnection: route.perConnection } : {}),
          ...(route.bodies ? { bodies: route.bodies, method: "POST" } : {}),
          ...(route.autosave ? { autosave: { baseVersions: await versions("reflection") } } : {}),
        },
        server.pid,
      );
      result.rows.push({ route: route.name, ...figures });
      console.info(
        `  ${route.name}: ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, CPU ${figures.cpuMsPerRequest?.toFixed(2)} ms per answer, ${figures.errors} errors ${JSON.stringify(figures.statuses)}`,
      );
    }

    // The jobs, export and deletion run after the routes unless BENCH_ROUTES picks some; BENCH_JOBS=1
    // runs them anyway (BENCH_ROUTES=none BENCH_JOBS=1: the jobs alone), BENCH_JOBS=0 never.
    if (process.env.BENCH_JOBS ? process.env.BENCH_JOBS === "1" : !only) {
      // The mail jobs across every member, while every connection autosaves.
      const baseVersions = await versions("reflection");
      const during = startPacedAutosaves({
        base,
        members: cookies.map((cookie, i) => ({ cookie, version: baseVersions[i] })),
        everyMs: (1000 * cookies.length) / AUTOSAVE_RATE_DURING_JOBS,
      });
      await new Promise((r) => setTimeout(r, 1000));
      for (const [job, at] of [
        // One minute's "Sofort" first, while every unmailed row still waits: it runs every minute.
        ["notification-mails-instant", tomorrowAt(6, 29)],
        ["notification-mails-daily", tomorrowAt(6, 30)],
        ["member-week-reminders", tomorrowAt(11)],
      ]) {
        const outcome = await sendJob(server, job, at);
        result.jobs.push({ job, ms: outcome.ms, summary: outcome.outcomes[0]?.summary ?? null });
        console.info(`  job ${job}: ${outcome.ms} ms ${JSON.stringify(outcome.outcomes[0]?.summary)}`);
      }
      const autosave = await during.stop();
      result.autosaveDuringJobs = autosave;
      console.info(
        `  autosave meanwhile: ${autosave.rps} req/s, p50 ${autosave.p50} ms, p99 ${autosave.p99} ms, max ${autosave.max} ms, ${autosave.errors} errors ${JSON.stringify(autosave.failures)}`,
      );
      const bulletin = await sendJob(server, "bulletin-expiry", new Date().toISOString());
      result.jobs.push({ job: "bulletin-expiry", ms: bulletin.ms, summary: bulletin.outcomes[0]?.summary });
      console.info(
        `  job bulletin-expiry: ${bulletin.ms} ms ${JSON.stringify(bulletin.outcomes[0]?.summary)}`,
      );

      // One member with 2,000 items of their own on top of their journey: half notifications, half comments.
      const [{ id: owner }] = await db.all(`SELECT id FROM "user" WHERE email = ?`, [ownerEmail]);
      const half = EXPORT_ITEMS / 2;
      const notes = await db.all(
        "SELECT kind, actor_id, post_id, comment_id, announcement_id, detail, created_at FROM notifications WHERE user_id <> ? LIMIT ?",
        [owner, half],
      );
      for (const n of notes)
        await db.all(
          "INSERT INTO notifications (id, user_id, kind, actor_id, post_id, comment_id, announcement_id, detail, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
          [
            randomUUID(),
            owner,
            n.kind,
            n.actor_id === owner ? null : n.actor_id,
            n.post_id,
            n.comment_id,
            n.announcement_id,
            n.detail,
            n.created_at,
          ],
        );
      const comments = await db.all("SELECT post_id, comment_text, created_at FROM forum_comments LIMIT ?", [
        half,
      ]);
      for (const c of comments)
        await db.all(
          "INSERT INTO forum_comments (id, post_id, user_id, comment_text, created_at) VALUES (?, ?, ?, ?, ?)",
          [randomUUID(), c.post_id, owner, c.comment_text, c.created_at],
        );
      const ownerCookie = await signInAs(base, ownerEmail, SEED_PASSWORD);
      let started = performance.now();
      const exported = await fetchAgain(`${base}/api/account/export`, { headers: { cookie: ownerCookie } });
      const exportBytes = (await exported.arrayBuffer()).byteLength;
      const exportMs = Math.round(performance.now() - started);
      if (!exported.ok) throw new Error(`export: ${exported.status}`);
      started = performance.now();
      const deleted = await fetchAgain(`${base}/api/account`, {
        method: "DELETE",
        headers: { cookie: ownerCookie, "content-type": "application/json", origin: base },
        body: JSON.stringify({ password: SEED_PASSWORD }),
      });
      const deleteMs = Math.round(performance.now() - started);
      if (!deleted.ok) throw new Error(`deletion: ${deleted.status} ${await deleted.text()}`);
      const left = await db.all("SELECT COUNT(*) AS n FROM forum_comments WHERE user_id = ?", [owner]);
      result.member = { items: EXPORT_ITEMS, exportMs, exportBytes, deleteMs, leftAfter: Number(left[0].n) };
      console.info(
        `  export of a member with ${EXPORT_ITEMS} items more: ${exportMs} ms (${Math.round(exportBytes / 1024)} KB); deletion ${deleteMs} ms`,
      );

      // Last: it deletes every member (the test phase's end, six months after TEST_PHASE_END).
      // BENCH_RETENTION=0 leaves it out (at XL on SQLite it runs for many minutes).
      if (process.env.BENCH_RETENTION === "0") {
        result.peakRssMb = rss.stop();
        console.info(`  highest RSS of the server: ${result.peakRssMb} MB`);
        return result;
      }
      const retention = await sendJob(server, "retention", "2100-01-01T12:00:00.000Z");
      result.jobs.push({ job: "retention", ms: retention.ms, summary: retention.outcomes[0]?.summary });
      console.info(`  job retention: ${retention.ms} ms ${JSON.stringify(retention.outcomes[0]?.summary)}`);
    }
    result.peakRssMb = rss.stop();
    console.info(`  highest RSS of the server: ${result.peakRssMb} MB`);
    return result;
  } finally {
    rss.stop();
    await db.close();
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(result) {
  const lines = [
    `\n${result.database}, preset ${result.preset}: migrations ${result.migrateMs} ms, seed ${(result.seedMs / 1000).toFixed(1)} s, ready in ${result.readyMs} ms, highest RSS ${result.peakRssMb} MB`,
    "| route | req/s | p50 ms | p99 ms | CPU ms per answer | errors |",
    "|---|---|---|---|---|---|",
    ...result.rows.map(
      (r) =>
        `| ${r.route} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.cpuMsPerRequest?.toFixed(2) ?? "–"} | ${r.errors} |`,
    ),
  ];
  if (result.jobs.length > 0) {
    lines.push("| job | ms | summary |", "|---|---|---|");
    for (const j of result.jobs) lines.push(`| ${j.job} | ${j.ms} | ${JSON.stringify(j.summary)} |`);
  }
  if (result.autosaveDuringJobs) {
    const a = result.autosaveDuringJobs;
    lines.push(
      `autosave during the mail jobs: ${a.rps} req/s, p50 ${a.p50} ms, p99 ${a.p99} ms, ${a.errors} errors`,
    );
  }
  if (result.member.exportMs !== undefined)
    lines.push(
      `export ${result.member.exportMs} ms, deletion ${result.member.deleteMs} ms (${result.member.items} items more)`,
    );
  return lines.join("\n");
}

export async function benchAtSize({ preset, buildDir, seconds, connections, databases, pgUrl }) {
  const results = [];
  if (databases.includes("sqlite"))
    results.push(
      await benchDatabase({ label: "SQLite", databaseUrl: null, preset, buildDir, seconds, connections }),
    );
  if (databases.includes("postgres")) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const name = `pj_bench_size_${process.pid}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    try {
      results.push(
        await benchDatabase({
          label: "PostgreSQL",
          databaseUrl: url.toString(),
          preset,
          buildDir,
          seconds,
          connections,
        }),
      );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  for (const result of results) console.info(table(result));
  const record = {
    at: new Date().toISOString(),
    machine: { cores: (await import("node:os")).cpus().length, node: process.version },
    preset,
    seconds,
    connections,
    results,
  };
  mkdirSync("bench-results", { recursive: true });
  const file = path.join("bench-results", `size-${preset}-${record.at.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.info(`\nWritten: ${file}`);
}
