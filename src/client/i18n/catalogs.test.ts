import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/shared/languages";

const dir = path.resolve(import.meta.dirname);

function catalog(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(path.join(dir, language, `${namespace}.json`), "utf8"));
}

/** Every leaf key as a dotted path; array items count by index, so lists must be equally long too. */
function keysOf(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe("translation catalogs", () => {
  const namespaces = readdirSync(path.join(dir, "de")).map((file) => file.replace(/\.json$/, ""));

  it("has the same namespaces in every language", () => {
    for (const language of LANGUAGES) {
      expect(readdirSync(path.join(dir, language)).sort(), language).toEqual(
        namespaces.map((ns) => `${ns}.json`).sort(),
      );
    }
  });

  it.each(namespaces)("has exactly the same keys in German and English: %s", (namespace) => {
    const german = keysOf(catalog("de", namespace)).sort();
    for (const language of LANGUAGES) {
      expect(keysOf(catalog(language, namespace)).sort(), `${language}/${namespace}`).toEqual(german);
    }
  });

  it("formats no value with i18next's built-in formats: numbers and dates come from lib/format", () => {
    // Their Intl formatters load the browser's number or date data at first use, 40-55 ms of a page's
    // first render in Chromium (decision 231); lib/format writes the same text without them.
    for (const language of LANGUAGES) {
      for (const namespace of namespaces) {
        const text = readFileSync(path.join(dir, language, `${namespace}.json`), "utf8");
        expect(text.match(/\{\{[^}]*,[^}]*\}\}/g) ?? [], `${language}/${namespace}`).toEqual([]);
      }
    }
  });

  it("declares every German namespace for the compiler's key check", () => {
    const declaration = readFileSync(path.join(dir, "i18next.d.ts"), "utf8");
    for (const namespace of namespaces) expect(declaration).toContain(`${namespace}: typeof ${namespace};`);
  });
});
