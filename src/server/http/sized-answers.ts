import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";

/** Below this an answer goes out as it is: compressing it costs more time than it saves bytes. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
// Quality 4 is brotli's point of diminishing returns for bodies made per request; 11 is for the build.
const BROTLI_QUALITY = 4;

type Encoding = "br" | "gzip";

export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const offered = header.toLowerCase();
  // A q=0 refuses the coding (RFC 9110 12.5.3); nothing else in the header changes our choice.
  const takes = (name: string) =>
    offered.split(",").some((part) => {
      const [coding, ...params] = part.split(";").map((piece) => piece.trim());
      if (coding !== name) return false;
      const q = params.find((param) => param.startsWith("q="));
      return q === undefined || Number(q.slice(2)) > 0;
    });
  if (takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return null;
}

function compressed(body: string, encoding: Encoding): Uint8Array {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body);
}

type HeaderRecord = Record<string, string | string[]>;

/**
 * `c.json()` and `c.html()` made to answer with a sized body: compressed in one synchronous call when it
 * is 1 KB or more and the client takes br or gzip, else as it is with its Content-Length.
 *
 * Why not Hono's `compress()`: a JSON answer carries no Content-Length, so it compressed even a 30-byte
 * body through a CompressionStream, and measuring the body first (reading the Response) turned
 * @hono/node-server's lightweight Response into a full web-streams one on every request. Together that
 * was the largest per-request cost after the database (docs/performance.md); here the string is at hand before any
 * Response exists. `compress()` stays behind this for the few answers built from other bodies.
 */
export const sizedAnswers = createMiddleware(async (c, next) => {
  const answer = (text: string, type: string, arg?: unknown, headers?: HeaderRecord) => {
    const extra: HeaderRecord = { "Content-Type": type, ...headers };
    const bytes = Buffer.byteLength(text);
    const compressible = bytes >= COMPRESS_THRESHOLD_BYTES;
    // Appended, not set: a Vary the route set already stays.
    if (compressible) c.header("Vary", "Accept-Encoding", { append: true });
    const encoding = compressible ? acceptedEncoding(c.req.header("Accept-Encoding")) : null;
    if (!encoding) return c.body(text, arg as never, { ...extra, "Content-Length": String(bytes) });
    const body = compressed(text, encoding) as Uint8Array<ArrayBuffer>;
    const sized = { ...extra, "Content-Encoding": encoding, "Content-Length": String(body.byteLength) };
    return c.body(body, arg as never, sized);
  };
  const html = c.html;
  c.json = ((object: unknown, arg?: unknown, headers?: HeaderRecord) =>
    answer(JSON.stringify(object), "application/json", arg, headers)) as unknown as Context["json"];
  c.html = ((text: unknown, arg?: unknown, headers?: HeaderRecord) =>
    typeof text === "string"
      ? answer(text, "text/html; charset=UTF-8", arg, headers)
      : html(text as string, arg as never, headers)) as unknown as Context["html"];
  await next();
});
