import { sql } from "kysely";
import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { type DynamicDb, listUserTables, withoutSecrets } from "@/server/services/accounts/user-data-tables";
import { rateLimitKey, signInClientKey } from "@/shared/auth-limits";

export type DataExport = {
  format: "purpose-journey-export";
  version: 1;
  exportedAt: string;
  user: Record<string, unknown> | null;
  signInMethods: Array<Record<string, unknown>>;
  sessions: Array<Record<string, unknown>>;
  /** Every other table that holds rows of this user, by table name (profiles, journey_entries, …). */
  tables: Record<string, Array<Record<string, unknown>>>;
  signInAttempts: Array<Record<string, unknown>>;
};

/** better-auth's columns that name the user, and where the export carries what they hold. */
export const AUTH_REFERENCES_EXPORTED: Record<string, string> = {
  "session.userId": "sessions",
  "account.userId": "signInMethods (the password hash stays)",
  "twoFactor.userId": "user.twoFactorEnabled (the secret and backup codes stay)",
};

const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** Stored JSON (journey answers) is exported as the value itself, not as a string of JSON. */
function readable(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = isoOf(value);
  if (table === "journey_entries" && typeof out.value === "string") {
    try {
      out.value = JSON.parse(out.value);
    } catch {
      // Left as stored text.
    }
  }
  return out;
}

/** Everything stored about one user, for "download my data" (GDPR art. 15/20). */
export async function exportUserData(db: Db, userId: string): Promise<DataExport> {
  const user = await db
    .selectFrom("user")
    .select([
      "id",
      "name",
      "email",
      "emailVerified",
      "twoFactorEnabled",
      "image",
      "role",
      "createdAt",
      "updatedAt",
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
  const accounts = await db
    .selectFrom("account")
    .select(["providerId", "createdAt", "updatedAt"])
    .where("userId", "=", userId)
    .execute();
  const sessions = await db
    .selectFrom("session")
    .select(["createdAt", "updatedAt", "expiresAt", "ipAddress", "userAgent"])
    .where("userId", "=", userId)
    .execute();

  const tables: DataExport["tables"] = {};
  for (const { table, column } of await listUserTables(db)) {
    // Table names come from the database's own catalogue, never from a request.
    const rows = await (db as unknown as DynamicDb)
      .selectFrom(table)
      .selectAll()
      .where(column, "=", userId)
      .execute();
    tables[table] = (rows as Array<Record<string, unknown>>).map((row) =>
      readable(table, withoutSecrets(table, row)),
    );
  }

  const email = user?.email ?? "";
  const attempts = email
    ? await db
        .selectFrom("rate_limit_attempts")
        .selectAll()
        .where((eb) =>
          eb.or([
            eb(
              "identifier",
              "in",
              Object.values(rateLimitKey).map((key) => key(email)),
            ),
            // The per-client sign-in keys carry the client's address: that is the user's data too.
            eb(
              sql`substr(identifier, 1, ${signInClientKey.prefix(email).length})`,
              "=",
              signInClientKey.prefix(email),
            ),
          ]),
        )
        .execute()
    : [];

  return {
    format: "purpose-journey-export",
    version: 1,
    exportedAt: currentTime().toISOString(),
    user: user
      ? readable("user", {
          ...user,
          emailVerified: user.emailVerified === true || user.emailVerified === 1,
          twoFactorEnabled: user.twoFactorEnabled === true || user.twoFactorEnabled === 1,
        })
      : null,
    signInMethods: accounts.map((row) => readable("account", row)),
    sessions: sessions.map((row) => readable("session", row)),
    tables,
    signInAttempts: attempts,
  };
}
