import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { InvalidInputError } from "@/server/services/errors";
import { type JourneyChange, type JourneyEntry, journeyValueError } from "@/shared/journey-schemas";

type EntryRow = { field: string; value: string; version: number; updated_at: string };

function toEntry(row: EntryRow): JourneyEntry {
  return { value: JSON.parse(row.value) as unknown, version: row.version, updatedAt: row.updated_at };
}

export async function readWeekEntries(
  db: Db,
  userId: string,
  week: number,
): Promise<Record<string, JourneyEntry>> {
  const rows = await db
    .selectFrom("journey_entries")
    .select(["field", "value", "version", "updated_at"])
    .where("user_id", "=", userId)
    .where("week_number", "=", week)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.field, toEntry(row)]));
}

export async function listEntries(db: Db, userId: string, weeks: number[]) {
  if (weeks.length === 0) return [];
  const rows = await db
    .selectFrom("journey_entries")
    .select(["week_number", "field", "value", "version", "updated_at"])
    .where("user_id", "=", userId)
    .where("week_number", "in", weeks)
    .orderBy("week_number")
    .orderBy("field")
    .execute();
  return rows.map((row) => ({ week: row.week_number, field: row.field, ...toEntry(row) }));
}

/** Checks every change against its field's schema before anything is written. */
export function validateChanges(week: number, changes: JourneyChange[]): void {
  // Keyed by names the sender chose: a Map, so "__proto__" is an entry like any other and not the
  // prototype (a plain object silently dropped it, and the change was stored).
  const fields = new Map<string, string>();
  const seen = new Set<string>();
  for (const change of changes) {
    if (seen.has(change.field)) fields.set(change.field, "duplicate_change");
    seen.add(change.field);
    const error = journeyValueError(week, change.field, change.value);
    if (error) fields.set(change.field, error);
  }
  if (fields.size > 0) {
    throw new InvalidInputError("Some answers could not be stored as they are.", {
      fields: Object.assign(Object.create(null) as Record<string, string>, Object.fromEntries(fields)),
    });
  }
}

export type SaveResult =
  | { ok: true; entries: Record<string, JourneyEntry> }
  | { ok: false; conflicts: Record<string, JourneyEntry | { value: null; version: 0; updatedAt: null }> };

/**
 * Writes a batch of field changes with a compare-and-set per field, all or nothing. A change whose
 * baseVersion is not the stored version is a conflict, unless the stored value already equals it (a
 * retry of a write whose answer was lost). The compare happens inside the UPDATE's WHERE (and an
 * INSERT … ON CONFLICT DO NOTHING for new fields), so concurrent requests on PostgreSQL cannot both win.
 */
export async function saveChanges(
  db: Db,
  userId: string,
  week: number,
  changes: JourneyChange[],
): Promise<SaveResult> {
  const now = currentTime().toISOString();
  const conflict = new Error("conflict");
  const staleFields: string[] = [];
  try {
    const entries = await db.transaction().execute(async (trx) => {
      const written: Record<string, JourneyEntry> = {};
      for (const change of changes) {
        const value = JSON.stringify(change.value);
        const applied =
          change.baseVersion === 0
            ? await trx
                .insertInto("journey_entries")
                .values({
                  user_id: userId,
                  week_number: week,
                  field: change.field,
                  value,
                  version: 1,
                  updated_at: now,
                })
                .onConflict((oc) => oc.columns(["user_id", "week_number", "field"]).doNothing())
                .executeTakeFirst()
                .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0n) > 0)
            : await trx
                .updateTable("journey_entries")
                .set((eb) => ({ value, version: eb("version", "+", 1), updated_at: now }))
                .where("user_id", "=", userId)
                .where("week_number", "=", week)
                .where("field", "=", change.field)
                .where("version", "=", change.baseVersion)
                .executeTakeFirst()
                .then((result) => Number(result.numUpdatedRows) > 0);
        const row = await trx
          .selectFrom("journey_entries")
          .select(["field", "value", "version", "updated_at"])
          .where("user_id", "=", userId)
          .where("week_number", "=", week)
          .where("field", "=", change.field)
          .executeTakeFirst();
        if (!applied && (!row || row.value !== value)) staleFields.push(change.field);
        if (row) written[change.field] = toEntry(row);
      }
      if (staleFields.length > 0) throw conflict;
      return written;
    });
    return { ok: true, entries };
  } catch (err) {
    if (err !== conflict) throw err;
  }
  const current = await readWeekEntries(db, userId, week);
  return {
    ok: false,
    conflicts: Object.fromEntries(
      staleFields.map((field) => [field, current[field] ?? { value: null, version: 0, updatedAt: null }]),
    ),
  };
}
