import { createDatabase } from "@/server/db/database";
import type { JobDeps } from "@/server/jobs/job-types";
import { createMemoryMailer, type MailMessage } from "@/server/mail/mailer";
import type { TestApp } from "@/server/test/test-app";

/**
 * A second "app instance" for tests: its own connection (pool) to the same database and its own
 * mailbox, like a second process behind the load balancer.
 */
export function secondInstance(t: TestApp): {
  deps: JobDeps;
  mail: MailMessage[];
  close: () => Promise<void>;
} {
  const handle = createDatabase(t.deps.config.database);
  const mailer = createMemoryMailer();
  return { deps: { ...t.deps, db: handle.db, mailer }, mail: mailer.sent, close: handle.close };
}

/** The first link in a mail's text that starts with the app URL and contains `path`. */
export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]*${path.replace(/[/.?]/g, "\\$&")}[^\\s]*`));
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[0];
}

export const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;
