import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "on", "off", "yes", "no"], {
    error: "must be one of true, false, 1, 0, on, off, yes, no",
  })
  .transform((value) => ["true", "1", "on", "yes"].includes(value));

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date in the form YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "must be a real calendar date");

const timeZone = z.string().refine((value) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone such as Europe/Berlin");

const databaseUrl = z
  .string()
  .min(1)
  .refine(
    (value) => /^postgres(ql)?:\/\/.+/.test(value) || /^(file:|sqlite:)?[^:]+$/.test(value),
    "must be postgres://user@host:port/db or a SQLite file path (file:./data/app.db)",
  );

const keepCount = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(0, "must be between 0 and 1000")
  .max(1000, "must be between 0 and 1000");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: z.string().min(1).optional(),
  APP_URL: z.url({ error: "must be an absolute URL such as https://purpose.example.org" }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: databaseUrl.optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters long").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Purpose Journey <no-reply@purpose-journey.local>"),
  OPERATOR_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  OPERATOR_NAME: z.string().min(1).optional(),
  OPERATOR_ADDRESS: z.string().min(1).optional(),
  TEST_PHASE_END: isoDate.default("2027-06-30"),
  TIME_ZONE: timeZone.default("Europe/Berlin"),
  EMAIL_VERIFICATION: booleanFlag.default(false),
  CORE_WEEK_LOCK: booleanFlag.default(false),
  ADMIN_EMAILS: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_STARTER_CONTENT: booleanFlag.default(true),
  IP_RATE_LIMIT: booleanFlag.default(true),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|1|0|on|off|yes|no|[1-9]\d?)$/,
      "must be true, false or the number of proxies in front (1-99)",
    )
    .default("false")
    .transform(trustedProxyHops),
  JOBS_ENABLED: booleanFlag.default(true),
  GRADUATE_BADGE: z.enum(["auto", "manual"], { error: "must be auto or manual" }).default("auto"),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_AFTER_COMMAND: z.string().min(1).optional(),
  BACKUP_KEEP_DAILY: keepCount.default(7),
  BACKUP_KEEP_WEEKLY: keepCount.default(4),
  METRICS_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters long")
    .regex(/^[A-Za-z0-9._~+/-]+=*$/, "may hold only letters, digits and - . _ ~ + /")
    .optional(),
  METRICS_PORT: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .optional(),
});

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  host: string | undefined;
  appUrl: string;
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  operator: { name: string | undefined; address: string | undefined; email: string | undefined };
  testPhaseEnd: string;
  timeZone: string;
  emailVerification: boolean;
  coreWeekLock: boolean;
  adminEmails: string[];
  logLevel: string;
  seedStarterContent: boolean;
  /** better-auth's per-IP limits on top of our per-e-mail limits; off for end-to-end tests from one IP. */
  ipRateLimit: boolean;
  /**
   * How many proxies in front of the app append to X-Forwarded-For (0: none, read the socket). The
   * client is the address the outermost trusted proxy appended: the Nth hop from the right.
   */
  trustProxy: number;
  secureCookies: boolean;
  /** Run the scheduled jobs (reminder mails, retention) in this process; off for tests. */
  jobsEnabled: boolean;
  /** auto: completing all five weeks grants the graduate badge; manual: only admins grant it (decision 190). */
  graduateBadge: "auto" | "manual";
  backup: {
    /** Where backups and their manifests go: BACKUP_DIR, else `<DATA_DIR>/backups`. */
    dir: string;
    /**
     * A BACKUP_DIR the operator named must exist (an unmounted backup disk must fail, not fill the
     * system disk); only the default folder is created.
     */
    createDir: boolean;
    /** Run through the shell after each successful backup, the file in $1 and $BACKUP_FILE. */
    afterCommand: string | undefined;
    /** Retention: the newest backup of each of the last N days and of each of the last M weeks. */
    keepDaily: number;
    keepWeekly: number;
  };
  /**
   * `/metrics` (Prometheus): on the app's port for `Authorization: Bearer <token>` when a token is set;
   * on its own listener on 127.0.0.1 when a port is set; not at all when neither is.
   */
  metrics: { token: string | undefined; port: number | undefined };
};

export class ConfigError extends Error {}

const SECRET_VARIABLES = new Set(["AUTH_SECRET", "METRICS_TOKEN", "SMTP_URL", "DATABASE_URL"]);

/** TRUST_PROXY: a yes/no flag (yes = one proxy) or the number of proxies in front of the app. */
function trustedProxyHops(value: string): number {
  if (["true", "on", "yes"].includes(value)) return 1;
  if (["false", "0", "off", "no"].includes(value)) return 0;
  return Number(value);
}

/** Turns the environment into a validated config; throws ConfigError with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = Object.fromEntries(
    Object.entries(env).filter(
      ([key, value]) => key in envSchema.shape && value !== undefined && value !== "",
    ),
  );
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    // A secret, or a URL that may hold a password, is never repeated into the log.
    const got =
      raw[name] === undefined || SECRET_VARIABLES.has(name)
        ? ""
        : ` (got "${String(raw[name]).slice(0, 60)}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${got}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    dataDir,
    database: parseDatabaseUrl(e.DATABASE_URL, dataDir),
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    operator: { name: e.OPERATOR_NAME, address: e.OPERATOR_ADDRESS, email: e.OPERATOR_EMAIL },
    testPhaseEnd: e.TEST_PHASE_END,
    timeZone: e.TIME_ZONE,
    emailVerification: e.EMAIL_VERIFICATION,
    coreWeekLock: e.CORE_WEEK_LOCK,
    adminEmails: (e.ADMIN_EMAILS ?? "")
      .split(",")
      .map((value) => value.trim().toLowerCase())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    seedStarterContent: e.SEED_STARTER_CONTENT,
    ipRateLimit: e.IP_RATE_LIMIT && e.NODE_ENV !== "test",
    trustProxy: e.TRUST_PROXY,
    secureCookies: appUrl.startsWith("https://"),
    jobsEnabled: e.JOBS_ENABLED,
    graduateBadge: e.GRADUATE_BADGE,
    backup: {
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, "backups"),
      createDir: !e.BACKUP_DIR,
      afterCommand: e.BACKUP_AFTER_COMMAND,
      keepDaily: e.BACKUP_KEEP_DAILY,
      keepWeekly: e.BACKUP_KEEP_WEEKLY,
    },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
  };
}

function parseDatabaseUrl(value: string | undefined, dataDir: string): AppConfig["database"] {
  if (value && /^postgres(ql)?:\/\//.test(value)) return { kind: "postgres", url: value };
  const file = value
    ? value.replace(/^(file:|sqlite:)(\/\/)?/, "")
    : path.join(dataDir, "purpose-journey.db");
  return { kind: "sqlite", file: path.resolve(file) };
}

/** The first start needs no setup: a random secret is generated once and kept beside the data. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The configuration of a process that starts the server: a bad variable ends it with one line. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
