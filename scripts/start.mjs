// `npm start`: builds the client and server when the sources are newer than the build, then runs the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
// BUILD_DIR lets parallel end-to-end runs build into their own folders instead of sharing dist/.
const buildDir = path.resolve(process.env.BUILD_DIR ?? "dist");
const clientDir = path.join(buildDir, "client");
const serverDir = path.join(buildDir, "server");

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const sources = ["src", "index.html", "public", "vite.config.ts", "package-lock.json", "tsconfig.json"];
const sourceTime = Math.max(...sources.map(newestMtime));
const stamp = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (stamp(path.join(clientDir, "index.html")) < sourceTime || process.env.FORCE_BUILD) {
  console.info("Building the client (first start or changed sources)...");
  run(process.execPath, [
    "node_modules/vite/bin/vite.js",
    "build",
    "--logLevel",
    "warn",
    "--outDir",
    clientDir,
  ]);
}
if (stamp(path.join(serverDir, "main.js")) < sourceTime || process.env.FORCE_BUILD) {
  console.info("Building the server...");
  run(process.execPath, ["scripts/build-server.mjs", serverDir]);
}

process.env.NODE_ENV ??= "production";
process.env.CLIENT_DIR ??= clientDir;
await import(path.join(serverDir, "main.js"));
