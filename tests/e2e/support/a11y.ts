import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { contrastRatio } from "@/shared/contrast";
import { TOTAL_WEEKS } from "@/shared/plans";
import { paths } from "@/shared/routes";

export type Lang = "de" | "en";
export const LANGS: Lang[] = ["de", "en"];

/**
 * Every page of the app, read from the route table (src/shared/routes.ts): a route added there is
 * swept without touching the tests. Paths with a parameter are filled in (each week), and one path
 * nobody owns shows the not-found page.
 */
export function sweptPaths(): string[] {
  const out: string[] = [];
  for (const value of Object.values(paths)) {
    if (typeof value === "function") {
      for (let n = 1; n <= TOTAL_WEEKS; n++) out.push(value(n));
    } else out.push(value);
  }
  out.push("/no-such-page");
  return [...new Set(out)];
}

export const isAdminPath = (p: string) => p === paths.admin || p.startsWith(`${paths.admin}/`);

/** Sign-in and registration are for visitors: a member is sent on from them (`RequireVisitor`). */
export const isVisitorPath = (p: string) => p === paths.login || p === paths.register;

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe on the page as it is now; serious and critical findings fail, named with their elements.
 * Legacy mode runs axe in the page itself: the default mode opens a blank page per run to merge the
 * frames' results, which made the runs the costliest step of the suite, and our pages have no frames.
 */
export async function expectNoSeriousAxe(page: Page, label: string, rules?: string[] | { except: string[] }) {
  // Only violations are read: axe then keeps one node per passed or incomplete rule instead of all.
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
  if (Array.isArray(rules)) builder.withRules(rules);
  else {
    builder.withTags(AXE_TAGS);
    if (rules) builder.disableRules(rules.except);
  }
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe: ${label}`,
  ).toEqual([]);
}

/** No sideways scrolling at the current width (WCAG 1.4.10 reflow). */
export async function expectNoOverflow(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow on ${label}`).toBeLessThanOrEqual(0);
}

/**
 * Form controls are told apart from their surroundings: the border of every visible input, select,
 * textarea and checkbox reaches 3:1 against the background behind it (WCAG 1.4.11).
 */
export async function expectControlEdges(page: Page, label: string) {
  const edges = await page.evaluate(() => {
    // Computed colours come as oklab()/color-mix() too: a canvas pixel turns any of them into rgb.
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    const rgba = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "#000";
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return { rgb: `rgb(${r}, ${g}, ${b})`, alpha: (a ?? 0) / 255 };
    };
    const controls = document.querySelectorAll<HTMLElement>(
      "input:not([type=hidden]):not([type=radio]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [role=checkbox]:not([disabled])",
    );
    const out: { name: string; border: string; behind: string }[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(control);
      if (style.visibility === "hidden" || Number.parseFloat(style.borderTopWidth) === 0) continue;
      let behind = rgba(getComputedStyle(document.body).backgroundColor).rgb;
      for (let node = control.parentElement; node; node = node.parentElement) {
        const bg = rgba(getComputedStyle(node).backgroundColor);
        if (bg.alpha > 0.5) {
          behind = bg.rgb;
          break;
        }
      }
      const name = control.id || control.getAttribute("name") || control.outerHTML.slice(0, 60);
      out.push({ name, border: rgba(style.borderTopColor).rgb, behind });
    }
    return out;
  });
  const weak = edges
    .map((edge) => ({ ...edge, ratio: contrastRatio(edge.border, edge.behind) }))
    .filter((edge) => edge.ratio < 3)
    .map((edge) => `${edge.name}: ${edge.border} on ${edge.behind} = ${edge.ratio.toFixed(2)}:1`);
  expect(weak, `control edges under 3:1 on ${label}`).toEqual([]);
}

function flatten(value: unknown, prefix: string, out: Map<string, string>) {
  if (typeof value === "string") out.set(prefix, value);
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) flatten(item, `${prefix}.${i}`, out);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  }
}

function catalog(lang: Lang): Map<string, string> {
  const dir = path.resolve("src/client/i18n", lang);
  const out = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    flatten(JSON.parse(readFileSync(path.join(dir, file), "utf8")), file.replace(/\.json$/, ""), out);
  }
  return out;
}

/**
 * Phrases that belong to one language only, derived from the catalogs: the literal parts (between
 * {{placeholders}} and <tags>) of every text that differs between the languages, long enough to be
 * unmistakable and found nowhere in the other catalog. Seeing one on a page of the other language is
 * a leak.
 */
export function foreignPhrases(): Record<Lang, string[]> {
  const catalogs = { de: catalog("de"), en: catalog("en") };
  const phrases = (own: Lang, other: Lang) => {
    const otherText = [...catalogs[other].values()].join("\n");
    const found = new Set<string>();
    for (const [key, text] of catalogs[own]) {
      if (catalogs[other].get(key) === text) continue;
      for (const part of text.split(/\{\{[^}]*\}\}|<[^>]*>|\n/)) {
        const phrase = part.trim();
        if (phrase.length >= 16 && !otherText.includes(phrase)) found.add(phrase);
      }
    }
    return [...found];
  };
  // On a German page the English phrases are foreign, and the other way round.
  return { de: phrases("en", "de"), en: phrases("de", "en") };
}

/** The page is in `lang` throughout: <html lang>, title, every visible text and accessible label. */
export async function expectLanguage(page: Page, lang: Lang, foreign: string[], label: string) {
  await expect(page.locator("html"), `<html lang> on ${label}`).toHaveAttribute("lang", lang);
  const text = await page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label],[placeholder],[title],[alt]")].flatMap((el) =>
      ["aria-label", "placeholder", "title", "alt"].map((name) => el.getAttribute(name) ?? ""),
    );
    // What is shown and read aloud (innerText skips hidden parts, unlike textContent).
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
    return [document.title, document.body.innerText, ...labels].join("\n").replace(/\s+/g, " ");
  });
  const leaks = foreign.filter((phrase) => text.includes(phrase.replace(/\s+/g, " ")));
  expect(leaks, `${lang === "de" ? "English" : "German"} text on the ${lang} page ${label}`).toEqual([]);
}

/** Sets the browser's language choice before the app loads (local storage and the server's cookie). */
export async function chooseLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem("pj.language", l), lang);
  await page.context().addCookies([{ name: "pj_language", value: lang, domain: "127.0.0.1", path: "/" }]);
}

/** Signs in an account that exists already (a retried set-up, say). */
async function signIn(request: APIRequestContext, baseURL: string, email: string) {
  const res = await request.post("/api/auth/sign-in/email", {
    data: { email, password: "secret123" },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`sign-in of ${email} failed: ${res.status()} ${await res.text()}`);
}

/** A member with every week open (Deep) and, unless told otherwise, consent given; signed in through `request`. */
export async function makeDeepMember(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  options: { consent?: boolean } = {},
) {
  const headers = { origin: baseURL };
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email, password: "secret123", name: "Mara Muster", ageConfirmed: true },
    headers,
  });
  if (!signUp.ok()) await signIn(request, baseURL, email);
  // Already Deep (a retried set-up): the checkout refuses, which is fine.
  await request.post("/api/plans/checkout", {
    data: { plan: "deep", idempotencyKey: crypto.randomUUID() },
    headers,
  });
  if (options.consent === false) return;
  const consent = await request.post("/api/consent", { data: { privacy: true, terms: true }, headers });
  expect(consent.ok(), "consent").toBe(true);
}
