import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The packaging in deploy/ cannot be run on our machines (no image registry, no systemd as PID 1), so
 * these checks hold it to the tested production start (tests/build/production-start.test.ts): the same
 * command, production mode, an unprivileged user, only the data folder writable, the readiness check.
 */
const dir = import.meta.dirname;
const read = (file) => readFileSync(path.join(dir, file), "utf8");
const START = "node dist/server/main.js";

describe("deploy/", () => {
  it("the Dockerfile runs the production start as `node`, with /data the only volume and a readiness check", () => {
    const file = read("Dockerfile");
    expect(file).toMatch(/^FROM node:24-bookworm-slim AS build$/m);
    expect(file).toContain("npm prune --omit=dev");
    expect(file).toMatch(/^ENV NODE_ENV=production DATA_DIR=\/data/m);
    expect(file).toMatch(/^USER node$/m);
    expect(file).toMatch(/^VOLUME \/data$/m);
    expect(file).toContain('ENTRYPOINT ["/usr/bin/tini", "--"]');
    expect(file).toContain(
      `CMD [${START.split(" ")
        .map((part) => `"${part}"`)
        .join(", ")}]`,
    );
    expect(file).toContain("/api/health/ready");
  });

  it("the compose file runs two read-only instances on PostgreSQL behind Caddy, trusting one proxy", () => {
    const file = read("compose.yaml");
    for (const service of ["db:", "app1: &app", "app2:", "caddy:"]) expect(file).toContain(`  ${service}`);
    expect(file).toContain("read_only: true");
    expect(file).toContain('TRUST_PROXY: "1"');
    expect(file).toContain("condition: service_healthy");
    expect(file).toMatch(/internal:\n\s+internal: true/);
    expect(read("Caddyfile")).toContain("health_uri /api/health/ready");
  });

  it("the systemd unit runs the same start, and systemd accepts it", () => {
    const unit = read("purpose-journey.service");
    expect(unit).toContain(`ExecStart=/usr/bin/${START}`);
    expect(unit).toContain("Environment=NODE_ENV=production");
    expect(unit).toMatch(/^User=purpose-journey$/m);
    expect(unit).toContain("ProtectSystem=strict");
    expect(unit).toContain("ReadWritePaths=/var/lib/purpose-journey");
    if (!existsSync("/usr/bin/systemd-analyze") || !existsSync("/usr/bin/node")) return;
    const result = spawnSync(
      "/usr/bin/systemd-analyze",
      ["verify", path.join(dir, "purpose-journey.service")],
      {
        encoding: "utf8",
      },
    );
    expect(result.stderr + result.stdout).toBe("");
    expect(result.status).toBe(0);
  });
});
