import path from "node:path";
import { createAuth } from "@/server/auth/auth";
import type { AppConfig } from "@/server/config";
import { createDatabase, type DatabaseHandle } from "@/server/db/database";
import { migrateToLatest } from "@/server/db/migrate";
import type { AppDeps } from "@/server/http/context";
import type { Logger } from "@/server/logger";
import { createMailer, type Mailer } from "@/server/mail/mailer";
import { measuredMailer } from "@/server/metrics/registry";
import { seedStarterContent } from "@/server/services/content/starter-content";
import { countingMailer } from "@/server/services/usage/usage-counters";

/** Opens the database, migrates it, seeds starter content once and wires the app's dependencies. */
export async function bootstrap(
  config: AppConfig,
  logger: Logger,
  overrides: { mailer?: Mailer } = {},
): Promise<{ deps: AppDeps; database: DatabaseHandle }> {
  const database = createDatabase(config.database, (err) =>
    logger.warn({ err }, "database connection error"),
  );
  const result = await migrateToLatest(database.db);
  for (const migration of result.results ?? []) {
    logger.info({ migration: migration.migrationName, status: migration.status }, "migration");
  }
  if (config.seedStarterContent) await seedStarterContent(database.db, { timeZone: config.timeZone, logger });
  // Every mail the app sends is counted for the admin's usage figures (the count only).
  const mailer = countingMailer(
    measuredMailer(
      overrides.mailer ??
        createMailer({
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          outboxDir: path.join(config.dataDir, "outbox"),
          logger,
        }),
    ),
    database.db,
    logger,
  );
  const base = { config, db: database.db, dialect: database.dialect, mailer, logger };
  return { deps: { ...base, auth: createAuth(base) }, database };
}
