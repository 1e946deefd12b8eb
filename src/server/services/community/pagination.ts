import { type SelectQueryBuilder, sql } from "kysely";
import { InvalidInputError } from "@/server/services/errors";
import type { Page } from "@/shared/community";
import { COMMUNITY_PAGE_SIZE } from "@/shared/community-constants";

/** Where the previous page ended: the last item's created_at and id (id breaks ties). */
export type Cursor = { createdAt: string; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString("base64url");
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** A cursor the server handed out, or a 400 for anything else. */
export function decodeCursor(value: string | undefined): Cursor | null {
  if (value === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === "string" &&
      typeof parsed[1] === "string" &&
      // Decoded, a cursor could carry what its encoding hid: a NUL is a 500 on PostgreSQL.
      !CONTROL_CHARACTER.test(parsed[0] + parsed[1])
    ) {
      return { createdAt: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through to the error below
  }
  throw new InvalidInputError("The cursor is not one this server handed out.", { code: "invalid_cursor" });
}

/** Rows are fetched one beyond the page size; the extra row only says that another page exists. */
export function toPage<Row extends { id: string; created_at: string }, Item>(
  rows: Row[],
  map: (row: Row) => Item,
  size = COMMUNITY_PAGE_SIZE,
): Page<Item> {
  const pageRows = rows.slice(0, size);
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(map),
    nextCursor: rows.length > size && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

/**
 * Keyset paging on `table`'s created_at and id, shared by every community list so that cursors
 * mean the same thing everywhere: rows after the cursor in `order`, one beyond the page size (see
 * toPage). The table name is only used to qualify the two columns, which stay ambiguous otherwise
 * once the author's profile is joined.
 */
export function pageAfter<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: TB & string,
  cursor: Cursor | null,
  order: "asc" | "desc",
  size: number,
): SelectQueryBuilder<DB, TB, O> {
  const createdAt = sql.ref(`${table}.created_at`);
  const id = sql.ref(`${table}.id`);
  const after = order === "desc" ? "<" : ">";
  return query
    .$if(cursor !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb(createdAt, after, cursor!.createdAt),
          eb.and([eb(createdAt, "=", cursor!.createdAt), eb(id, after, cursor!.id)]),
        ]),
      ),
    )
    .orderBy(createdAt, order)
    .orderBy(id, order)
    .limit(size + 1);
}
