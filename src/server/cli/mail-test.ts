import path from "node:path";
import { ConfigError, loadConfig } from "@/server/config";
import { createLogger } from "@/server/logger";
import { createMailer } from "@/server/mail/mailer";

/**
 * npm run mail:test -- you@example.org — one short mail through the mail settings the server uses
 * (SMTP_URL, MAIL_FROM), so an operator sees whether mail leaves and arrives (docs/operations.md,
 * "Mail that arrives"). Nothing is written to the database.
 */
async function main() {
  const [to] = process.argv.slice(2);
  if (!to || !/^[^\s@]+@[^\s@]+$/.test(to)) {
    console.error("Usage: npm run mail:test -- <email address>");
    process.exit(2);
  }
  const config = loadConfig();
  const outboxDir = path.join(config.dataDir, "outbox");
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir,
    logger: createLogger("silent"),
  });
  const started = performance.now();
  try {
    await mailer.send({
      to,
      subject: "Purpose Journey: Testmail / test mail",
      text: [
        `Diese Testmail kommt von Purpose Journey unter ${config.appUrl}.`,
        "Wenn sie im Posteingang liegt und nicht im Spam, kommen auch die Erinnerungen und Anmeldecodes an.",
        "",
        `This test mail comes from Purpose Journey at ${config.appUrl}.`,
        "If it is in the inbox and not in spam, the reminders and sign-in codes arrive too.",
      ].join("\n"),
    });
  } catch (err) {
    console.error(`The mail was not sent: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  } finally {
    mailer.close?.();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (config.smtpUrl) {
    const host = new URL(config.smtpUrl).host;
    console.info(`Sent to ${to} from ${config.mailFrom} through ${host} in ${seconds} s.`);
    console.info("Open it and check its headers for spf=pass, dkim=pass and dmarc=pass.");
  } else {
    console.info(`No SMTP_URL set: the mail to ${to} was written to ${outboxDir} instead.`);
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
