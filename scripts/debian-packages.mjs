// Makes sure the Debian packages the tests drive are there: Chromium for Playwright, faketime for the
// calendar spec's server (tests/e2e/calendar.spec.ts). Installs them when running as root, otherwise
// names the command to run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const FAKETIME_PATH = "/usr/bin/faketime";

function ensurePackage(pkg, binary) {
  if (existsSync(binary)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${pkg} is missing at ${binary}. Install Debian's package, then run the tests again:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${pkg}`,
    );
    return false;
  }
  console.info(`${pkg} is missing: installing Debian's ${pkg} package (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install =
    update.status === 0 && spawnSync("apt-get", ["install", "-y", "-qq", pkg], { stdio: "inherit", env });
  if (install?.status !== 0 || !existsSync(binary)) {
    console.error(`Installing ${pkg} failed. Run: apt-get update && apt-get install -y ${pkg}`);
    return false;
  }
  return true;
}

const ensureChromium = () => ensurePackage("chromium", CHROMIUM_PATH);
const ensureFaketime = () => ensurePackage("faketime", FAKETIME_PATH);

/** Everything the end-to-end tests need from Debian. */
export const ensureE2eTools = () => ensureChromium() && ensureFaketime();
