/** Short values are shown as they were and are; long texts only say that they changed. */
const SHOWN_MAX = 60;

type Values = Record<string, string | number | boolean | null | undefined>;

function shown(value: Values[string]): string {
  if (value === null || value === undefined || value === "") return "—";
  return String(value);
}

/**
 * The audit log's before/after line for an edit: "publicationDate: 2026-11-25 → 2026-11-26; content
 * changed". Keys are compared as given; nothing changed reads "no changes".
 */
export function changeSummary(before: Values, after: Values): string {
  const parts: string[] = [];
  for (const key of Object.keys(after)) {
    const was = before[key] ?? null;
    const is = after[key] ?? null;
    if (was === is) continue;
    const long = String(was ?? "").length > SHOWN_MAX || String(is ?? "").length > SHOWN_MAX;
    parts.push(long ? `${key} changed` : `${key}: ${shown(was)} → ${shown(is)}`);
  }
  return parts.length > 0 ? parts.join("; ") : "no changes";
}

/** The values of a new or deleted item in one line: "created: date 2026-11-25, published yes". */
export function stateSummary(verb: "created" | "deleted", values: Values): string {
  const parts = Object.entries(values)
    .filter(([, value]) => value !== null && value !== undefined && String(value).length <= SHOWN_MAX)
    .map(([key, value]) => `${key} ${shown(value)}`);
  return parts.length > 0 ? `${verb}: ${parts.join(", ")}` : verb;
}

/** A title for items that have none (a daily impulse is its text): the first words. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
