import { rmSync } from "node:fs";
import { e2eSinkDir, startSmtpSink } from "./smtp-sink";

/**
 * Playwright globalSetup: a real SMTP sink on E2E_SMTP_PORT for the whole run. The e2e server sends
 * every mail there (SMTP_URL = E2E_SMTP_URL); messages land as JSON in <E2E_DATA_DIR>/smtp-sink/,
 * where specs read them with waitForMail(). Nodemailer connects only when a mail is sent, so it does
 * not matter that the web server may start before this runs.
 */
export default async function globalSetup() {
  const dir = e2eSinkDir();
  rmSync(dir, { recursive: true, force: true });
  const sink = await startSmtpSink({ port: Number(process.env.E2E_SMTP_PORT), dir });
  return async () => {
    await sink.close();
  };
}
