// `npm run test:at -- <instant>`: `npm test` with every process's clock moved to
// <instant> and running on from there (issue 46, decision 235), e.g. `npm run test:at --
// 2026-12-31T22:59:00Z`. libfaketime (Debian's faketime) is preloaded with one offset from the real
// clock, not a start time: each process (the runner, the server, Chromium, a test started minutes later)
// then reads the same faked instant, so a code the test computes matches the server's. PostgreSQL is
// a server of its own and keeps the real clock; nothing of ours asks it for the time.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureE2eTools } from "./debian-packages.mjs";

const [instant] = process.argv.slice(2);
const target = Date.parse(instant ?? "");
if (!instant || Number.isNaN(target) || !/(Z|[+-]\d\d:\d\d)$/.test(instant)) {
  console.error("Usage: npm run test:at -- <instant with zone, e.g. 2026-12-31T22:59:00Z>");
  process.exit(2);
}
if (!ensureE2eTools()) process.exit(1);

const library = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib"]
  .map((dir) => `${dir}/faketime/libfaketime.so.1`)
  .find((file) => existsSync(file));
if (!library) {
  console.error("libfaketime is missing: apt-get install -y faketime");
  process.exit(1);
}

const offset = Math.round((target - Date.now()) / 1000);
console.info(`npm test at ${new Date(target).toISOString()} (clock moved by ${offset} s)`);
const result = spawnSync("npm", ["test"], {
  stdio: "inherit",
  env: {
    ...process.env,
    TEST_AT: new Date(target).toISOString(),
    LD_PRELOAD: library,
    // The steady clock moves with it: Chromium with only its wall clock moved is minutes per page.
    FAKETIME: `${offset >= 0 ? "+" : ""}${offset}s`,
  },
});
process.exit(result.status ?? 1);
