import { z } from "zod";

/** Control characters (C0, DEL, C1): a line break in a name could fake a header-like line in a mail. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]+/g;
/**
 * Bidi marks, embeddings, overrides and isolates, zero-width space, word joiner, BOM, soft hyphen and
 * the blank-looking fillers: invisible, and U+202E can make a name read backwards. ZWJ, ZWNJ and the
 * variation selectors stay (emoji sequences, Persian), but do not count as visible.
 */
const INVISIBLE =
  /\u034F|[\u00AD\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u2800\u3164\uFEFF\uFFA0]/g;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
/**
 * Characters that look like nothing although Unicode calls some of them letters or symbols: the
 * Hangul fillers (U+3164, U+FFA0, U+115F, U+1160), the blank Braille pattern (U+2800), every default-
 * ignorable code point and every kind of space. A name or text of only these reads as blank
 * (second security probe, finding 7; docs/security.md).
 */
const BLANK_LOOKING = /[\p{Default_Ignorable_Code_Point}\p{White_Space}\u2800\u3164\uFFA0\u115F\u1160]/gu;

/**
 * Default-ignorable code points (Unicode tag characters, Mongolian variation selectors, fillers …) and
 * the interlinear annotation marks U+FFF9–FFFB: nothing a reader sees, but they can carry hidden text
 * (issue 50, finding 10). Kept where writing needs them: ZWJ and ZWNJ (emoji sequences, Persian,
 * Indic scripts), a variation selector right after an emoji or a keycap base, and the tag characters
 * of a subdivision flag (🏴 + tags + cancel tag).
 */
const IGNORABLE =
  /\p{Extended_Pictographic}[\uFE0E\uFE0F]|[#*0-9][\uFE0E\uFE0F]|\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}|[\p{Default_Ignorable_Code_Point}\uFFF9-\uFFFB]/gu;
const KEPT_IGNORABLE = new Set(["\u200C", "\u200D"]);
/** More combining marks than this on one letter are cut: no script needs more, "zalgo" text does. */
export const MAX_COMBINING_MARKS = 4;
const MARK_RUN = new RegExp(`(\\p{M}{${MAX_COMBINING_MARKS}})\\p{M}+`, "gu");

function withoutIgnorable(value: string): string {
  return value
    .replace(IGNORABLE, (found) =>
      // One code point alone goes (ZWJ and ZWNJ excepted); an emoji, keycap or flag sequence stays whole.
      [...found].length === 1 && !KEPT_IGNORABLE.has(found) ? "" : found,
    )
    .replace(MARK_RUN, "$1");
}

/**
 * Whether a text holds half of a surrogate pair: no character at all, and stored it came back as three
 * U+FFFD. Refused with a message, since there is nothing sensible to keep in its place.
 */
export function hasLoneSurrogate(value: string): boolean {
  return /[\uD800-\uDFFF]/u.test(value);
}

/** Whether someone reading the text would see anything at all. */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE.test(value.replace(BLANK_LOOKING, ""));
}

/**
 * What people write for others to read (community posts, comments, bulletin entries, events,
 * announcements, impulses, contact messages): NFC, and the invisible characters above removed — bidi
 * overrides, isolates and marks included, which could make "…/\u202Efdp.exe" read as "…/exe.pdf".
 * Line breaks stay; other control characters are refused by the schemas that use it.
 */
export function cleanText(value: string): string {
  return withoutIgnorable(value.normalize("NFC").replace(INVISIBLE, ""));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters.
const TEXT_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Whether a text someone wrote holds a control character other than tab and line breaks: PostgreSQL
 * cannot store NUL, and none of the others belongs in a text a person reads.
 */
export function hasControlCharacters(value: string): boolean {
  return TEXT_CONTROL.test(value);
}

/** Whether a text holds what no text we store may: a control character or half a surrogate pair. */
export function hasUnstorableCharacters(value: string): boolean {
  return hasControlCharacters(value) || hasLoneSurrogate(value);
}

/** Whether a value that must be taken as it is (a link) hides characters that change how it reads. */
export function hasHiddenCharacters(value: string): boolean {
  return new RegExp(INVISIBLE.source).test(value) || /[\p{Default_Ignorable_Code_Point}]/u.test(value);
}

/** A person's name as we store it: NFC, control characters as spaces, invisible ones removed, spaces collapsed. */
export function cleanName(value: string): string {
  return withoutIgnorable(value.normalize("NFC").replace(CONTROL, " ").replace(INVISIBLE, ""))
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The one rule for a person's name (sign-up, profile, contact form): cleaned as above, then at least one
 * visible character and at most `max` characters. The messages are translation keys.
 */
export function personNameField(max: number) {
  return z
    .string("validation.nameRequired")
    .refine((value) => !hasLoneSurrogate(value), "validation.nameInvalid")
    .transform(cleanName)
    .pipe(
      z
        .string()
        .min(1, "validation.nameRequired")
        .max(max, "validation.nameTooLong")
        .refine(hasVisibleCharacter, "validation.nameRequired"),
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
