import type { AuditDetails, AuditValue } from "@/shared/audit-items";

/** Short values are kept as they were and are; long texts only record that they changed. */
const SHOWN_MAX = 60;

type Values = Record<string, AuditValue | undefined>;

const isShort = (value: AuditValue | undefined) =>
  value === null || value === undefined || typeof value === "object" || String(value).length <= SHOWN_MAX;

/**
 * An edit as data (decision 193): the fields whose value changed, with before and after where both
 * are short; a long text only as "changed". Keys are compared as given; no change is an empty list.
 */
export function changeSummary(before: Values, after: Values): AuditDetails {
  const changes: { field: string; from?: AuditValue; to?: AuditValue }[] = [];
  for (const key of Object.keys(after)) {
    const was = before[key] ?? null;
    const is = after[key] ?? null;
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changes.push(isShort(was) && isShort(is) ? { field: key, from: was, to: is } : { field: key });
  }
  return { type: "changed", changes };
}

/** The short values of a new or deleted item (decision 193). */
export function stateSummary(verb: "created" | "deleted" | "noted", values: Values): AuditDetails {
  const kept: Record<string, AuditValue> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== "" && isShort(value)) kept[key] = value;
  }
  return { type: verb, values: kept };
}

/** A title for items that have none (a daily impulse is its text): the first words. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
