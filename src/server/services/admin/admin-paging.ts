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

export function paged<T>(items: T[], total: number, page: number, pageSize: number): Paged<T> {
  return { items, total, page, pageSize };
}
