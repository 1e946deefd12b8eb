import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildServer,
  freePort,
  httpClient,
  type ServerProcess,
  startServer,
} from "@/server/test/server-process";
import { createTestDatabase, testDialect } from "@/server/test/test-database";
import { journeyValueError } from "@/shared/journey-schemas";

/**
 * Crash safety (decision 147): the production server under the journey autosave load is killed with
 * SIGKILL at random moments and restarted. Every write it answered with 2xx must be there afterwards,
 * no stored value may break its schema, and on SQLite `PRAGMA integrity_check` stays "ok".
 */

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 10);
/** Four writers, one field each in its own week, so the writers never conflict with each other. */
const FIELDS = [1, 2, 3, 4].map((week) => ({ week, field: "reflection" }));

let server: { main: string };
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let env: Record<string, string>;
let port: number;

beforeAll(async () => {
  server = await buildServer();
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), "pj-crash-"));
  port = await freePort();
  env = {
    DATA_DIR: dataDir,
    AUTH_SECRET: "crash-test-secret-crash-test-secret-0123",
    JOBS_ENABLED: "false",
    DATABASE_URL: database.target.kind === "sqlite" ? `file:${database.target.file}` : database.target.url,
  };
}, 60_000);
afterAll(async () => {
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Acked = { version: number; value: string };

async function integrity(): Promise<string> {
  if (database.target.kind !== "sqlite") return "ok";
  const db = new Database(database.target.file, { readonly: true });
  try {
    return (db.pragma("integrity_check", { simple: true }) as string) ?? "missing";
  } finally {
    db.close();
  }
}

async function storedEntries(): Promise<
  Array<{ week_number: number; field: string; value: string; version: number }>
> {
  const query = "select week_number, field, value, version from journey_entries";
  if (database.target.kind === "sqlite") {
    const db = new Database(database.target.file, { readonly: true });
    try {
      return db.prepare(query).all() as never;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.target.url });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}

describe(`crash safety on ${testDialect}`, () => {
  it(`keeps every acknowledged autosave through ${ROUNDS} SIGKILLs`, async () => {
    let proc: ServerProcess = await startServer(server.main, env, port);
    const client = httpClient(proc.url);
    const signUp = await client.request("/api/auth/sign-up/email", {
      body: { name: "Crash Tester", email: "crash@example.org", password: "secret123", ageConfirmed: true },
    });
    expect(signUp.status, signUp.text).toBe(200);
    expect((await client.request("/api/consent", { body: { privacy: true, terms: true } })).status).toBe(200);
    const checkout = await client.request("/api/plans/checkout", {
      body: { plan: "deep", idempotencyKey: crypto.randomUUID() },
    });
    expect(checkout.status, checkout.text).toBe(200);

    /** The newest write the server acknowledged, per writer. */
    const acked: Array<Acked | null> = FIELDS.map(() => null);
    const versions = FIELDS.map(() => 0);
    let acknowledged = 0;

    for (let round = 0; round < ROUNDS; round++) {
      let stop = false;
      const writer = async (i: number) => {
        const { week, field } = FIELDS[i]!;
        let seq = 0;
        while (!stop) {
          const value = `round ${round} writer ${i} write ${seq++} ${"·".repeat(seq % 50)}`;
          try {
            const res = await client.request(`/api/journey/weeks/${week}/entries`, {
              method: "PUT",
              body: { changes: [{ field, value, baseVersion: versions[i] }] },
            });
            if (res.status === 200) {
              const entry = res.body.entries[field];
              versions[i] = entry.version;
              acked[i] = { version: entry.version, value: entry.value };
              acknowledged++;
            } else if (res.status === 409) {
              // A write that landed before the kill but whose answer was lost: take the stored version.
              versions[i] = res.body?.conflicts?.[field]?.version ?? versions[i];
            } else {
              throw new Error(`autosave answered ${res.status}: ${res.text}`);
            }
          } catch (err) {
            if (err instanceof Error && err.message.startsWith("autosave answered")) throw err;
            return; // the server is gone
          }
        }
      };
      const load = Promise.all(FIELDS.map((_, i) => writer(i)));
      await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 600));
      await proc.kill("SIGKILL");
      stop = true;
      await load;

      expect(await integrity(), `integrity after kill ${round + 1}`).toBe("ok");
      proc = await startServer(server.main, env, port);
      // Resynchronise with what is stored: a write may have committed without its answer arriving.
      for (const [i, { week, field }] of FIELDS.entries()) {
        const res = await client.request(`/api/journey/weeks/${week}`);
        expect(res.status, res.text).toBe(200);
        const stored = res.body.entries[field] as { version: number; value: string } | undefined;
        const last = acked[i];
        if (last) {
          expect(stored, `writer ${i} lost its acknowledged write in round ${round + 1}`).toBeDefined();
          expect(stored!.version).toBeGreaterThanOrEqual(last.version);
          if (stored!.version === last.version) expect(stored!.value).toBe(last.value);
        }
        versions[i] = stored?.version ?? 0;
      }
    }
    await proc.kill("SIGTERM");

    expect(acknowledged, "the load wrote something").toBeGreaterThan(ROUNDS);
    expect(await integrity()).toBe("ok");
    for (const row of await storedEntries()) {
      expect(journeyValueError(row.week_number, row.field, JSON.parse(row.value)), row.field).toBeNull();
    }
  }, 180_000);
});
