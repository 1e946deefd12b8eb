import type { Db } from "@/server/db/database";
import { TOTAL_WEEKS } from "@/shared/plans";

/**
 * The counts the triggers of migration 0034 keep, read instead of counting the rows: one indexed read
 * however many members there are. Names: "users", "members", "forum_posts", and journeyKey(W, F).
 * A name no row has yet counts 0.
 */
export async function keptCounts(db: Db, names: string[]): Promise<Map<string, number>> {
  const rows = await db.selectFrom("kept_counts").select(["name", "n"]).where("name", "in", names).execute();
  const counts = new Map(names.map((name) => [name, 0]));
  for (const row of rows) counts.set(row.name, Number(row.n));
  return counts;
}

/** The members whose furthest opened week is `week` and who have (1) or have not (0) finished week 5. */
export const journeyKey = (week: number, finished: 0 | 1) => `journey:${week}:${finished}`;

/** Every journey bucket's name: each week, finished or not. */
export const JOURNEY_KEYS = Array.from({ length: TOTAL_WEEKS }, (_, i) => [
  { week: i + 1, finished: 0 as const },
  { week: i + 1, finished: 1 as const },
]).flat();
