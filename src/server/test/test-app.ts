import { createApp } from "@/server/app";
import { bootstrap } from "@/server/bootstrap";
import { type AppConfig, loadConfig } from "@/server/config";
import type { AppDeps } from "@/server/http/context";
import { createLogger } from "@/server/logger";
import { createMemoryMailer, type MailMessage } from "@/server/mail/mailer";
import { createTestDatabase } from "@/server/test/test-database";

export { testDialect as testDialectName } from "@/server/test/test-database";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A whole app on its own fresh database, driven through app.request (no port). Mail is captured in
 * memory; `env` overrides configuration variables.
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: "test",
      DATA_DIR: database.dataDir,
      AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
      APP_URL: "http://localhost:3000",
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
      ...env,
    }),
    database: database.target,
  };
  const mailer = createMemoryMailer();
  const { deps, database: handle } = await bootstrap(config, createLogger(config.logLevel), { mailer });
  const app = createApp(deps);
  return {
    app,
    deps,
    db: deps.db,
    mail: mailer.sent as MailMessage[],
    /** A cookie jar per client, so one test can act as several users. */
    client: () => createClient(app, deps),
    /** A newly registered, signed-in member and their user id. */
    member: async (prefix = "member") => {
      const c = createClient(app, deps);
      const { body } = await c.signUp({ email: uniqueEmail(prefix) });
      return { c, userId: body.user.id as string };
    },
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

type RequestOptions = { method?: string; body?: unknown; headers?: Record<string, string> };

/** A cookie jar against any app, e.g. one built on a restored database. */
export function createClient(app: ReturnType<typeof createApp>, deps: Pick<AppDeps, "config">) {
  const cookies = new Map<string, string>();
  const request = async (path: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { origin: deps.config.appUrl, ...options.headers };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    }
    const res = await app.request(path, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (/max-age=0/i.test(line) || value === "") cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  };
  return {
    request,
    cookies,
    async json<T = any>(path: string, options: RequestOptions = {}): Promise<{ status: number; body: T }> {
      const res = await request(path, options);
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    },
    async signUp(input: { email: string; password?: string; name?: string; language?: string }) {
      return this.json("/api/auth/sign-up/email", {
        body: {
          name: input.name ?? "Test User",
          password: input.password ?? "secret123",
          ageConfirmed: true,
          ...input,
        },
      });
    },
    async signIn(email: string, password = "secret123") {
      return this.json("/api/auth/sign-in/email", { body: { email, password } });
    },
  };
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.org`;
}
