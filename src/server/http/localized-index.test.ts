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
  });

  it("reads the language from ?lang or the browser's first preference", () => {
    expect(requestLanguage("en", "de-DE")).toBe("en");
    expect(requestLanguage(undefined, "en-GB,en;q=0.9,de;q=0.8")).toBe("en");
    expect(requestLanguage(undefined, "de-DE,en;q=0.5")).toBe("de");
    expect(requestLanguage(undefined, undefined)).toBe("de");
    expect(requestLanguage("fr", "fr-FR")).toBe("de");
  });
});
