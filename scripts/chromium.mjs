// Makes sure Debian's Chromium is there for Playwright; installs it when running as root.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package, then run the tests again:\n` +
        "  sudo apt-get update && sudo apt-get install -y chromium",
    );
    return false;
  }
  console.info("Chromium is missing: installing Debian's chromium package (apt-get)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install =
    update.status === 0 &&
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  if (install?.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    console.error("Installing Chromium failed. Run: apt-get update && apt-get install -y chromium");
    return false;
  }
  return true;
}
