import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { currentTime } from "@/server/clock";
import type { Logger } from "@/server/logger";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on reminder mails. */
  headers?: Record<string, string>;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Lets go of open connections (SMTP_URL with `?pool=true` keeps them), so a command can end. */
  close?(): void;
}

type MailerOptions = { smtpUrl: string | undefined; from: string; outboxDir: string; logger: Logger };

/** SMTP when SMTP_URL is set; otherwise each message is written to data/outbox/ and logged, so mail works offline. */
export function createMailer({ smtpUrl, from, outboxDir, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, "mail sent via SMTP");
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      mkdirSync(outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = path.join(outboxDir, `${currentTime().toISOString().replace(/[:.]/g, "-")}-${safeTo}.eml`);
      writeFileSync(file, info.message as Buffer);
      logger.info(
        { to: message.to, subject: message.subject, file },
        "mail written to outbox (no SMTP_URL set)",
      );
    },
  };
}

/** Keeps messages in memory; for tests that read what would have been sent. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
