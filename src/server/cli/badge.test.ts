import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRADUATE, hasBadge } from "@/server/services/badges/badge-service";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../..");

/**
 * `npm run badge:grant|revoke -- <email>` as an operator runs it: the command line on the same database
 * the app uses (DATABASE_URL), with its messages and exit codes.
 */
let t: TestApp;
let env: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const target = t.deps.config.database;
  env = {
    PATH: process.env.PATH ?? "",
    DATA_DIR: t.deps.config.dataDir,
    DATABASE_URL: target.kind === "sqlite" ? `file:${target.file}` : target.url,
    JOBS_ENABLED: "false",
    LOG_LEVEL: "silent",
  };
});
afterAll(async () => {
  await t?.close();
});

async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "src/server/cli/badge.ts", ...args],
      { cwd: root, env },
    );
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

// Each call starts Node with tsx: seconds on a busy machine.
describe(`badge command line on ${testDialectName}`, { timeout: 90_000 }, () => {
  it("grants and revokes the graduate badge by e-mail address", async () => {
    const { userId } = await t.member("cli");
    const email = (
      await t.db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirstOrThrow()
    ).email;
    const granted = await cli("grant", email);
    expect(granted).toEqual({ code: 0, out: `${email} is now a graduate.\n` });
    expect(await hasBadge(t.db, userId, GRADUATE)).toBe(true);

    const revoked = await cli("revoke", email);
    expect(revoked).toEqual({ code: 0, out: `${email} is no longer a graduate.\n` });
    expect(await hasBadge(t.db, userId, GRADUATE)).toBe(false);
  });

  it("names an unknown address and a wrong call, with an exit code", async () => {
    const unknown = await cli("grant", "nobody@example.org");
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain("No user with the e-mail address nobody@example.org.");
    const usage = await cli("promote", "x@example.org");
    expect(usage.code).toBe(2);
    expect(usage.out).toContain("Usage: npm run badge:grant");
  });
});
