import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../..");

/** `npm run mail:test -- <address>` as an operator runs it, against a mail server on loopback. */
const received: { to: string[]; body: string }[] = [];
let smtp: SMTPServer;
let port: number;
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk) => {
        body += chunk;
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

async function mailTest(env: Record<string, string>, ...args: string[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pj-mail-test-"));
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "src/server/cli/mail-test.ts", ...args],
      { cwd: root, env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env } },
    );
    return { code: 0, out: stdout + stderr, dataDir };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr, dataDir };
  }
}

describe("npm run mail:test", () => {
  it("sends one mail through SMTP_URL and says through which server", async () => {
    const result = await mailTest(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Kurs <kurs@example.org>" },
      "operator@example.org",
    );
    expect(result.out).toContain(
      `Sent to operator@example.org from Kurs <kurs@example.org> through 127.0.0.1:${port}`,
    );
    expect(result.code).toBe(0);
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(["operator@example.org"]);
    expect(mail.body).toContain("Subject: Purpose Journey: Testmail / test mail");
  });

  it("says why when the mail server does not answer, and fails", async () => {
    const result = await mailTest({ SMTP_URL: "smtp://127.0.0.1:1" }, "operator@example.org");
    expect(result.out).toMatch(/The mail was not sent: .*ECONNREFUSED/);
    expect(result.code).toBe(1);
  });

  it("writes the mail to the outbox without SMTP_URL", async () => {
    const result = await mailTest({}, "operator@example.org");
    expect(result.code).toBe(0);
    expect(result.out).toContain("No SMTP_URL set");
    const outbox = path.join(result.dataDir, "outbox");
    const [file] = readdirSync(outbox);
    expect(readFileSync(path.join(outbox, file!), "utf8")).toContain("To: operator@example.org");
  });

  it("refuses a missing or malformed address with the usage line", async () => {
    const result = await mailTest({}, "not-an-address");
    expect(result.code).toBe(2);
    expect(result.out).toContain("Usage: npm run mail:test -- <email address>");
  });
});
