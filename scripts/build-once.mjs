// The production build (client and server), keyed by a hash of everything that goes into it, so a
// build whose inputs have not changed is reused instead of made again: by `npm start` in dist/, and
// by the tests in .build/<hash>/, where parallel runs on the same sources share one build.
//
//   node scripts/build-once.mjs [dir]   builds into dir (default: .build/<hash>) unless it is up to date,
//                                       and prints the folder
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const HASH_FILE = ".inputs-hash";

/**
 * What the build reads. Tests (`*.test.ts(x)`, src/client/test/) are left out: neither Vite nor esbuild
 * reaches them from an entry, and a changed test should not cost a new build.
 */
const INPUTS = [
  "src",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package-lock.json",
  "scripts/build-once.mjs",
  "scripts/build-server.mjs",
  "scripts/server-build-options.mjs",
  "scripts/build-after-pages.mjs",
  "scripts/precompress.mjs",
];
const isTest = (rel) => /\.test\.tsx?$/.test(rel) || rel.startsWith("src/client/test/");

function listFiles(rel, out) {
  const abs = path.join(root, rel);
  if (!existsSync(abs)) return;
  if (statSync(abs).isDirectory()) {
    for (const entry of readdirSync(abs).sort()) listFiles(path.posix.join(rel, entry), out);
  } else if (!isTest(rel)) out.push(rel);
}

/** sha256 over the path and content of every input file; the first 16 hex digits name the build. */
export function inputsHash() {
  const files = [];
  for (const input of INPUTS) listFiles(input, files);
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  // The Node major picks the esbuild target's behaviour and better-sqlite3's addon.
  hash.update(process.versions.node.split(".")[0]);
  return hash.digest("hex").slice(0, 16);
}

export const defaultTestBuildDir = (hash = inputsHash()) => path.join(root, ".build", hash);

export function isUpToDate(dir, hash = inputsHash()) {
  const file = path.join(dir, HASH_FILE);
  return (
    existsSync(file) &&
    readFileSync(file, "utf8").trim() === hash &&
    existsSync(path.join(dir, "client", "app-shell.html")) &&
    existsSync(path.join(dir, "server", "pages.js")) &&
    existsSync(path.join(dir, "server", "main.js"))
  );
}

function run(args, env = {}) {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`build step failed: node ${args.join(" ")}`);
}

/** Keeps the newest few test builds in .build/ (by their hash files), removing older ones. */
function pruneTestBuilds(keep) {
  const dir = path.join(root, ".build");
  if (!existsSync(dir)) return;
  const builds = readdirSync(dir)
    .filter((name) => /^[0-9a-f]{16}$/.test(name) && existsSync(path.join(dir, name, HASH_FILE)))
    .map((name) => ({ name, time: statSync(path.join(dir, name, HASH_FILE)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of builds.slice(keep)) rmSync(path.join(dir, old.name), { recursive: true, force: true });
}

/**
 * Makes sure `dir` holds the build of the current sources and returns it. A new build goes into a
 * temporary sibling folder first and is renamed into place when complete, so a reader never sees half
 * a build and two runs building at once both end with a whole one.
 */
export function ensureBuild(dir = defaultTestBuildDir(), { force = false, log = console.info } = {}) {
  const hash = inputsHash();
  if (!force && isUpToDate(dir, hash)) return { dir, built: false };
  const started = Date.now();
  log(`Building the client and server (${path.relative(root, dir) || dir}, inputs ${hash})...`);
  const temp = `${dir}.tmp-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  try {
    // The pages (React Router: client/ and server/pages.js), the server bundle beside them, the rest.
    run(["node_modules/@react-router/dev/bin.js", "build", "--logLevel", "warn"], { BUILD_DIR: temp });
    run(["scripts/build-server.mjs", path.join(temp, "server")]);
    run(["scripts/build-after-pages.mjs", temp]);
    writeFileSync(path.join(temp, HASH_FILE), `${hash}\n`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(temp, dir);
  } catch (err) {
    rmSync(temp, { recursive: true, force: true });
    throw err;
  }
  log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  if (path.dirname(dir) === path.join(root, ".build")) pruneTestBuilds(3);
  return { dir, built: true };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : defaultTestBuildDir();
  try {
    ensureBuild(dir, { force: Boolean(process.env.FORCE_BUILD), log: (m) => console.error(m) });
    console.info(dir);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
