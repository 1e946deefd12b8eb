import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests: it accepts every message, parses it (headers, text and HTML parts,
 * quoted-printable and base64), keeps it in memory and — when given a directory — writes it there as
 * JSON, so Playwright workers (other processes) can read what the app under test sent.
 *
 * In Playwright the sink is started once by support/smtp-sink-setup.ts (globalSetup in
 * playwright.config.ts) on E2E_SMTP_PORT; the e2e server sends to it through SMTP_URL, and specs call
 * `waitForMail({ to })`.
 */
export type SinkMessage = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
};

export type SmtpSink = {
  port: number;
  url: string;
  messages: SinkMessage[];
  close: () => Promise<void>;
};

export async function startSmtpSink(options: { port?: number; dir?: string } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const message = parseMessage(Buffer.concat(chunks).toString("utf8"));
        message.to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push(message);
        if (options.dir) {
          const name = `${Date.now()}-${messages.length}-${Math.random().toString(36).slice(2, 8)}.json`;
          writeFileSync(path.join(options.dir, name), JSON.stringify(message));
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : (options.port ?? 0);
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Reads the messages a sink wrote to `dir` (default: the e2e sink's directory). */
export function readSinkMessages(dir = e2eSinkDir()): SinkMessage[] {
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as SinkMessage);
}

/** Waits until a message for `to` (and matching `subject`, if given) has arrived. */
export async function waitForMail(
  filter: { to: string; subject?: RegExp; after?: Date },
  options: { timeoutMs?: number; dir?: string } = {},
): Promise<SinkMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const to = filter.to.toLowerCase();
  for (;;) {
    const found = readSinkMessages(options.dir)
      .reverse()
      .find(
        (m) =>
          m.to.includes(to) &&
          (!filter.subject || filter.subject.test(m.subject)) &&
          (!filter.after || new Date(m.receivedAt) >= filter.after),
      );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail for ${to} arrived within the timeout`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every http(s) link in a message's text part (falling back to the HTML part's hrefs). */
export function linksIn(message: SinkMessage): string[] {
  const fromText = message.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  if (fromText.length) return fromText;
  return [...message.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
}

export function e2eSinkDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error("E2E_DATA_DIR is not set (is the test running through playwright.config.ts?)");
  return path.join(dataDir, "smtp-sink");
}

// --- a small MIME reader: enough for what nodemailer sends ---

export function parseMessage(raw: string): SinkMessage {
  const { headers, body } = splitHeaders(raw);
  const parts = collectParts(headers, body);
  return {
    from: decodeWords(headers.from ?? ""),
    to: (headers.to ?? "").split(",").map((s) => s.trim().toLowerCase()),
    subject: decodeWords(headers.subject ?? ""),
    text: parts.find((p) => p.type === "text/plain")?.content ?? "",
    html: parts.find((p) => p.type === "text/html")?.content ?? "",
    receivedAt: new Date().toISOString(),
  };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  let last = "";
  for (const line of head.split("\n")) {
    if (/^\s/.test(line) && last) headers[last] += ` ${line.trim()}`;
    else {
      const i = line.indexOf(":");
      if (i > 0) {
        last = line.slice(0, i).trim().toLowerCase();
        headers[last] = line.slice(i + 1).trim();
      }
    }
  }
  return { headers, body };
}

function collectParts(
  headers: Record<string, string>,
  body: string,
): Array<{ type: string; content: string }> {
  const contentType = headers["content-type"] ?? "text/plain";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith("--"))
      .flatMap((chunk) => {
        const part = splitHeaders(chunk.replace(/^\n/, ""));
        return collectParts(part.headers, part.body);
      });
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  return [{ type, content: decodeBody(body, encoding).replace(/\n$/, "") }];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i]!;
    if (char === "=" && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}
