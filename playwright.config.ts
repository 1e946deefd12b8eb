import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices, type ReporterDescription } from "@playwright/test";
import { defaultTestBuildDir } from "./scripts/build-once.mjs";

// The config is read by the runner and by every worker; the first read picks the port and data dir.
// scripts/test-e2e.mjs hands in ports the OS reported free; a direct `playwright test` falls back to a
// random port in a range no local service (PostgreSQL, Redis, NATS, RabbitMQ …) uses.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 5000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "pj-e2e-"));
// The build of the current sources (scripts/build-once.mjs); the web server builds it if it is missing.
process.env.E2E_BUILD_DIR ??= defaultTestBuildDir();
// A real SMTP sink for the run (tests/e2e/support/smtp-sink-setup.ts); the server mails to it.
process.env.E2E_SMTP_PORT ??= String(25000 + Math.floor(Math.random() * 5000));
process.env.E2E_SMTP_URL ??= `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`;
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/** `npm test` reads every test's time from this report (scripts/test-timings.mjs). */
const timingsReport: ReporterDescription[] = process.env.E2E_TIMINGS_FILE
  ? [["json", { outputFile: process.env.E2E_TIMINGS_FILE }]]
  : [];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/smtp-sink-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ...(process.env.CI ? [] : ([["html", { open: "never" }]] as ReporterDescription[])),
    ...timingsReport,
  ],
  use: {
    baseURL,
    locale: "de-DE",
    trace: "retain-on-failure",
    // The service worker precaches the whole build (~1.5 MB) in every new browser context; only the
    // offline tests need it (tests/e2e/offline.spec.ts allows it there).
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    },
  },
  projects: [
    // Signed-in states for the tests that only read (tests/e2e/support/states.ts).
    { name: "setup", testMatch: /auth\.setup\.ts$/ },
    // The offline app's tests, the only ones with a service worker. Listed before the others, so their
    // file (two tests one after the other: the update prompt rewrites the build's service worker for a
    // moment) starts first on one worker while the other takes the rest, instead of running last beside
    // an idle worker. Other contexts block service workers and never load that file. Its old order
    // ("after the others") came from an offline reload that failed beside other tests: the spec went
    // offline before the worker had installed, fixed by waiting on the activated worker (decision 215).
    {
      name: "offline",
      testMatch: /offline\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
      // Not on the states it makes; a dependency only puts it in the same phase as the chromium project.
      dependencies: ["setup"],
    },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      dependencies: ["setup"],
      testIgnore: /offline\.spec\.ts$/,
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Inside the project, so the bundled server resolves its packages from ./node_modules.
      BUILD_DIR: process.env.E2E_BUILD_DIR,
      // tests/e2e/support/users.ts E2E_ADMINS, signed in once by the setup project.
      ADMIN_EMAILS: "admin@e2e.test",
      LOG_LEVEL: "warn",
      // Every test browser comes from 127.0.0.1; the per-e-mail limits still apply.
      IP_RATE_LIMIT: "false",
      // Reminder mails on a timer would land in the SMTP sink at random; the jobs have their own tests.
      JOBS_ENABLED: "false",
      SMTP_URL: process.env.E2E_SMTP_URL ?? "",
    },
  },
});
