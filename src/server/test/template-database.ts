import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase } from "@/server/db/database";
import { migrateToLatest } from "@/server/db/migrate";
import { TEST_DB_PREFIX, testAdminUrl, testDialect } from "@/server/test/test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated database each test file copies (test-database.ts): a SQLite file or a PostgreSQL database name. */
    templateDatabase: { kind: "sqlite"; file: string } | { kind: "postgres"; name: string };
  }
}

/**
 * Vitest globalSetup of the server tests: migrates one database per run, which every test file then
 * copies (a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL) instead of running every
 * migration again. Migrating it is also the run's check that the migrations apply to an empty database.
 */
export default async function setup(project: TestProject) {
  if (testDialect === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "pj-template-"));
    const file = path.join(dir, "template.db");
    const handle = createDatabase({ kind: "sqlite", file });
    await migrateToLatest(handle.db);
    // Closing checkpoints the WAL into the file, so a plain copy of it is the whole database.
    await handle.close();
    project.provide("templateDatabase", { kind: "sqlite", file });
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `${TEST_DB_PREFIX}template_${process.pid}_${crypto.randomUUID().replace(/-/g, "").slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: testAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testAdminUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ kind: "postgres", url: url.toString() });
  await migrateToLatest(handle.db);
  await handle.close();
  project.provide("templateDatabase", { kind: "postgres", name });
  return async () => {
    const c = new pg.Client({ connectionString: testAdminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}
