import type { Auth } from "@/server/auth/auth";
import type { AppConfig } from "@/server/config";
import type { Db } from "@/server/db/database";
import type { DialectName } from "@/server/db/dialect";
import type { Logger } from "@/server/logger";
import type { Mailer } from "@/server/mail/mailer";
import type { Profile } from "@/shared/session";

/** Everything the app is built from; passed in so tests can build an app on their own database. */
export type AppDeps = {
  config: AppConfig;
  db: Db;
  dialect: DialectName;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
};

export type Viewer = {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  sessionId: string;
  profile: Profile | null;
  isAdmin: boolean;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    viewer: Viewer | null;
  };
};
