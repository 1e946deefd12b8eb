import { z } from "zod";

/** Control characters (C0, DEL, C1): a line break in a name could fake a header-like line in a mail. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]+/g;
/**
 * Bidi marks, embeddings, overrides and isolates, zero-width space, word joiner and BOM: invisible,
 * and U+202E can make a name read backwards. ZWJ and ZWNJ stay (emoji sequences, Persian), but do not
 * count as visible.
 */
const INVISIBLE = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** A person's name as we store it: NFC, control characters as spaces, invisible ones removed, spaces collapsed. */
export function cleanName(value: string): string {
  return value.normalize("NFC").replace(CONTROL, " ").replace(INVISIBLE, "").replace(/\s+/g, " ").trim();
}

/**
 * The one rule for a person's name (sign-up, profile, contact form): cleaned as above, then at least one
 * visible character and at most `max` characters. The messages are translation keys.
 */
export function personNameField(max: number) {
  return z
    .string("validation.nameRequired")
    .transform(cleanName)
    .pipe(
      z
        .string()
        .min(1, "validation.nameRequired")
        .max(max, "validation.nameTooLong")
        .refine((value) => VISIBLE.test(value), "validation.nameRequired"),
    );
}

/** Keys that reach an object's prototype machinery when a value is copied or merged. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** Whether any object inside `value`, at any depth, has a key that could touch a prototype. */
export function hasForbiddenKey(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === null || typeof item !== "object") continue;
    if (Array.isArray(item)) {
      stack.push(...item);
      continue;
    }
    // Own keys only: JSON.parse makes "__proto__" an own property, which `for … in` would miss.
    for (const key of Object.keys(item)) {
      if (FORBIDDEN_KEYS.has(key)) return true;
      stack.push((item as Record<string, unknown>)[key]);
    }
  }
  return false;
}

/**
 * Wraps a schema so input with a `__proto__`, `constructor` or `prototype` key anywhere is refused
 * before the schema sees it — for every record or object with keys chosen by the sender.
 */
export function withSafeKeys<T extends z.ZodType>(schema: T, message = "validation.forbiddenKey") {
  return z
    .unknown()
    .refine((value) => !hasForbiddenKey(value), message)
    .pipe(schema);
}
