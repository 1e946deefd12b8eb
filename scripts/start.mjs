// `npm start`: builds the client and server unless a build of the current sources is there, then runs
// the server. The build is keyed by a hash of its inputs (scripts/build-once.mjs), not by file times.
import path from "node:path";
import { ensureBuild } from "./build-once.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
// BUILD_DIR: the tests hand in their own build folder (.build/<hash>), shared by parallel runs.
const buildDir = path.resolve(process.env.BUILD_DIR ?? "dist");
try {
  ensureBuild(buildDir, { force: Boolean(process.env.FORCE_BUILD) });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

process.env.NODE_ENV ??= "production";
process.env.CLIENT_DIR ??= path.join(buildDir, "client");
await import(path.join(buildDir, "server", "main.js"));
