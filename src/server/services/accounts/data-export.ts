import { PostgresAdapter, sql } from "kysely";
import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";
import { consumeAllowance } from "@/server/services/accounts/member-allowance";
import {
  type DynamicDb,
  listUserTables,
  type UserTable,
  withoutSecrets,
} from "@/server/services/accounts/user-data-tables";
import { RateLimitedError } from "@/server/services/errors";
import { nextTurn } from "@/server/services/next-turn";
import { rateLimitKey, signInClientKey } from "@/shared/auth-limits";
import { DATA_EXPORT_ROWS_PER_STEP } from "@/shared/request-limits";

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

/** The parts read before the answer starts; each is a few rows, or one per sign-in (sessions). */
async function readHead(db: Db, userId: string) {
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
    user: user
      ? readable("user", {
          ...user,
          emailVerified: user.emailVerified === true || user.emailVerified === 1,
          twoFactorEnabled: user.twoFactorEnabled === true || user.twoFactorEnabled === 1,
        })
      : null,
    signInMethods: accounts.map((row) => readable("account", row)),
    sessions: sessions.map((row) => readable("session", row)),
    signInAttempts: attempts as Array<Record<string, unknown>>,
    tables: await listUserTables(db),
  };
}

const ROWID = "__export_rowid";

/**
 * One table's rows of the user in steps of DATA_EXPORT_ROWS_PER_STEP. SQLite reads each step by rowid
 * after the last (its index on the user column holds the rowid in order), so no single read holds the
 * event loop for long. PostgreSQL reads the table at once — its answer arrives and is parsed in
 * socket-sized pieces, the loop free in between — and hands it on in steps.
 */
async function* rowsOf(
  db: Db,
  { table, column }: UserTable,
  userId: string,
): AsyncGenerator<Array<Record<string, unknown>>> {
  const any = db as unknown as DynamicDb;
  const step = DATA_EXPORT_ROWS_PER_STEP;
  const clean = (rows: Array<Record<string, unknown>>) =>
    rows.map((row) => readable(table, withoutSecrets(table, row)));
  // Table names come from the database's own catalogue, never from a request.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const rows = await any.selectFrom(table).selectAll().where(column, "=", userId).execute();
    for (let start = 0; start < rows.length; start += step) yield clean(rows.slice(start, start + step));
    return;
  }
  let after = -1;
  for (;;) {
    const rows = await any
      .selectFrom(table)
      .selectAll()
      .select(sql<number>`rowid`.as(ROWID))
      .where(column, "=", userId)
      .where(sql.ref("rowid"), ">", after)
      .orderBy(sql.ref("rowid"))
      .limit(step)
      .execute();
    if (rows.length === 0) return;
    after = Number(rows[rows.length - 1]![ROWID]);
    yield clean(rows.map(({ [ROWID]: _rowid, ...row }) => row));
    if (rows.length < step) return;
  }
}

/** `value` as JSON.stringify(…, null, 2) writes it `level` levels deep. */
const nested = (value: unknown, level: number) =>
  JSON.stringify(value, null, 2).replaceAll("\n", `\n${"  ".repeat(level)}`);

/**
 * An array member of an object `level` levels deep, written as its rows come: the same text as
 * JSON.stringify(…, null, 2) of the whole, one step of rows per piece.
 */
async function* arrayMember(
  key: string,
  steps: AsyncIterable<Array<Record<string, unknown>>>,
  level: number,
  last: boolean,
): AsyncGenerator<string> {
  const indent = "  ".repeat(level);
  let first = true;
  for await (const rows of steps) {
    // Each step is a read and its text: between two, the loop serves whoever waits.
    await nextTurn();
    if (rows.length === 0) continue;
    const items = rows.map((row) => `${indent}  ${nested(row, level + 1)}`).join(",\n");
    yield first ? `${indent}${JSON.stringify(key)}: [\n${items}` : `,\n${items}`;
    first = false;
  }
  const end = last ? "" : ",";
  yield first ? `${indent}${JSON.stringify(key)}: []${end}\n` : `\n${indent}]${end}\n`;
}

async function* inSteps(rows: Array<Record<string, unknown>>) {
  for (let start = 0; start < rows.length; start += DATA_EXPORT_ROWS_PER_STEP) {
    yield rows.slice(start, start + DATA_EXPORT_ROWS_PER_STEP);
  }
}

/**
 * Everything stored about one user, for "download my data" (GDPR art. 15/20), as the text of one JSON
 * document (the DataExport format) in pieces: what is small is read first, each table then in steps
 * with a turn of the event loop between them (issue 50, finding 7). The same text as
 * JSON.stringify(export, null, 2).
 */
export async function openUserDataExport(db: Db, userId: string, now: Date): Promise<AsyncGenerator<string>> {
  const head = await readHead(db, userId);
  async function* pieces(): AsyncGenerator<string> {
    yield [
      "{",
      `  "format": "purpose-journey-export",`,
      `  "version": 1,`,
      `  "exportedAt": ${JSON.stringify(now.toISOString())},`,
      `  "user": ${nested(head.user, 1)},`,
      `  "signInMethods": ${nested(head.signInMethods, 1)},`,
      "",
    ].join("\n");
    yield* arrayMember("sessions", inSteps(head.sessions), 1, false);
    yield head.tables.length === 0 ? `  "tables": {},\n` : `  "tables": {\n`;
    for (const [index, userTable] of head.tables.entries()) {
      yield* arrayMember(userTable.table, rowsOf(db, userTable, userId), 2, index === head.tables.length - 1);
    }
    if (head.tables.length > 0) yield "  },\n";
    yield `  "signInAttempts": ${nested(head.signInAttempts, 1)}\n}`;
  }
  return pieces();
}

/** Exports running now, per database (one app): member → when it started. */
const running = new WeakMap<Db, Map<string, number>>();
/**
 * A running mark older than this is taken for one whose stream was dropped without a word: the
 * member is not kept from their data until the server restarts.
 */
const RUNNING_MARK_MS = 15 * 60_000;

/**
 * A member's "download my data": one at a time, and DATA_EXPORT_LIMIT in the window (429
 * `rate_limited`, decision 253), as a stream of the document's bytes. The running mark goes when
 * the stream ends, fails or is cancelled (the browser went away).
 */
export async function startDataExport(
  deps: { db: Db; logger: Logger },
  userId: string,
  now: Date,
): Promise<ReadableStream<Uint8Array>> {
  const { db } = deps;
  const marks = running.get(db) ?? new Map<string, number>();
  running.set(db, marks);
  const started = marks.get(userId);
  if (started !== undefined && now.getTime() - started < RUNNING_MARK_MS) {
    // Not counted against the allowance: nothing was done.
    throw new RateLimitedError("Your data is being prepared already. Please wait until it is done.");
  }
  const mark = now.getTime();
  marks.set(userId, mark);
  // Only this export's own mark: a later export of the member may have set its own meanwhile.
  const release = () => {
    if (marks.get(userId) === mark) marks.delete(userId);
  };
  let pieces: AsyncGenerator<string>;
  try {
    await consumeAllowance(deps, "export", userId, now);
    pieces = await openUserDataExport(db, userId, now);
  } catch (err) {
    release();
    throw err;
  }
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (next.done) {
          release();
          controller.close();
        } else {
          controller.enqueue(encoder.encode(next.value));
        }
      } catch (err) {
        release();
        deps.logger.error({ err, userId }, "data export failed while streaming");
        controller.error(err);
      }
    },
    async cancel() {
      release();
      await pieces.return(undefined);
    },
  });
}
