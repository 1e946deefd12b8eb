import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { localizeIndexHtml, requestLanguage } from "@/server/http/localized-index";
import { SITE_META } from "@/shared/site-meta";

const html = readFileSync("index.html", "utf8");

describe("per-language index.html", () => {
  it("carries the German meta texts of SITE_META by default", () => {
    expect(html).toContain(`<title>${SITE_META.de.title}</title>`);
    expect(html).toContain(`<meta name="description" content="${SITE_META.de.description}" />`);
    expect(html).toContain(`<meta property="og:description" content="${SITE_META.de.ogDescription}" />`);
  });

  it("swaps in the English title, description, Open Graph tags and lang attribute", () => {
    const en = localizeIndexHtml(html, "en");
    expect(en).toContain('<html lang="en"');
    expect(en).toContain(`<title>${SITE_META.en.title}</title>`);
    expect(en).toContain(`<meta name="description" content="${SITE_META.en.description}" />`);
    expect(en).toContain(`<meta property="og:title" content="${SITE_META.en.title}" />`);
    expect(en).toContain('<meta property="og:locale" content="en_GB" />');
    expect(en).toContain('<meta property="og:locale:alternate" content="de_DE" />');
    expect(en).not.toMatch(/Finde, was dich/);
    // The web app manifest in the page's language (decision 210).
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(en).toContain('<link rel="manifest" href="/manifest.en.webmanifest" />');
  });

  it("reads the language from ?lang, then the cookie of a choice, else German — never Accept-Language", () => {
    expect(requestLanguage("en", "de")).toBe("en");
    expect(requestLanguage("de", "en")).toBe("de");
    expect(requestLanguage(undefined, "en")).toBe("en");
    expect(requestLanguage(undefined, undefined)).toBe("de");
    expect(requestLanguage("fr", "fr")).toBe("de");
    // A browser asking for English that never chose gets German, as the SPA will show it.
    expect(requestLanguage(undefined, "en-GB,en;q=0.9")).toBe("de");
  });
});
