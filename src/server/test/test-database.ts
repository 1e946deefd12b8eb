import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { AppConfig } from "@/server/config";

/** Which database this Vitest run uses: TEST_DB=postgres for the PostgreSQL run, SQLite otherwise. */
export const testDialect = process.env.TEST_DB === "postgres" ? "postgres" : "sqlite";

export const testAdminUrl = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const adminUrl = testAdminUrl;
export const TEST_DB_PREFIX = "pj_test_";

/**
 * A fresh database for one test file, migrated: a copy of the run's template (template-database.ts),
 * as a temp SQLite file or a new PostgreSQL database. `empty`: no tables at all (the migrations' own tests).
 */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<{
  target: AppConfig["database"];
  dataDir: string;
  drop: () => Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pj-test-"));
  const template = empty ? undefined : inject("templateDatabase");
  if (testDialect === "sqlite") {
    if (template?.kind === "sqlite") copyFileSync(template.file, path.join(dataDir, "test.db"));
    return {
      target: { kind: "sqlite", file: path.join(dataDir, "test.db") },
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `${TEST_DB_PREFIX}${process.pid}_${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await createFromTemplate(client, name, template?.kind === "postgres" ? template.name : undefined);
  // A test database need not wait for its WAL to reach the disk on every commit (about 5 ms each here,
  // a tenth of that without): committed rows are visible to every session at once either way, and only
  // a crash of PostgreSQL itself, which no test does, could lose the last ones.
  await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: "postgres", url: url.toString() },
    dataDir,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() resolves while its sockets may still be closing; dropping with FORCE then would
      // terminate them and surface as an unhandled error. Wait for them to go first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * PostgreSQL refuses a template that another session is connected to at that moment (the template's
 * own set-up closing its pool, say): such a refusal is tried again after a moment.
 */
async function createFromTemplate(client: pg.Client, name: string, template: string | undefined) {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(
        template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
      );
      return;
    } catch (err) {
      if (attempt >= 20 || !/is being accessed by other users/.test(String(err))) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    }
  }
}
