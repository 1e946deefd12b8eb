import { DEFAULT_LANGUAGE, type Language } from "@/shared/languages";
import { SITE_META } from "@/shared/site-meta";

const escapeAttr = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** index.html with the title, description, Open Graph tags and lang attribute of one language. */
export function localizeIndexHtml(html: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return html;
  const meta = SITE_META[language];
  const setContent = (source: string, attr: string, value: string) =>
    source.replace(
      new RegExp(`(<meta ${attr} content=")[^"]*(")`),
      (_m, start: string, end: string) => `${start}${escapeAttr(value)}${end}`,
    );
  let out = html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(meta.title)}</title>`);
  out = setContent(out, 'name="description"', meta.description);
  out = setContent(out, 'property="og:title"', meta.title);
  out = setContent(out, 'property="og:description"', meta.ogDescription);
  out = setContent(out, 'property="og:locale"', meta.locale);
  out = setContent(out, 'property="og:locale:alternate"', meta.altLocale);
  return out;
}

/** ?lang=en wins; otherwise the browser's first preferred language, if we have it. */
export function requestLanguage(query: string | undefined, acceptLanguage: string | undefined): Language {
  if (query === "en" || query === "de") return query;
  const first = acceptLanguage?.split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return first === "en" ? "en" : DEFAULT_LANGUAGE;
}
