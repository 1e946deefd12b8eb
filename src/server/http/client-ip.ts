import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

export const CLIENT_IP_HEADER = "x-pj-client-ip";

/** The caller's IP: the first X-Forwarded-For hop behind a trusted proxy, else the socket's address. */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request in tests has no socket
  }
}

/** A copy of the request whose client-IP header we set ourselves, so callers cannot spoof it. */
export function withClientIp(c: Context, trustProxy: boolean): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c, trustProxy);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(c.req.raw, { headers });
}
