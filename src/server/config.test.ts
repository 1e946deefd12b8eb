import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "@/server/config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "pj-config-"));

describe("configuration", () => {
  it("needs nothing on the first start: SQLite under ./data and a generated, kept secret", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.port).toBe(3000);
    expect(first.appUrl).toBe("http://localhost:3000");
    expect(first.database).toEqual({ kind: "sqlite", file: path.join(dir, "purpose-journey.db") });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
  });

  it("chooses PostgreSQL from a postgres:// DATABASE_URL", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: "postgres://app@db:5432/journey" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://app@db:5432/journey" });
  });

  it("keeps backups under DATA_DIR by default, or in BACKUP_DIR with its retention and after-command", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).backup).toEqual({
      dir: path.join(dir, "backups"),
      createDir: true,
      afterCommand: undefined,
      keepDaily: 7,
      keepWeekly: 4,
    });
    const set = loadConfig({
      DATA_DIR: dir,
      BACKUP_DIR: "/mnt/backup/pj",
      BACKUP_AFTER_COMMAND: 'rclone copy "$BACKUP_FILE" remote:pj/',
      BACKUP_KEEP_DAILY: "14",
      BACKUP_KEEP_WEEKLY: "0",
    }).backup;
    expect(set).toEqual({
      dir: "/mnt/backup/pj",
      createDir: false,
      afterCommand: 'rclone copy "$BACKUP_FILE" remote:pj/',
      keepDaily: 14,
      keepWeekly: 0,
    });
  });

  it.each([
    ["BACKUP_KEEP_DAILY", "seven", /^Invalid configuration: BACKUP_KEEP_DAILY must be a whole number/],
    ["BACKUP_KEEP_WEEKLY", "-1", /^Invalid configuration: BACKUP_KEEP_WEEKLY must be between 0 and 1000/],
    ["PORT", "abc", /^Invalid configuration: PORT must be a whole number \(got "abc"\)$/],
    ["PORT", "70000", /^Invalid configuration: PORT must be between 1 and 65535/],
    ["APP_URL", "localhost", /^Invalid configuration: APP_URL must be an absolute URL/],
    [
      "SMTP_URL",
      "mail.example.org",
      /^Invalid configuration: SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    ],
    ["TEST_PHASE_END", "2027-13-45", /^Invalid configuration: TEST_PHASE_END /],
    ["TIME_ZONE", "Mars/Olympus", /^Invalid configuration: TIME_ZONE must be an IANA time zone/],
    ["AUTH_SECRET", "short", /^Invalid configuration: AUTH_SECRET must be at least 32 characters/],
    ["DATABASE_URL", "mysql://x", /^Invalid configuration: DATABASE_URL must be postgres:/],
    ["EMAIL_VERIFICATION", "maybe", /^Invalid configuration: EMAIL_VERIFICATION must be one of/],
    ["METRICS_TOKEN", "short", /^Invalid configuration: METRICS_TOKEN must be at least 16 characters long$/],
    ["METRICS_PORT", "99999", /^Invalid configuration: METRICS_PORT must be between 1 and 65535/],
  ])("stops with one line naming %s when it is %s", (name, value, message) => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (err) {
      expect((err as Error).message).not.toContain("\n");
    }
  });

  it.each([
    ["AUTH_SECRET", "too-short-secret"],
    ["METRICS_TOKEN", "secret-but-bad!"],
    ["SMTP_URL", "mail://user:hunter2@example.org"],
    ["DATABASE_URL", "mysql://user:hunter2@db"],
  ])("does not repeat the value of %s into the message", (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: dataDir(), [name]: value });
    } catch (err) {
      expect((err as Error).message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
      expect((err as Error).message).not.toContain(value.slice(0, 10));
      expect((err as Error).message).not.toContain("hunter2");
    }
  });
});
