import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

export const CLIENT_IP_HEADER = "x-pj-client-ip";

/**
 * The address the trusted proxies saw the client come from: each proxy appends the address that
 * connected to it, so with `hops` proxies in front the client is the `hops`-th entry from the right.
 * Everything left of it is what the sender wrote and never counts (second security probe, finding 4 in docs/security.md: a forged
 * first hop per request gave every attempt a "client" of its own). A header with fewer entries than
 * proxies did not pass through all of them: null.
 */
export function forwardedClient(header: string | undefined, hops: number): string | null {
  if (hops < 1 || !header) return null;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops]! : null;
}

/** The caller's IP: from X-Forwarded-For behind `trustProxy` trusted proxies, else the socket's address. */
export function clientIp(c: Context, trustProxy: number): string | undefined {
  const forwarded = forwardedClient(c.req.header("x-forwarded-for"), trustProxy);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request in tests has no socket
  }
}

/** A copy of the request whose client-IP header we set ourselves, so callers cannot spoof it. */
export function withClientIp(c: Context, trustProxy: number): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c, trustProxy);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(c.req.raw, { headers });
}
