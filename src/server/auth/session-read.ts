import { createHmac, timingSafeEqual } from "node:crypto";
import type { CompiledQuery } from "kysely";
import type { Auth } from "@/server/auth/auth";
import { currentTimeMs } from "@/server/clock";
import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";
import { adminStatus } from "@/server/services/admin/admin-role";
import { profileFromRow } from "@/server/services/profiles/profile-service";
import type { Viewer } from "@/server/services/viewer";

const SESSION_COOKIE = "better-auth.session_token";
const DONT_REMEMBER_COOKIE = "better-auth.dont_remember";

type Fast = {
  secret: string;
  cookie: string;
  dontRemember: string;
  expiresInMs: number;
  updateAgeMs: number;
  /** Signed cookie values already checked, to their token. */
  verified: Map<string, string>;
};
const settings = new WeakMap<Auth, Fast>();

function fastSettings(auth: Auth): Fast {
  let found = settings.get(auth);
  if (!found) {
    const { options } = auth;
    const prefix = options.advanced?.useSecureCookies ? "__Secure-" : "";
    found = {
      secret: String(options.secret),
      cookie: prefix + SESSION_COOKIE,
      dontRemember: prefix + DONT_REMEMBER_COOKIE,
      expiresInMs: (options.session?.expiresIn ?? 60 * 60 * 24 * 7) * 1000,
      updateAgeMs: (options.session?.updateAge ?? 60 * 60 * 24) * 1000,
      verified: new Map(),
    };
    settings.set(auth, found);
  }
  return found;
}

/** One cookie's raw value from a Cookie header, or null (first occurrence wins, like better-call). */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The session token from better-auth's signed cookie (`token.base64(HMAC-SHA256(token))`), or null when
 * the cookie is missing or its signature is wrong. Same check as better-call's `getSignedCookie`.
 */
export function verifiedSessionToken(raw: string | null, secret: string): string | null {
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

function compileViewerQuery(db: Db) {
  return db
    .selectFrom("session")
    .innerJoin("user", "user.id", "session.userId")
    .leftJoin("profiles", "profiles.id", "session.userId")
    .select([
      "session.id as sessionId",
      "session.expiresAt",
      "user.id as userId",
      "user.email",
      "user.name",
      "user.emailVerified",
      "user.role",
      "user.twoFactorEnabled",
      "profiles.id as profileId",
      "profiles.full_name",
      "profiles.subscription_type",
      "profiles.has_paid",
      "profiles.subscription_start_date",
      "profiles.current_week",
      "profiles.language",
      "profiles.updated_at",
      "profiles.community_suspended_until",
      "profiles.time_zone",
    ])
    .where("session.token", "=", "")
    .compile();
}

type ViewerRow = ReturnType<typeof compileViewerQuery> extends CompiledQuery<infer R> ? R : never;

// Built once per database: Kysely compiles a query anew on every execute, which was a tenth of the
// time of a cached read. The token is the query's only parameter.
const viewerQueries = new WeakMap<Db, ReturnType<typeof compileViewerQuery>>();
function viewerQuery(db: Db) {
  let query = viewerQueries.get(db);
  if (!query) {
    query = compileViewerQuery(db);
    if (query.parameters.length !== 1) throw new Error("the viewer query must take the token alone");
    viewerQueries.set(db, query);
  }
  return query;
}

const VERIFIED_COOKIES_MAX = 10_000;
// A cookie value once verified stays verified (same secret, same bytes), so the HMAC runs once per
// cookie and process instead of on every request. Bounded: at the limit the map starts afresh. Whether
// the session still exists is asked of the database every time.
function knownToken(raw: string | null, fast: Fast): string | null {
  if (!raw) return null;
  const known = fast.verified.get(raw);
  if (known !== undefined) return known;
  const token = verifiedSessionToken(raw, fast.secret);
  if (token) {
    if (fast.verified.size >= VERIFIED_COOKIES_MAX) fast.verified.clear();
    fast.verified.set(raw, token);
  }
  return token;
}

/**
 * The signed-in viewer in one query (session, user and profile joined), instead of better-auth's
 * `getSession` (its context, the session row, the user row) followed by our profile read. Every request
 * reads the session row, so a sign-out or password change (both delete the rows) counts at once on every
 * instance (decision 130). Whatever this path does not handle itself goes to better-auth unchanged: an
 * expired session (it deletes the row) and a session due for its daily extension (it writes the new expiry).
 */
export async function readViewer(
  auth: Auth,
  db: Db,
  headers: Headers,
  logger?: Logger,
): Promise<Viewer | null | "ask-better-auth"> {
  const fast = fastSettings(auth);
  const cookies = headers.get("cookie");
  const token = knownToken(cookieValue(cookies, fast.cookie), fast);
  if (!token) return null;
  const query = viewerQuery(db);
  const row = (await db.executeQuery<ViewerRow>({ ...query, parameters: [token] })).rows[0];
  if (!row) return null;
  const expiresAt = new Date(row.expiresAt).getTime();
  const now = currentTimeMs();
  const dueForExtension = expiresAt - fast.expiresInMs + fast.updateAgeMs <= now;
  if (expiresAt <= now || (dueForExtension && !cookieValue(cookies, fast.dontRemember))) {
    return "ask-better-auth";
  }
  return {
    user: {
      id: row.userId,
      email: row.email,
      name: row.name,
      emailVerified: row.emailVerified === true || row.emailVerified === 1,
      twoFactorEnabled: row.twoFactorEnabled === true || row.twoFactorEnabled === 1,
    },
    sessionId: row.sessionId,
    profile:
      row.profileId === null
        ? null
        : profileFromRow({
            id: row.profileId,
            full_name: row.full_name as string,
            subscription_type: row.subscription_type ?? null,
            has_paid: row.has_paid as never,
            subscription_start_date: row.subscription_start_date ?? null,
            current_week: row.current_week as number,
            language: row.language as string,
            updated_at: row.updated_at as string,
            community_suspended_until: row.community_suspended_until ?? null,
            time_zone: row.time_zone ?? null,
          }),
    isAdmin: adminStatus(row.userId, row.role, logger),
  };
}
