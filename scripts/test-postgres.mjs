// `npm run test:pg`: the server tests once more on PostgreSQL, each test file on a fresh database.
import { spawnSync } from "node:child_process";
import pg from "pg";

const url = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query("select 1");
  await client.end();
} catch (err) {
  // In CI a missing server must fail: a green run there would claim PostgreSQL was tested when it was not.
  const ci = /^(1|true|yes)$/i.test(process.env.CI ?? "");
  if (ci) {
    console.error(
      `\nERROR: no PostgreSQL server answers at ${url} (${err.message}). CI=true requires the PostgreSQL test run; start PostgreSQL or set TEST_PG_URL.\n`,
    );
    process.exit(1);
  }
  console.warn(
    `\nNOTICE: no PostgreSQL server answers at ${url} (${err.message}); skipping the PostgreSQL test run (with CI=true this fails).\n`,
  );
  process.exit(0);
}
const result = spawnSync(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "--project", "server", ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, TEST_DB: "postgres", TEST_PG_URL: url } },
);
process.exit(result.status ?? 1);
