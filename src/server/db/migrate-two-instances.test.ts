import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "@/server/db/migrations/registry";
import { buildServer, type ServerProcess, startServer } from "@/server/test/server-process";
import { createTestDatabase, testDialect } from "@/server/test/test-database";

/**
 * Two instances behind a load balancer start at the same moment on an empty PostgreSQL database: the
 * migrations run once, under Kysely's advisory lock, and both instances come up ready. (SQLite is one
 * process's file; migrate.test.ts covers its transaction.)
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const dirs: string[] = [];
let instances: ServerProcess[] = [];

describe.skipIf(testDialect !== "postgres")("two instances starting together on an empty database", () => {
  beforeAll(async () => {
    const server = await buildServer();
    database = await createTestDatabase({ empty: true });
    const url = database.target.kind === "postgres" ? database.target.url : "";
    instances = await Promise.all(
      ["a", "b"].map(() => {
        const dataDir = mkdtempSync(path.join(tmpdir(), "pj-migrate-"));
        dirs.push(dataDir);
        return startServer(server.main, {
          DATA_DIR: dataDir,
          DATABASE_URL: url,
          AUTH_SECRET: "two-instances-secret-two-instances-0123",
          JOBS_ENABLED: "false",
          // Info: each instance logs the migrations it applied.
          LOG_LEVEL: "info",
        });
      }),
    );
  }, 90_000);
  afterAll(async () => {
    await Promise.all(instances.map((p) => p.kill("SIGTERM")));
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("applies each migration once, in one of them, and both answer ready", async () => {
    const client = new pg.Client({
      connectionString: database.target.kind === "postgres" ? database.target.url : "",
    });
    await client.connect();
    const { rows } = await client.query("select name from schema_migrations order by name");
    await client.end();
    expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());

    const applied = instances.map(
      (p) =>
        p
          .output()
          .split("\n")
          .filter((line) => line.includes('"msg":"migration"')).length,
    );
    expect(applied.sort()).toEqual([0, Object.keys(migrations).length]);

    for (const p of instances) {
      const res = await fetch(`${p.url}/api/health/ready`);
      expect(res.status).toBe(200);
    }
  });
});
