import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { lastBackupStatus } from "@/server/backup/backup-runs";
import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { backupLastFailed, backupLastSize, backupLastSuccess, registry } from "@/server/metrics/registry";

/** The text a scrape reads. */
export async function metricsText(db: Db): Promise<string> {
  const backup = await lastBackupStatus(db, currentTime());
  backupLastSuccess.set(backup.lastSuccess ? Date.parse(backup.lastSuccess.at) / 1000 : 0);
  backupLastSize.set(backup.lastSuccess?.sizeBytes ?? 0);
  backupLastFailed.set(backup.lastFailure ? 1 : 0);
  return registry.metrics();
}

/**
 * `GET /metrics`: with METRICS_TOKEN, only for `Authorization: Bearer <token>` (401 otherwise, and
 * nothing in the answer); on the METRICS_PORT listener (loopback only) without a token.
 */
export function metricsRoutes(db: Db, token: string | undefined) {
  const app = new Hono();
  // Hashed first so the comparison takes the same time whatever was sent; any other header, a
  // malformed one included, is the same 401 (hono/bearer-auth would answer those 400).
  const expected = token ? digest(`Bearer ${token}`) : null;
  if (expected) {
    app.use("/metrics", async (c, next) => {
      if (timingSafeEqual(digest(c.req.header("Authorization") ?? ""), expected)) return next();
      return c.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    });
  }
  app.get("/metrics", async (c) => {
    const text = await metricsText(db);
    return c.body(text, 200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
  });
  return app;
}

const digest = (value: string) => createHash("sha256").update(value).digest();
