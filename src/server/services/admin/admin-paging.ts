import type { Db } from "@/server/db/database";
import type { Database } from "@/server/db/schema";
import type { Paged } from "@/shared/admin";

/** Rows in a whole table: the total an admin list's pager shows. */
export async function countRows(db: Db, table: keyof Database & string): Promise<number> {
  const row = await db
    .selectFrom(table as "announcements")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function paged<T>(items: T[], total: number, page: number, pageSize: number): Paged<T> {
  return { items, total, page, pageSize };
}

/** A select that can be cut to a page (Kysely's builder, ordered by the caller). */
type Pageable<Row> = { limit(n: number): { offset(n: number): { execute(): Promise<Row[]> } } };

/** One page of an admin list: the page's rows of `rows` (in its order) as items, with the total. */
export async function pageOf<Row, Item>(
  rows: Pageable<Row>,
  at: { page: number; pageSize: number; total: number },
  toItem: (row: Row) => Item,
): Promise<Paged<Item>> {
  const found = await rows
    .limit(at.pageSize)
    .offset((at.page - 1) * at.pageSize)
    .execute();
  return paged(found.map(toItem), at.total, at.page, at.pageSize);
}
