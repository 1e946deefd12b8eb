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

/** Formats a price the way the spec shows it: 19,99 € in German, €19.99 in English. */
export function formatPrice(cents: number, language: string): string {
  return new Intl.NumberFormat(language === "en" ? "en-IE" : "de-DE", {
    style: "currency",
    currency: "EUR",
  }).format(cents / 100);
}
