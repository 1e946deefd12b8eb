import { execFile } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { backupFileName, manifestPathOf, verifiedManifest } from "@/server/backup/backup-files";
import { lastBackupStatus } from "@/server/backup/backup-runs";
import { describeRestore, restoreBackup } from "@/server/backup/restore";
import { runBackup } from "@/server/backup/run-backup";
import { bootstrap } from "@/server/bootstrap";
import type { AppConfig } from "@/server/config";
import { migrations } from "@/server/db/migrations/registry";
import { backupJob } from "@/server/jobs/backup";
import { secondInstance } from "@/server/jobs/job-test-helpers";
import type { JobDeps } from "@/server/jobs/job-types";
import { runDueJobs } from "@/server/jobs/scheduler";
import { createLogger } from "@/server/logger";
import { createMemoryMailer } from "@/server/mail/mailer";
import {
  createClient,
  createTestApp,
  type TestApp,
  testDialectName,
  uniqueEmail,
} from "@/server/test/test-app";
import { testAdminUrl } from "@/server/test/test-database";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../..");

let t: TestApp;
const cleanups: (() => Promise<void>)[] = [];
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false", BACKUP_DIR: folder("pj-backups-") });
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t?.close();
});

function folder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The test app's dependencies with another backup folder (and whatever else the test changes). */
function depsWith(backup: Partial<AppConfig["backup"]>, logger = t.deps.logger): JobDeps {
  const config = { ...t.deps.config, backup: { ...t.deps.config.backup, ...backup } };
  return { ...t.deps, config, logger };
}

