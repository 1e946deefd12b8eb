// `npm run fuzz`: the fuzzing tests with many more requests (FUZZ_RUNS, default 3000; FUZZ_SEED to
// replay a failure), on SQLite and then on PostgreSQL when a server answers at TEST_PG_URL.
import { spawnSync } from "node:child_process";
import pg from "pg";

const runs = process.env.FUZZ_RUNS ?? "3000";
const file = "src/server/security/fuzz.test.ts";
const vitest = (env) =>
  spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "--project", "server", file], {
    stdio: "inherit",
    env: { ...process.env, FUZZ_RUNS: runs, ...env },
  }).status ?? 1;

let status = vitest({ TEST_DB: "sqlite" });
const url = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
  status ||= vitest({ TEST_DB: "postgres", TEST_PG_URL: url });
} catch (err) {
  console.warn(`NOTICE: no PostgreSQL server answers at ${url} (${err.message}); fuzzed SQLite only.`);
}
process.exit(status);
