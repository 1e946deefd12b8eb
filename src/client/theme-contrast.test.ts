import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio as contrast } from "@/shared/contrast";

/**
 * The palette proves its own contrast: every pair the interface draws is computed from the tokens in
 * styles.css, in the light and the dark scheme, so a colour change cannot lower it unnoticed.
 */
const css = readFileSync(path.resolve(import.meta.dirname, "styles.css"), "utf8");

function tokens(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of block.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)) {
    out[match[1]!] = match[2]!.toLowerCase();
  }
  return out;
}

function blockAfter(marker: string): string {
  const start = css.indexOf(marker);
  if (start < 0) throw new Error(`styles.css has no ${marker}`);
  const open = css.indexOf("{", start);
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === "{") depth++;
    if (css[i] === "}" && --depth === 0) return css.slice(open + 1, i);
  }
  throw new Error(`unclosed block after ${marker}`);
}

const light = tokens(blockAfter("@theme"));
const dark = { ...light, ...tokens(blockAfter("@media (prefers-color-scheme: dark)")) };

const surfaces = ["background", "surface", "surface-muted"];
/** [foreground token, background tokens, minimum ratio, what it is] */
const pairs: [string, string[], number, string][] = [
  ["foreground", surfaces, 4.5, "body text"],
  ["muted", surfaces, 4.5, "secondary text"],
  ["primary", [...surfaces, "primary-soft"], 4.5, "links and info toasts"],
  ["primary-foreground", ["primary", "primary-hover"], 4.5, "text on primary buttons"],
  ["danger", ["surface", "background", "danger-soft"], 4.5, "errors and error toasts"],
  ["success", ["surface", "background", "success-soft"], 4.5, "success text and toasts"],
  ["warning", ["surface", "background", "warning-soft"], 4.5, "warnings and warning toasts"],
  ["foreground", ["accent-soft", "primary-soft"], 4.5, "text on soft highlights"],
  ["control", [...surfaces, "primary-soft"], 3, "edges of inputs, selects, checkboxes (WCAG 1.4.11)"],
  ["primary", surfaces, 3, "a ticked checkbox and the selected chip's edge"],
  ["ring", [...surfaces, "primary-soft"], 3, "the focus ring"],
];

describe.each([
  ["light", light],
  ["dark", dark],
] as const)("the %s palette", (_scheme, palette) => {
  it("defines every token the checks read", () => {
    for (const [fg, bgs] of pairs)
      for (const token of [fg, ...bgs]) expect(palette[token], token).toBeDefined();
  });

  it.each(pairs)("%s on %j reaches %d:1 (%s)", (fg, bgs, min) => {
    for (const bg of bgs) {
      const ratio = contrast(palette[fg]!, palette[bg]!);
      expect(
        ratio,
        `${fg} ${palette[fg]} on ${bg} ${palette[bg]}: ${ratio.toFixed(2)}:1`,
      ).toBeGreaterThanOrEqual(min);
    }
  });
});

describe("contrast", () => {
  it("matches the WCAG formula at its known points", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrast("#123456", "#123456")).toBe(1);
    expect(contrast("rgb(0, 0, 0)", "rgba(255, 255, 255, 0.5)")).toBeCloseTo(21, 5);
  });
});
