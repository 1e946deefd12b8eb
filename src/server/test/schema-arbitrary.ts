import fc from "fast-check";
import { z } from "zod";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/** Keys that reach an object's prototype when code assigns them naively. */
export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** Strings a careless parser, database or mail header chokes on. */
const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  // NUL hidden by an encoding our routes decode (a cursor is base64url JSON): found by issue 50.
  Buffer.from(JSON.stringify(["2026-01-01T00:00:00.000Z\u0000", "a\u0000b"])).toString("base64url"),
  Buffer.from("a\u0000b").toString("base64url"),
  "\u202Eevil\u202C",
  "\u200B\u200B",
  "\uFEFF",
  "\uD800",
  "\uDC00x",
  "e\u0301\u0301\u0301",
  "🌱👩🏽‍💻🏳️‍🌈",
  "مرحبا",
  "Line1\r\nBcc: victim@example.org",
  "' OR 1=1 --",
  '"; DROP TABLE user; --',
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  "{{7*7}}${7*7}",
  "../../../../etc/passwd",
  "%00%0d%0a",
  "null",
  "NaN",
  "-1",
  "9".repeat(400),
  "__proto__",
  "constructor",
  "x".repeat(70_000),
];

/** Any JSON value, hostile on purpose: odd strings, huge numbers, prototype keys, deep nesting. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom<unknown>(...NASTY_STRINGS, null, true, false, 0, -0, 1e308, -1e308, 2 ** 53 + 1, 0.1, -1),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 10 })), tie("value"), {
      maxKeys: 4,
    }),
  ),
})).value;

/** `depth` nested arrays or objects: parsers and validators that recurse must not fall over. */
export function deeplyNested(depth: number, kind: "array" | "object"): string {
  return kind === "array"
    ? `${"[".repeat(depth)}1${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

const cap = (n: number | undefined, max: number) => (n === undefined ? max : Math.min(n, max));

function fromJsonSchema(schema: JsonSchema, hostility: number): fc.Arbitrary<unknown> {
  const valid = validFrom(schema, hostility);
  if (hostility <= 0) return valid;
  return fc.oneof(
    { arbitrary: valid, weight: 10 - hostility },
    { arbitrary: hostileJson, weight: hostility },
  );
}

function validFrom(schema: JsonSchema, hostility: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => fromJsonSchema(s, hostility)));
  if (schema.allOf?.length) return fromJsonSchema(schema.allOf[0]!, hostility);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      if (schema.format === "email") return fc.emailAddress();
      if (schema.format === "uuid") return fc.uuid({ version: 4 });
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: cap(schema.maxLength, 120),
        unit: "grapheme",
      });
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1000, max: cap(schema.maximum, 1000) });
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items ? fromJsonSchema(schema.items, hostility) : hostileJson, {
        minLength: schema.minItems ?? 0,
        maxLength: cap(schema.maxItems, 6),
      });
    case "object": {
      const props = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, fromJsonSchema(s, hostility)]),
      );
      const known = fc.record(props, { requiredKeys: schema.required ?? [] });
      const extra =
        typeof schema.additionalProperties === "object"
          ? fc.dictionary(
              fc.string({ maxLength: 12 }),
              fromJsonSchema(schema.additionalProperties, hostility),
              {
                maxKeys: 4,
              },
            )
          : fc.constant({});
      return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }));
    }
    default:
      return hostileJson;
  }
}

/**
 * Values shaped by a zod schema (through zod's own JSON Schema export), with `hostility` in ten
 * parts of any node swapped for a hostile JSON value: mostly plausible input that reaches deep into
 * the handler, with odd values where validators must catch them.
 */
export function arbitraryFor(schema: z.ZodType, hostility = 2): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as JsonSchema;
  return fromJsonSchema(json, hostility);
}