/** An empty database to restore into: a new SQLite path in a fresh DATA_DIR, or a new PostgreSQL database. */
async function emptyTarget(): Promise<{ config: AppConfig; tables: () => Promise<number> }> {
  const dataDir = folder("pj-restored-");
  if (testDialectName === "sqlite") {
    const file = path.join(dataDir, "purpose-journey.db");
    return {
      config: { ...t.deps.config, dataDir, database: { kind: "sqlite", file } },
      tables: async () => (existsSync(file) ? 1 : 0),
    };
  }
  const name = `pj_test_restore_${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: testAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testAdminUrl);
  url.pathname = `/${name}`;
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: testAdminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const database = { kind: "postgres" as const, url: url.toString() };
  return {
    config: { ...t.deps.config, dataDir, database },
    tables: async () => {
      const c = new pg.Client({ connectionString: database.url });
      await c.connect();
      const { rows } = await c.query("select count(*)::int as n from pg_tables where schemaname = 'public'");
      await c.end();
      return rows[0].n as number;
    },
  };
}

/** The app on a restored database, as `npm start` would build it. */
async function appOn(config: AppConfig) {
  const { deps, database } = await bootstrap(
    { ...config, seedStarterContent: false },
    createLogger("silent"),
    {
      mailer: createMemoryMailer(),
    },
  );
  cleanups.push(() => database.close());
  return { app: createApp(deps), deps };
}

async function deepMember(name: string) {
  const email = uniqueEmail(name);
  const c = t.client();
  const { body } = await c.signUp({ email, name });
  await t.db
    .updateTable("profiles")
    .set({ subscription_type: "deep" })
    .where("id", "=", body.user.id)
    .execute();
  return { c, email };
}

const saveAnswer = (c: ReturnType<TestApp["client"]>, week: number, value: string, baseVersion: number) =>
  c.json(`/api/journey/weeks/${week}/entries`, {
    method: "PUT",
    body: { changes: [{ field: "reflection", value, baseVersion }] },
  });

const NOW = new Date("2030-06-15T01:30:00.000Z");

describe(`backup and restore on ${testDialectName}`, () => {
  it("restores a backup made while members write, and a member signs in and finds every earlier answer", async () => {
    const members = await Promise.all(["Ada", "Ben", "Cem"].map(deepMember));
    // Before the backup: each member's answers in weeks 1 and 2.
    const before: { email: string; week: number; value: string }[] = [];
    for (const [i, m] of members.entries()) {
      for (const week of [1, 2]) {
        const value = `Antwort ${i} in Woche ${week} vor der Sicherung`;
        expect((await saveAnswer(m.c, week, value, 0)).status).toBe(200);
        before.push({ email: m.email, week, value });
      }
    }

    // During it: every member keeps saving week 3 to 5 and writing posts until the backup is done.
    let backupRunning = false;
    let writing = true;
    let writesDuringBackup = 0;
    const writers = members.map(async (m, i) => {
      const versions: Record<number, number> = { 3: 0, 4: 0, 5: 0 };
      for (let n = 0; writing; n++) {
        const week = 3 + (n % 3);
        const started = backupRunning;
        const saved = await saveAnswer(m.c, week, `Antwort ${i}.${n} während der Sicherung`, versions[week]!);
        expect(saved.status).toBe(200);
        versions[week]! += 1;
        // Posts stay below the community's write limit (10 a minute).
        if (n % 4 === 0 && n < 12) {
          const post = await m.c.json("/api/community/posts", {
            body: { title: `Beitrag ${i}.${n}`, description: "Geschrieben, während die Sicherung läuft." },
          });
          expect(post.status).toBe(201);
        }
        if (started && backupRunning) writesDuringBackup++;
        // On SQLite a save may finish without leaving the microtask queue: let the backup's steps in.
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    backupRunning = true;
    const result = await runBackup(t.deps, { now: NOW });
    backupRunning = false;
    await new Promise((resolve) => setTimeout(resolve, 30));
    writing = false;
    await Promise.all(writers);

    expect(result.status).toBe("ok");
    if (result.status !== "ok") return;
    expect(writesDuringBackup).toBeGreaterThan(0);
    expect(path.basename(result.file)).toBe(backupFileName(t.deps.dialect, NOW));
    const manifest = await verifiedManifest(result.file);
    expect(manifest).toMatchObject({
      dialect: t.deps.dialect,
      schemaVersion: Object.keys(migrations).sort().at(-1),
    });
    expect(manifest.rowCounts.journey_entries).toBeGreaterThanOrEqual(before.length);
    expect(manifest.rowCounts.user).toBe(3);
    expect(await lastBackupStatus(t.db, NOW)).toMatchObject({
      lastSuccess: { file: path.basename(result.file), sizeBytes: manifest.sizeBytes },
      lastFailure: null,
      stale: false,
    });

    const target = await emptyTarget();
    const report = await restoreBackup(target.config, result.file);
    expect(report.tables).toBe(Object.keys(manifest.rowCounts).length);
    expect(describeRestore(report)[1]).toContain("the same counts as the manifest");

    const restored = await appOn(target.config);
    for (const m of members) {
      const client = createClient(restored.app, restored.deps);
      expect((await client.signIn(m.email)).status).toBe(200);
      const journey = await client.json("/api/journey");
      expect(journey.status).toBe(200);
      for (const answer of before.filter((a) => a.email === m.email)) {
        expect(journey.body.entries).toContainEqual(
          expect.objectContaining({ week: answer.week, field: "reflection", value: answer.value }),
        );
      }
    }
  });

  it("fails loudly into a missing or full folder, and keeps the backups before it", async () => {
    const dir = folder("pj-backups-full-");
    const good = await runBackup(depsWith({ dir }), { now: new Date("2030-07-01T01:30:00.000Z") });
    expect(good.status).toBe("ok");
    const kept = readdirSync(dir).sort();
    const logged: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => logged.push(line) });

    const missing = await runBackup(
      depsWith({ dir: path.join(dir, "not-mounted"), createDir: false }, logger),
      {
        now: new Date("2030-07-02T01:30:00.000Z"),
      },
    );
    expect(missing).toMatchObject({ status: "failed", errorKind: "missing_folder" });

    // The new backup's file goes to /dev/full: every write fails with "No space left on device".
    const fullAt = new Date("2030-07-03T01:30:00.000Z");
    symlinkSync("/dev/full", path.join(dir, `${backupFileName(t.deps.dialect, fullAt)}.partial`));
    const full = await runBackup(depsWith({ dir }, logger), { now: fullAt });
    expect(full).toMatchObject({ status: "failed", errorKind: "no_space" });

    expect(readdirSync(dir).sort()).toEqual(kept);
    expect(logged.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: 50,
        errorKind: "missing_folder",
        msg: expect.stringContaining("not-mounted"),
      }),
      expect.objectContaining({
        level: 50,
        errorKind: "no_space",
        msg: expect.stringMatching(/No space left/),
      }),
    ]);
    const status = await lastBackupStatus(t.db, new Date("2030-07-03T02:00:00.000Z"));
    expect(status).toMatchObject({ lastFailure: { kind: "no_space" }, stale: true });
  });

  it("refuses a damaged or foreign file, a database in use and one with data, and changes nothing", async () => {
    const dir = folder("pj-backups-bad-");
    const good = await runBackup(depsWith({ dir }), { now: new Date("2030-08-01T01:30:00.000Z") });
    if (good.status !== "ok") throw new Error(good.error);
    const target = await emptyTarget();

    const damaged = path.join(dir, "damaged", path.basename(good.file));
    mkdirSync(path.dirname(damaged));
    copyFileSync(good.file, damaged);
    copyFileSync(manifestPathOf(good.file), manifestPathOf(damaged));
    const bytes = readFileSync(damaged);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(damaged, bytes);
    await expect(restoreBackup(target.config, damaged)).rejects.toThrow(/is damaged: its checksum differs/);

    const foreign = path.join(dir, "notes.sqlite.gz");
    writeFileSync(foreign, "not a backup");
    await expect(restoreBackup(target.config, foreign)).rejects.toThrow(/has no manifest/);
    expect(await target.tables()).toBe(0);

    // The running test app's own database: in use (SQLite's -wal) or not empty (PostgreSQL).
    await expect(restoreBackup(t.deps.config, good.file)).rejects.toThrow(
      testDialectName === "sqlite" ? /is in use .* stop the app first/ : /already has \d+ tables/,
    );
  });

  it("runs daily from 03:00 once across instances, keeps the newest per day and week, runs the after-command", async () => {
    const dir = folder("pj-backups-daily-");
    const offsite = folder("pj-offsite-");
    const deps = depsWith({
      dir,
      keepDaily: 2,
      keepWeekly: 1,
      afterCommand: `cp "$1" "$BACKUP_MANIFEST" ${offsite}/`,
    });
    // 2030-09-02 is a Monday; 01:30 UTC is 03:30 in Berlin (summer time), 00:30 UTC is 02:30.
    const at = (day: number, hour: number) => new Date(Date.UTC(2030, 8, day, hour, 30));
    expect(await runDueJobs(deps, [backupJob], at(2, 0))).toEqual([]);
    const [first] = await runDueJobs(deps, [backupJob], at(2, 1));
    expect(first).toMatchObject({
      job: "backup",
      period: "2030-09-02",
      status: "done",
      summary: { backups: 1 },
    });
    const other = secondInstance(t);
    cleanups.push(other.close);
    expect(await runDueJobs({ ...other.deps, config: deps.config }, [backupJob], at(2, 5))).toEqual([]);
    for (const day of [3, 4, 5]) await runDueJobs(deps, [backupJob], at(day, 1));

    const names = (folderPath: string) =>
      readdirSync(folderPath)
        .filter((n) => !n.endsWith(".json"))
        .sort();
    expect(names(dir)).toEqual([4, 5].map((day) => backupFileName(t.deps.dialect, at(day, 1))));
    expect(names(offsite)).toHaveLength(4);
    expect(readdirSync(offsite).filter((n) => n.endsWith(".manifest.json"))).toHaveLength(4);

    const failing = depsWith({ dir, afterCommand: "echo 'remote unreachable' >&2; exit 3" });
    const [sixth] = await runDueJobs(failing, [backupJob], at(6, 1));
    expect(sixth).toMatchObject({ status: "done", summary: { backups: 1, afterCommandFailed: 1 } });
    expect(names(dir)).toContain(backupFileName(t.deps.dialect, at(6, 1)));
    expect((await lastBackupStatus(t.db, at(6, 2))).lastSuccess).toMatchObject({ afterCommandFailed: true });
  });

  it("npm run backup and npm run restore, as an operator runs them", async () => {
    const dir = folder("pj-backups-cli-");
    const target = await emptyTarget();
    const env = (config: AppConfig) => ({
      PATH: process.env.PATH ?? "",
      DATA_DIR: config.dataDir,
      DATABASE_URL: config.database.kind === "sqlite" ? config.database.file : config.database.url,
      BACKUP_DIR: dir,
      LOG_LEVEL: "silent",
    });
    const cli = (script: string, config: AppConfig, ...args: string[]) =>
      run(process.execPath, ["--import", "tsx", `src/server/cli/${script}.ts`, ...args], {
        cwd: root,
        env: env(config),
      });
    const backup = await cli("backup", t.deps.config);
    expect(backup.stdout).toMatch(/^Backup written: .*purpose-journey-.*(sqlite\.gz|pgdump) \(\d+ bytes/);
    const [file] = readdirSync(dir).filter((n) => !n.endsWith(".json"));
    const restore = await cli("restore", target.config, path.join(dir, file!));
    expect(restore.stdout).toContain(`Restored ${file}`);
    expect(await target.tables()).toBeGreaterThan(0);
  });
});
