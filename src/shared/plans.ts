/** Plans and their prices: the one price configuration (decisions.md, "Plans, prices, pacing"). */
export const PLANS = ["free", "core", "deep"] as const;
export type Plan = (typeof PLANS)[number];
/** The plan selected before the visitor chooses (the landing page's "Test" card). */
export const DEFAULT_PLAN: Plan = "free";

export const TOTAL_WEEKS = 5;

/** One-time prices in euro cents; reading A of spec section 9. */
export const PLAN_PRICE_CENTS: Record<Plan, number> = { free: 0, core: 1999, deep: 3499 };

export function isPlan(value: unknown): value is Plan {
  return typeof value === "string" && (PLANS as readonly string[]).includes(value);
}

// Made at first use, once per language: constructing an Intl formatter costs far more than using one
// (a page with the pricing cards formats several prices per render), and not at import, since
// browsers load their number data with the first formatter (decision 231).
const priceFormats = new Map<string, Intl.NumberFormat>();

/** Formats a price the way the spec shows it: 19,99 € in German, €19.99 in English. */
export function formatPrice(cents: number, language: string): string {
  const locale = language === "en" ? "en-IE" : "de-DE";
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
    priceFormats.set(locale, format);
  }
  return format.format(cents / 100);
}
