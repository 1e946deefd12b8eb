#!/usr/bin/env node
// Our npm registry mirrors only some platform builds of packages such as Biome and Tailwind's
// oxide. `npm install` silently leaves the missing ones out of package-lock.json, and `npm ci`
// then refuses the lock file ("Missing: @biomejs/cli-win32-x64@ from lock file").
// This script adds an entry for every such optional platform package, with the os/cpu/libc
// read from its name, so npm skips it as built for another platform instead of fetching it.
// Run it after every `npm install` that changes the lock file: `npm run lockfile:fix`.
// `--check` only reports (the unit suite runs it so a broken lock file never reaches CI).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const lockPath = fileURLToPath(new URL("../package-lock.json", import.meta.url));
const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "win32",
  "openbsd",
  "netbsd",
  "sunos",
  "aix",
  "openharmony",
];
const CPU = ["arm64", "x64", "arm", "ia32", "wasm32", "ppc64", "s390x", "riscv64", "loong64"];

export function platformOf(name) {
  const tokens = name.split("/").pop().split("-");
  const os = tokens.find((token) => OS.includes(token));
  const cpu = tokens.find((token) => CPU.includes(token));
  if (!cpu) return undefined;
  const platform = { cpu: [cpu] };
  if (os) platform.os = [os];
  if (tokens.includes("musl")) platform.libc = ["musl"];
  else if (os === "linux") platform.libc = ["glibc"];
  return platform;
}

// Where npm would look for `name` when required from the package at `fromPath`.
function resolves(packages, fromPath, name) {
  let base = fromPath;
  while (true) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

export function missingPlatformPackages(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolves(packages, path, name)) continue;
      missing.push({ parentPath: path, name, version, dev: entry.dev === true });
    }
  }
  return missing;
}

// A dependency on a dist-tag ("latest") is checked by `npm ci` against the registry's tag of the
// day, so the lock file goes stale the day the package publishes (third-party-web did, under
// lighthouse). Every such edge must be pinned by an override in package.json.
export function unpinnedTagDependencies(lock, overrides) {
  const unpinned = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (!path) continue;
    const parentName = path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
    const deps = { ...entry.dependencies, ...entry.optionalDependencies };
    for (const [name, spec] of Object.entries(deps)) {
      if (!/^[a-z][a-z0-9-]*$/i.test(spec)) continue;
      const pinned = overrides?.[parentName]?.[name] ?? overrides?.[name];
      if (typeof pinned !== "string") unpinned.push(`${parentName} -> ${name}@${spec}`);
    }
  }
  return unpinned;
}

function main() {
  const check = process.argv.includes("--check");
  const lock = JSON.parse(readFileSync(lockPath, "utf8"));
  const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  const unpinned = unpinnedTagDependencies(lock, manifest.overrides);
  if (unpinned.length > 0) {
    console.error(
      `package-lock.json has dependencies on a dist-tag, which \`npm ci\` refuses once the tag moves:\n  ${unpinned.join("\n  ")}` +
        '\nPin each in package.json "overrides" (parent name -> dependency -> exact version), then `npm install`.',
    );
    process.exit(1);
  }
  const missing = missingPlatformPackages(lock);
  if (missing.length === 0) {
    console.info("package-lock.json: every optional platform package has an entry.");
    return;
  }
  if (check) {
    console.error(
      `package-lock.json lacks ${missing.length} optional platform package(s), so \`npm ci\` will fail:\n` +
        missing.map((item) => `  ${item.name}@${item.version}`).join("\n") +
        "\nRun `npm run lockfile:fix`.",
    );
    process.exit(1);
  }
  for (const item of missing) {
    const platform = platformOf(item.name);
    if (!platform) {
      console.error(`Cannot tell the platform of ${item.name}; add its lock entry by hand.`);
      process.exit(1);
    }
    const key = item.parentPath
      ? `${item.parentPath}/node_modules/${item.name}`
      : `node_modules/${item.name}`;
    lock.packages[key] = {
      version: item.version,
      ...(item.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.info(`package-lock.json: added ${missing.length} platform package entries.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
