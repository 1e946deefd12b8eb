import { afterAll, beforeAll, describe, it } from "vitest";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";

/**
 * What the third probe's cheap requests cost (issue 50, finding 7) on a forum of its size: 20,000
 * posts and 40,000 comments, all of one member, whose export is then about 60 MB, and who has 5,000
 * sessions. A measurement, printed, not a check: times depend on the machine. Runs only with
 * MEASURE_COST=1:
 * `MEASURE_COST=1 npx vitest run src/server/security/request-cost.test.ts`, on PostgreSQL through
 * `MEASURE_COST=1 node scripts/test-postgres.mjs …`.
 */
const POSTS = 20_000;
const COMMENTS = 40_000;
const SESSIONS = 5_000;
const SYLLABLES = [
  "ge",
  "be",
  "ver",
  "an",
  "auf",
  "ein",
  "ung",
  "lich",
  "keit",
  "heit",
  "de",
  "mo",
  "sa",
  "ri",
  "ta",
  "ne",
  "li",
  "ko",
  "mu",
  "schö",
  "über",
  "zu",
  "en",
  "er",
  "st",
  "ha",
  "wi",
  "pa",
];
const QUERIES = ["a b c d e f g h", "ge be ver an ein ung de mo", "ge", "über", "gemo lichta", "schönheit"];

let t: TestApp;
let cookie: string;

/** A small deterministic generator: the same forum on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * The work's time and the longest the event loop stood still meanwhile (the longest gap of a 5 ms
 * timer): what a request arriving on a socket, /api/health say, waits at least. better-sqlite3 answers
 * synchronously, so queries chained by promises hold the loop until they are all done.
 */
async function timed<T>(work: () => Promise<T>) {
  let last = performance.now();
  let blockedMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    blockedMs = Math.max(blockedMs, now - last - 5);
    last = now;
  }, 5);
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  // One more turn of the loop, so that a stretch that lasted until the end is counted.
  await new Promise((resolve) => setTimeout(resolve, 6));
  clearInterval(ticker);
  return { ms, blockedMs, value };
}

const get = async (path: string): Promise<Response> =>
  t.app.request(path, { headers: { cookie, origin: t.deps.config.appUrl } });
const forgetLimits = () => t.db.deleteFrom("rate_limit_attempts").execute();
const print = (line: string) => process.stdout.write(`[cost ${testDialectName}] ${line}\n`);

describe.skipIf(!process.env.MEASURE_COST)(`request cost on ${testDialectName}`, () => {
  beforeAll(async () => {
    t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
    const next = random(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const vocabulary = Array.from({ length: 3000 }, () =>
      Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(SYLLABLES)).join(""),
    );
    const text = (words: number) => Array.from({ length: words }, () => pick(vocabulary)).join(" ");
    const { c, userId } = await t.member("cost");
    cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const postIds: string[] = [];
    const at = (i: number) => new Date(Date.UTC(2030, 0, 1) + i * 60_000).toISOString();
    for (let start = 0; start < POSTS; start += 500) {
      const rows = Array.from({ length: 500 }, (_, i) => {
        const id = crypto.randomUUID();
        postIds.push(id);
        return { id, user_id: userId, title: text(6), description: text(200), created_at: at(start + i) };
      });
      await t.db.insertInto("forum_posts").values(rows).execute();
    }
    for (let start = 0; start < COMMENTS; start += 500) {
      const rows = Array.from({ length: 500 }, (_, i) => ({
        id: crypto.randomUUID(),
        post_id: pick(postIds),
        user_id: userId,
        comment_text: text(30),
        created_at: at(POSTS + start + i),
      }));
      await t.db.insertInto("forum_comments").values(rows).execute();
    }
    // The probe's member had signed in 5,000 times.
    for (let start = 0; start < SESSIONS; start += 500) {
      const rows = Array.from({ length: 500 }, (_, i) => ({
        id: crypto.randomUUID(),
        token: crypto.randomUUID(),
        userId,
        userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
        ipAddress: "127.0.0.1",
        createdAt: at(start + i),
        updatedAt: at(start + i),
        expiresAt: "2999-01-01T00:00:00.000Z",
      }));
      await t.db.insertInto("session").values(rows).execute();
    }
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  it("prints the time of searches, exports and the session list", async () => {
    for (const q of QUERIES) {
      const path = `/api/community/search?q=${encodeURIComponent(q)}`;
      await forgetLimits();
      await get(path);
      const runs = [];
      for (let i = 0; i < 3; i++) {
        await forgetLimits();
        runs.push(
          await timed(async () => get(path).then(async (res) => [res.status, await res.text()] as const)),
        );
      }
      const [status, body] = runs[0]!.value;
      const found = status === 200 ? (JSON.parse(body) as { items: unknown[] }).items.length : "-";
      const ms = Math.min(...runs.map((run) => run.ms));
      const blocked = Math.min(...runs.map((run) => run.blockedMs));
      print(
        `search "${q}": ${status}, ${found} results, ${ms.toFixed(0)} ms, loop blocked ${blocked.toFixed(0)} ms`,
      );
    }
    for (const q of ["g b v a e u l k", "ge be ver an ein ung de mo"]) {
      await forgetLimits();
      const path = `/api/community/search?q=${encodeURIComponent(q)}`;
      const parallel = await timed(async () =>
        (await Promise.all(Array.from({ length: 16 }, () => get(path)))).map((res) => res.status),
      );
      print(
        `16 searches "${q}" in parallel: ${parallel.ms.toFixed(0)} ms, statuses ${[...new Set(parallel.value)].join("/")}, ` +
          `loop blocked up to ${parallel.blockedMs.toFixed(0)} ms`,
      );
    }
    // Read piece by piece, as a socket would take it: one buffer of the whole would be a long copy here.
    const exportOnce = async () => {
      const res = await get("/api/account/export");
      const reader = res.body!.getReader();
      let bytes = 0;
      for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
        bytes += piece.value.byteLength;
      }
      return [res.status, bytes] as const;
    };
    await forgetLimits();
    const one = await timed(exportOnce);
    print(
      `export: ${one.value[0]}, ${(one.value[1] / 1e6).toFixed(1)} MB, ${one.ms.toFixed(0)} ms, ` +
        `loop blocked up to ${one.blockedMs.toFixed(0)} ms`,
    );
    await forgetLimits();
    const four = await timed(() => Promise.all(Array.from({ length: 4 }, exportOnce)));
    print(
      `4 exports in parallel: ${four.ms.toFixed(0)} ms, statuses ${four.value.map(([status]) => status).join("/")}, ` +
        `loop blocked up to ${four.blockedMs.toFixed(0)} ms`,
    );
    await forgetLimits();
    const sessions = await timed(async () => {
      const res = await get("/api/account/sessions");
      const text = await res.text();
      return [
        res.status,
        (JSON.parse(text) as { sessions: unknown[] }).sessions.length,
        text.length,
      ] as const;
    });
    const [status, listed, bytes] = sessions.value;
    print(
      `sessions list: ${status}, ${listed} sessions, ${(bytes / 1000).toFixed(0)} kB, ${sessions.ms.toFixed(0)} ms, ` +
        `loop blocked up to ${sessions.blockedMs.toFixed(0)} ms`,
    );
  }, 600_000);
});
