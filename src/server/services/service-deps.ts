import type { AppConfig } from "@/server/config";
import type { Db } from "@/server/db/database";
import type { DialectName } from "@/server/db/dialect";
import type { Logger } from "@/server/logger";
import type { Mailer } from "@/server/mail/mailer";

/** What services are built from: plain values, nothing of HTTP. The app adds auth on top (AppDeps). */
export type ServiceDeps = {
  config: AppConfig;
  db: Db;
  dialect: DialectName;
  mailer: Mailer;
  logger: Logger;
};
