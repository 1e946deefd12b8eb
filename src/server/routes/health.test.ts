import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { markShuttingDown } from "@/server/lifecycle";
import { createTestApp, type TestApp } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => markShuttingDown(false));

describe("health checks", () => {
  it("/api/health/live answers while the process runs", async () => {
    const res = await t.app.request("/api/health/live");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("/api/health/ready answers 200 when the database answers and every migration is applied", async () => {
    const res = await t.app.request("/api/health/ready");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ready" });
  });

  it("/api/health/ready answers 503 once the process is shutting down", async () => {
    markShuttingDown();
    const res = await t.app.request("/api/health/ready");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "shutting_down" });
    expect((await t.app.request("/api/health/live")).status).toBe(200);
  });

  it("/api/health/ready answers 503 and names a migration this build has and the database lacks", async () => {
    const db = t.deps.db as unknown as import("kysely").Kysely<Record<string, { name: string }>>;
    const last = await db
      .selectFrom("schema_migrations")
      .select("name")
      .orderBy("name", "desc")
      .executeTakeFirstOrThrow();
    await db.deleteFrom("schema_migrations").where("name", "=", last.name).execute();
    try {
      const res = await t.app.request("/api/health/ready");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "migrations_pending", pending: [last.name] });
    } finally {
      await db
        .insertInto("schema_migrations")
        .values({ name: last.name, timestamp: new Date(0).toISOString() } as never)
        .execute();
    }
    expect((await t.app.request("/api/health/ready")).status).toBe(200);
  });
});
